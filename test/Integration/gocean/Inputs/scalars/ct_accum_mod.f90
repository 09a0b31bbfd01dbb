! A T-point kernel that updates its scalars in place (go_readwrite): a real sum of the field
! weighted by the cell area and an integer count of the points visited; it also bumps the
! field. Its area_t dummy is declared intent(inout), as some GOcean kernels declare their grid
! properties, though the kernel only reads it.
module ct_accum_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: ct_accum, ct_accum_code

  type, extends(kernel_type) :: ct_accum
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_READWRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READWRITE, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READWRITE, GO_I_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_GRID_AREA_T) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => ct_accum_code
  end type ct_accum

contains

  subroutine ct_accum_code(i, j, fld, total, count, area_t)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: fld
    real(go_wp), intent(inout) :: total
    integer, intent(inout) :: count
    real(go_wp), dimension(:,:), intent(inout) :: area_t
    total = total + fld(i,j) * area_t(i,j)
    count = count + 1
    fld(i,j) = fld(i,j) + 1.0_go_wp
  end subroutine ct_accum_code

end module ct_accum_mod
