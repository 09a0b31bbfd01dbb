! Integer grid properties: the loop bounds of the read field's internal region and the array's
! extent in y; marks the last column and the first row of the region.
module cu_bounds_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: cu_bounds, cu_bounds_code

  type, extends(kernel_type) :: cu_bounds
    type(go_arg), dimension(5) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_INTERNAL_INNER_STOP), &
        go_arg(GO_READ, GO_GRID_INTERNAL_OUTER_START), &
        go_arg(GO_READ, GO_GRID_NY) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => cu_bounds_code
  end type cu_bounds

contains

  subroutine cu_bounds_code(i, j, o, s, xstop, ystart, ny)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: o
    real(go_wp), dimension(:,:), intent(in) :: s
    integer, intent(in) :: xstop, ystart, ny
    o(i,j) = s(i,j) * real(merge(2, 1, i == xstop), go_wp) + real(merge(10, 0, j == ystart), go_wp) &
             + 1.0e-3_go_wp * real(ny, go_wp)
  end subroutine cu_bounds_code

end module cu_bounds_mod
