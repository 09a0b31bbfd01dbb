! An F-point kernel, SW offset (f(i,j) on T(i,j)'s south-west corner): the curl of (u, v) times
! the mean of the four T points around the corner; the grid's dx and dy.
module cf_curl_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cf_curl, cf_curl_code

  type, extends(kernel_type) :: cf_curl
    type(go_arg), dimension(6) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CF, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(000, 010, 010)), &
        go_arg(GO_READ, GO_CV, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 110, 110)), &
        go_arg(GO_READ, GO_GRID_DX_CONST), &
        go_arg(GO_READ, GO_GRID_DY_CONST) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => cf_curl_code
  end type cf_curl

contains

  subroutine cf_curl_code(i, j, z, u, v, p, dx, dy)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: z
    real(go_wp), dimension(:,:), intent(in) :: u, v, p
    real(go_wp), intent(in) :: dx, dy
    z(i,j) = ((v(i,j) - v(i-1,j)) / dx - (u(i,j) - u(i,j-1)) / dy) * 0.25_go_wp * &
             (p(i-1,j-1) + p(i,j-1) + p(i,j) + p(i-1,j))
  end subroutine cf_curl_code

end module cf_curl_mod
