! GOcean 1.0 kernel compute_z of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The potential vorticity z = (dv/dx - du/dy) / p on the F point.
module compute_z_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_z, compute_z_code

  type, extends(kernel_type) :: compute_z
    type(go_arg), dimension(6) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CF, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 110, 110)), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(000, 010, 010)), &
        go_arg(GO_READ, GO_CV, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_GRID_DX_CONST), &
        go_arg(GO_READ, GO_GRID_DY_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_z_code
  end type compute_z

contains

  subroutine compute_z_code(i, j, z, p, u, v, dx, dy)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: z
    real(go_wp), dimension(:,:), intent(in) :: p, u, v
    real(go_wp), intent(in) :: dx, dy
    real(go_wp) :: fsdx, fsdy
    fsdx = 4.0_go_wp / dx
    fsdy = 4.0_go_wp / dy
    z(i,j) = (fsdx * (v(i,j) - v(i-1,j)) - fsdy * (u(i,j) - u(i,j-1))) / &
             (p(i-1,j-1) + p(i,j-1) + p(i,j) + p(i-1,j))
  end subroutine compute_z_code

end module compute_z_mod
