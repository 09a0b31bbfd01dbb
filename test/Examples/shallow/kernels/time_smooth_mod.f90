! GOcean 1.0 kernel time_smooth of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). Robert-Asselin smoothing of the old time level: field_old += alpha (new - 2 field + old).
module time_smooth_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: time_smooth, time_smooth_code

  type, extends(kernel_type) :: time_smooth
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READWRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => time_smooth_code
  end type time_smooth

contains

  subroutine time_smooth_code(i, j, field, field_new, field_old, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(in) :: field, field_new
    real(go_wp), dimension(:,:), intent(inout) :: field_old
    real(go_wp), intent(in) :: alpha
    field_old(i,j) = field(i,j) + alpha * (field_new(i,j) - 2.0_go_wp * field(i,j) + field_old(i,j))
  end subroutine time_smooth_code

end module time_smooth_mod
