! An F-point kernel, NE offset (f(i,j) on T(i,j)'s north-east corner): reads U north and V east,
! and the latitude of the U points.
module cf_ne_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cf_ne, cf_ne_code

  type, extends(kernel_type) :: cf_ne
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CF, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(010, 010, 000)), &
        go_arg(GO_READ, GO_CV, GO_STENCIL(000, 011, 000)), &
        go_arg(GO_READ, GO_GRID_LAT_U) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => cf_ne_code
  end type cf_ne

contains

  subroutine cf_ne_code(i, j, z, u, v, lat_u)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: z
    real(go_wp), dimension(:,:), intent(in) :: u, v, lat_u
    z(i,j) = (v(i+1,j) - v(i,j)) - (u(i,j+1) - u(i,j)) + 1.0e-3_go_wp * lat_u(i,j)
  end subroutine cf_ne_code

end module cf_ne_mod
