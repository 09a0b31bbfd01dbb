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
! Operators: assembly with quadrature, then application.
program operator_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use assemble_op_mod, only: assemble_op_type
  use apply_op_mod, only: apply_op_type
  implicit none
  type(operator_type) :: mm, div
  type(field_type) :: chi(3), x, y
  type(quadrature_xyoz_type) :: qr

  call invoke(assemble_op_type(mm, chi, qr), apply_op_type(x, y, div))
end program operator_alg


