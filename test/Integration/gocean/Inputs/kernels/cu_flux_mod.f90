! A U-point kernel, SW offset (u(i,j) west of T(i,j)): reads T west and centre, two grid arrays.
module cu_flux_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cu_flux, cu_flux_code

  type, extends(kernel_type) :: cu_flux
    type(go_arg), dimension(5) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_AREA_U), &
        go_arg(GO_READ, GO_GRID_DX_U) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => cu_flux_code
  end type cu_flux

contains

  subroutine cu_flux_code(i, j, cu, p, u, area_u, dx_u)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cu
    real(go_wp), dimension(:,:), intent(in) :: p, u, area_u, dx_u
    cu(i,j) = 0.5_go_wp * (p(i,j) + p(i-1,j)) * u(i,j) * area_u(i,j) / dx_u(i,j)
  end subroutine cu_flux_code

end module cu_flux_mod
