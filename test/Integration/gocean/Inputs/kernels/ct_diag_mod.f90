! Reads only the four diagonal neighbours of a T point (the centre digit 0); any offset.
module ct_diag_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: ct_diag, ct_diag_code

  type, extends(kernel_type) :: ct_diag
    type(go_arg), dimension(3) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(101, 000, 101)), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_ANY
  contains
    procedure, nopass :: code => ct_diag_code
  end type ct_diag

contains

  subroutine ct_diag_code(i, j, d, p, w)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: d
    real(go_wp), dimension(:,:), intent(in) :: p
    real(go_wp), intent(in) :: w
    d(i,j) = w * (p(i-1,j+1) + p(i+1,j+1) + p(i-1,j-1) + p(i+1,j-1))
  end subroutine ct_diag_code

end module ct_diag_mod
