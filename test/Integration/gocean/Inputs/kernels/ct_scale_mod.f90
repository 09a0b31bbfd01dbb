! A T-point kernel with a real and an integer scalar, any offset: out = a in + n.
module ct_scale_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: ct_scale, ct_scale_code

  type, extends(kernel_type) :: ct_scale
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_I_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => ct_scale_code
  end type ct_scale

contains

  subroutine ct_scale_code(i, j, out, in, a, n)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: out
    real(go_wp), dimension(:,:), intent(in) :: in
    real(go_wp), intent(in) :: a
    integer, intent(in) :: n
    out(i,j) = a * in(i,j) + real(n, go_wp)
  end subroutine ct_scale_code

end module ct_scale_mod
