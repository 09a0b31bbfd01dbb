! A cell-column kernel: a real scalar, a field it increments on W1 and two it reads.
module testkern_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: testkern_type
    private
    type(arg_type), dimension(4) :: meta_args = (/ &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),      &
         arg_type(GH_FIELD,  GH_REAL, GH_INC,  W1),  &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W2),  &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W3)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: testkern_code
  end type testkern_type

  public :: testkern_code
contains
  subroutine testkern_code()
  end subroutine testkern_code
end module testkern_mod
! Derived-type components and array elements as arguments.
program component_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(state_type) :: state
  type(field_type) :: f(2)
  real(r_def) :: a

  call invoke(testkern_type(a, state%fields(1), f(2), state%fields(3)))
end program component_alg


