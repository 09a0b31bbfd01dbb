! GOcean 1.0 kernel compute_pnew of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The leapfrog update of p: minus the divergence of the mass flux.
module compute_pnew_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_pnew, compute_pnew_code

  type, extends(kernel_type) :: compute_pnew
    type(go_arg), dimension(7) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(000, 011, 000)), &
        go_arg(GO_READ, GO_CV, GO_STENCIL(010, 010, 000)), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_DX_CONST), &
        go_arg(GO_READ, GO_GRID_DY_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_pnew_code
  end type compute_pnew

contains

  subroutine compute_pnew_code(i, j, pnew, pold, cu, cv, tdt, dx, dy)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: pnew
    real(go_wp), dimension(:,:), intent(in) :: pold, cu, cv
    real(go_wp), intent(in) :: tdt, dx, dy
    real(go_wp) :: tdtsdx, tdtsdy
    tdtsdx = tdt / dx
    tdtsdy = tdt / dy
    pnew(i,j) = pold(i,j) - tdtsdx * (cu(i+1,j) - cu(i,j)) - tdtsdy * (cv(i,j+1) - cv(i,j))
  end subroutine compute_pnew_code

end module compute_pnew_mod
