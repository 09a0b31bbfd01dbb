! A scalar of each data type.
module scalars_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: scalars_kernel_type
    private
    type(arg_type), dimension(4) :: meta_args = (/ &
         arg_type(GH_SCALAR, GH_REAL, GH_READ), &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ), &
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: scalars_kernel_code
  end type scalars_kernel_type

  public :: scalars_kernel_code
contains
  subroutine scalars_kernel_code()
  end subroutine scalars_kernel_code
end module scalars_kernel_mod
! Expressions as scalars are passed as arguments (their text is the argument).
program scalar_expr
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use scalars_kernel_mod, only: scalars_kernel_type
  implicit none
  type(field_type) :: f
  real(r_def) :: r
  integer(i_def) :: n
  logical(l_def) :: flag

  call invoke(scalars_kernel_type(r * 2.0_r_def + 1.0_r_def, f, n + 1, .not. flag))
end program scalar_expr


