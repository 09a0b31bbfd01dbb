! Applies an operator mapping W3 to W0.
module apply_op_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: apply_op_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, W0, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: apply_op_code
  end type apply_op_type

  public :: apply_op_code
contains
  subroutine apply_op_code()
  end subroutine apply_op_code
end module apply_op_mod
