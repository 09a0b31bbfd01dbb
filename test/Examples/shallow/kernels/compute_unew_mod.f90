! GOcean 1.0 kernel compute_unew of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The leapfrog update of u: vorticity flux minus the gradient of h.
module compute_unew_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_unew, compute_unew_code

  type, extends(kernel_type) :: compute_unew
    type(go_arg), dimension(7) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_CF, GO_STENCIL(010, 010, 000)), &
        go_arg(GO_READ, GO_CV, GO_STENCIL(110, 110, 000)), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_DX_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_unew_code
  end type compute_unew

contains

  subroutine compute_unew_code(i, j, unew, uold, z, cv, h, tdt, dx)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: unew
    real(go_wp), dimension(:,:), intent(in) :: uold, z, cv, h
    real(go_wp), intent(in) :: tdt, dx
    real(go_wp) :: tdts8, tdtsdx
    tdts8 = tdt / 8.0_go_wp
    tdtsdx = tdt / dx
    unew(i,j) = uold(i,j) + tdts8 * (z(i,j+1) + z(i,j)) * &
                (cv(i,j+1) + cv(i-1,j+1) + cv(i-1,j) + cv(i,j)) - &
                tdtsdx * (h(i,j) - h(i-1,j))
  end subroutine compute_unew_code

end module compute_unew_mod
