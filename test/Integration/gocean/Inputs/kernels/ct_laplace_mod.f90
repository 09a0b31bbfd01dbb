! The five-point Laplacian of a T field, masked by the integer T mask; any offset.
module ct_laplace_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: ct_laplace, ct_laplace_code

  type, extends(kernel_type) :: ct_laplace
    type(go_arg), dimension(5) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(010, 111, 010)), &
        go_arg(GO_READ, GO_GRID_DX_T), &
        go_arg(GO_READ, GO_GRID_DY_T), &
        go_arg(GO_READ, GO_GRID_MASK_T) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => ct_laplace_code
  end type ct_laplace

contains

  subroutine ct_laplace_code(i, j, lap, p, dx_t, dy_t, tmask)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: lap
    real(go_wp), dimension(:,:), intent(in) :: p, dx_t, dy_t
    integer, dimension(:,:), intent(in) :: tmask
    lap(i,j) = real(tmask(i,j), go_wp) * &
               ((p(i+1,j) - 2.0_go_wp * p(i,j) + p(i-1,j)) / (dx_t(i,j) * dx_t(i,j)) + &
                (p(i,j+1) - 2.0_go_wp * p(i,j) + p(i,j-1)) / (dy_t(i,j) * dy_t(i,j)))
  end subroutine ct_laplace_code

end module ct_laplace_mod
