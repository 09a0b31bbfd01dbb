! Assembles a W1 mass-matrix operator with quadrature and basis functions.
module assemble_op_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: assemble_op_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W1, W1), &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, Wchi) &
         /)
    type(func_type), dimension(2) :: meta_funcs = (/ &
         func_type(W1, GH_BASIS), &
         func_type(Wchi, GH_BASIS, GH_DIFF_BASIS) &
         /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: assemble_op_code
  end type assemble_op_type

  public :: assemble_op_code
contains
  subroutine assemble_op_code()
  end subroutine assemble_op_code
end module assemble_op_mod
