! GOcean 1.0 kernel compute_vnew of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The leapfrog update of v: vorticity flux minus the gradient of h.
module compute_vnew_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_vnew, compute_vnew_code

  type, extends(kernel_type) :: compute_vnew
    type(go_arg), dimension(7) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CV, GO_POINTWISE), &
        go_arg(GO_READ, GO_CV, GO_POINTWISE), &
        go_arg(GO_READ, GO_CF, GO_STENCIL(000, 011, 000)), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(000, 011, 011)), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 010, 010)), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_DY_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_vnew_code
  end type compute_vnew

contains

  subroutine compute_vnew_code(i, j, vnew, vold, z, cu, h, tdt, dy)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: vnew
    real(go_wp), dimension(:,:), intent(in) :: vold, z, cu, h
    real(go_wp), intent(in) :: tdt, dy
    real(go_wp) :: tdts8, tdtsdy
    tdts8 = tdt / 8.0_go_wp
    tdtsdy = tdt / dy
    vnew(i,j) = vold(i,j) - tdts8 * (z(i+1,j) + z(i,j)) * &
                (cu(i+1,j) + cu(i,j) + cu(i,j-1) + cu(i+1,j-1)) - &
                tdtsdy * (h(i,j) - h(i,j-1))
  end subroutine compute_vnew_code

end module compute_vnew_mod
