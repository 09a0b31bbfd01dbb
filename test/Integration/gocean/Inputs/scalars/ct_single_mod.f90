! A T-point kernel whose real scalars are single precision (real(kind=4) dummies, not go_wp):
! out = factor * in, and peak (go_readwrite) becomes the largest value written.
module ct_single_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: ct_single, ct_single_code

  type, extends(kernel_type) :: ct_single
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READWRITE, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => ct_single_code
  end type ct_single

contains

  subroutine ct_single_code(i, j, out, in, factor, peak)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: out
    real(go_wp), dimension(:,:), intent(in) :: in
    real(kind=4), intent(in) :: factor
    real(kind=4), intent(inout) :: peak
    out(i,j) = factor * in(i,j)
    peak = max(peak, real(out(i,j), 4))
  end subroutine ct_single_code

end module ct_single_mod
