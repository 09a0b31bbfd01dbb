! GOcean kernels for the algorithm tests (test/Frontend/gocean/algorithm): one per rule the
! schedule follows -- stencil reads, grid properties, scalars, offsets, iteration spaces.
module alg_kernels_mod
  use kind_params_mod, only: go_wp
  use kernel_mod, only: kernel_type
  use argument_mod
  use grid_mod
  implicit none

  ! Writes a T field from a U field read one point east and west, a scalar and dx.
  type, extends(kernel_type) :: step
    type(go_arg), dimension(4) :: meta_args = (/ &
         go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
         go_arg(GO_READ, GO_CU, GO_STENCIL(000,011,000)), &
         go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
         go_arg(GO_READ, GO_GRID_DX_CONST) /)
    integer :: iterates_over = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => step_code
  end type step

  ! Updates a U field from a T field read at its own point: no halo read.
  type, extends(kernel_type) :: copy
    type(go_arg), dimension(3) :: meta_args = (/ &
         go_arg(GO_READWRITE, GO_CU, GO_POINTWISE), &
         go_arg(GO_READ, GO_CT, GO_STENCIL(000,010,000)), &
         go_arg(GO_READ, GO_I_SCALAR, GO_POINTWISE) /)
    integer :: iterates_over = GO_ALL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => copy_code
  end type copy

  ! The other offset.
  type, extends(kernel_type) :: ne_kern
    type(go_arg), dimension(1) :: meta_args = (/ go_arg(GO_WRITE, GO_CV, GO_POINTWISE) /)
    integer :: iterates_over = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => ne_code
  end type ne_kern

  ! Writes nothing: no field to loop over.
  type, extends(kernel_type) :: reader
    type(go_arg), dimension(1) :: meta_args = (/ go_arg(GO_READ, GO_CT, GO_POINTWISE) /)
    integer :: iterates_over = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => reader_code
  end type reader

contains

  subroutine step_code(i, j, t, u, a, dx)
    integer, intent(in) :: i, j
    real(go_wp), intent(inout) :: t(:,:)
    real(go_wp), intent(in) :: u(:,:), a, dx
  end subroutine step_code

  subroutine copy_code(i, j, u, t, n)
    integer, intent(in) :: i, j, n
    real(go_wp), intent(inout) :: u(:,:)
    real(go_wp), intent(in) :: t(:,:)
  end subroutine copy_code

  subroutine ne_code(i, j, v)
    integer, intent(in) :: i, j
    real(go_wp), intent(inout) :: v(:,:)
  end subroutine ne_code

  subroutine reader_code(i, j, t)
    integer, intent(in) :: i, j
    real(go_wp), intent(in) :: t(:,:)
  end subroutine reader_code
end module alg_kernels_mod
