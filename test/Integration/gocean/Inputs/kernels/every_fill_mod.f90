! Over all points of a field on every point (GO_EVERY, GO_ALL_PTS); uses i and j themselves, so
! a swapped or shifted index shows.
module every_fill_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: every_fill, every_fill_code

  type, extends(kernel_type) :: every_fill
    type(go_arg), dimension(3) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_EVERY, GO_POINTWISE), &
        go_arg(GO_READ, GO_EVERY, GO_POINTWISE), &
        go_arg(GO_READ, GO_I_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_ALL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => every_fill_code
  end type every_fill

contains

  subroutine every_fill_code(i, j, e, src, k)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: e
    real(go_wp), dimension(:,:), intent(in) :: src
    integer, intent(in) :: k
    e(i,j) = src(i,j) * real(k, go_wp) + real(i + 100 * j, go_wp)
  end subroutine every_fill_code

end module every_fill_mod
