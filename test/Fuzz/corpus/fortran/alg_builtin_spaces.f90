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
! All fields of a builtin share one function space: fields only builtins touch take the space
! of their partners, through chains of builtins (g from f1, then h from g).
program builtin_spaces
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3, g, h, u, v
  real(r_def) :: a

  call invoke(X_plus_Y(h, g, g), setval_X(g, f1), testkern_type(a, f1, f2, f3), &
              setval_X(u, v))
end program builtin_spaces

