! A kernel whose metadata has the older GRID_TYPE component, as PSyclone's GOcean examples
! write it (grid-type.test).
module grid_type_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  private
  public :: smooth, smooth_code

  type, extends(kernel_type) :: smooth
    type(go_arg), dimension(2) :: meta_args = (/ &
         go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
         go_arg(GO_READ, GO_CT, GO_STENCIL(010,111,010)) /)
    integer :: GRID_TYPE = GO_ORTHOGONAL_REGULAR
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => smooth_code
  end type smooth
contains
  subroutine smooth_code(i, j, out, in)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: out
    real(go_wp), dimension(:,:), intent(in) :: in
    out(i, j) = 0.25_go_wp * (in(i - 1, j) + in(i + 1, j) + in(i, j - 1) + in(i, j + 1))
  end subroutine smooth_code
end module grid_type_mod
