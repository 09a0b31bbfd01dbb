! A V-point kernel, SW offset, that updates its field (go_readwrite): reads T south and centre,
! two grid arrays and the grid's dy.
module cv_flux_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cv_flux, cv_flux_code

  type, extends(kernel_type) :: cv_flux
    type(go_arg), dimension(5) :: meta_args = (/ &
        go_arg(GO_READWRITE, GO_CV, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 010, 010)), &
        go_arg(GO_READ, GO_GRID_AREA_V), &
        go_arg(GO_READ, GO_GRID_DY_V), &
        go_arg(GO_READ, GO_GRID_DY_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => cv_flux_code
  end type cv_flux

contains

  subroutine cv_flux_code(i, j, cv, p, area_v, dy_v, dy)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cv
    real(go_wp), dimension(:,:), intent(in) :: p, area_v, dy_v
    real(go_wp), intent(in) :: dy
    cv(i,j) = cv(i,j) + 0.5_go_wp * (p(i,j) + p(i,j-1)) * area_v(i,j) / dy_v(i,j) - dy
  end subroutine cv_flux_code

end module cv_flux_mod
