! A V-point kernel, NE offset (v(i,j) north of T(i,j)): reads T centre and north.
module cv_flux_ne_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cv_flux_ne, cv_flux_ne_code

  type, extends(kernel_type) :: cv_flux_ne
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CV, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(010, 010, 000)), &
        go_arg(GO_READ, GO_GRID_DX_V), &
        go_arg(GO_READ, GO_GRID_DY_U) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => cv_flux_ne_code
  end type cv_flux_ne

contains

  subroutine cv_flux_ne_code(i, j, cv, p, dx_v, dy_u)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cv
    real(go_wp), dimension(:,:), intent(in) :: p, dx_v, dy_u
    cv(i,j) = 0.5_go_wp * (p(i,j) + p(i,j+1)) * dx_v(i,j) / dy_u(i,j)
  end subroutine cv_flux_ne_code

end module cv_flux_ne_mod
