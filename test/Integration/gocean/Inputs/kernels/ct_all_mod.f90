! A T field updated over all its points (the internal ones and one ring: GO_ALL_PTS).
module ct_all_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: ct_all, ct_all_code

  type, extends(kernel_type) :: ct_all
    type(go_arg), dimension(3) :: meta_args = (/ &
        go_arg(GO_READWRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_AREA_T) /)
    integer :: ITERATES_OVER = GO_ALL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => ct_all_code
  end type ct_all

contains

  subroutine ct_all_code(i, j, t, s, area_t)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: s, area_t
    t(i,j) = t(i,j) + 1.0e-3_go_wp * area_t(i,j) * s(i,j)
  end subroutine ct_all_code

end module ct_all_mod
