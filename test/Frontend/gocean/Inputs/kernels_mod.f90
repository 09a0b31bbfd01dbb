! GOcean 1.0 kernels with every form of metadata psyc reads (docs/gocean.md).
module kernels_mod
  use kind_params_mod, only: go_wp
  use kernel_mod, only: kernel_type
  use argument_mod
  use grid_mod
  implicit none

  ! Fields on every grid-point type, pointwise and with stencils.
  type, extends(kernel_type) :: compute_cu
    type(go_arg), dimension(4) :: meta_args = (/ &
         go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
         go_arg(GO_READ, GO_CT, GO_STENCIL(000,011,000)), &
         go_arg(GO_READ, GO_CV, GO_STENCIL(010,111,010)), &
         go_arg(GO_READWRITE, GO_CF, GO_POINTWISE) &
         /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => compute_cu_code
  end type compute_cu

  ! Scalars and grid properties of each shape.
  type, extends(kernel_type) :: props
    type(go_arg), dimension(7) :: meta_args = (/ &
         go_arg(GO_READWRITE, GO_EVERY, GO_POINTWISE), &
         go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
         go_arg(GO_READ, GO_I_SCALAR, GO_POINTWISE), &
         go_arg(GO_READ, GO_GRID_AREA_T), &
         go_arg(GO_READ, GO_GRID_MASK_T), &
         go_arg(GO_READ, GO_GRID_DX_CONST), &
         go_arg(GO_READ, GO_GRID_X_MAX_INDEX) &
         /)
    integer :: iterates_over = GO_ALL_PTS
    integer :: INDEX_OFFSET = GO_OFFSET_SW
  contains
    procedure, nopass :: code => props_code
  end type props

  ! A one-entry meta_args, the older binding without `=>`, and go_offset_any.
  type, extends(kernel_type) :: boundary
    type(go_arg), dimension(1) :: meta_args = go_arg(GO_WRITE, GO_CT, GO_POINTWISE)
    integer :: iterates_over = GO_EXTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: boundary_code
  end type boundary

contains

  subroutine compute_cu_code(i, j, cu, p, v, f)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cu, f
    real(go_wp), dimension(:,:), intent(in) :: p, v
    cu(i, j) = 0.5 * (p(i, j) + p(i - 1, j)) + v(i, j + 1) + f(i, j)
  end subroutine compute_cu_code

  subroutine props_code(i, j, fld, a, n, area, mask, dx, xmax)
    integer, intent(in) :: i, j, n, xmax
    real(go_wp), dimension(:,:), intent(inout) :: fld
    real(go_wp), intent(in) :: a, dx
    real(go_wp), dimension(:,:), intent(in) :: area
    integer, dimension(:,:), intent(in) :: mask
    fld(i, j) = a * area(i, j) * mask(i, j) + dx * n + xmax
  end subroutine props_code

  subroutine boundary_code(i, j, t)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    t(i, j) = 0.0
  end subroutine boundary_code
end module kernels_mod
