! A U-point kernel, NE offset (u(i,j) east of T(i,j)): reads T centre and east.
module cu_flux_ne_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cu_flux_ne, cu_flux_ne_code

  type, extends(kernel_type) :: cu_flux_ne
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 011, 000)), &
        go_arg(GO_READ, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_DX_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => cu_flux_ne_code
  end type cu_flux_ne

contains

  subroutine cu_flux_ne_code(i, j, cu, p, u, dx)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cu
    real(go_wp), dimension(:,:), intent(in) :: p, u
    real(go_wp), intent(in) :: dx
    cu(i,j) = 0.5_go_wp * (p(i,j) + p(i+1,j)) * u(i,j) / dx
  end subroutine cu_flux_ne_code

end module cu_flux_ne_mod
