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
! name= first, in the middle and last, as PSyclone reads it: the label is trimmed, lower-cased,
! its blanks become underscores and invoke_ is prefixed unless it is already there.
program named_anywhere
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(NAME="First", testkern_type(a, f1, f2, f3))
  call invoke(setval_c(f1, 0.0_r_def), name=" Middle  Step ", setval_c(f2, a))
  call invoke(testkern_type(a, f1, f2, f3), setval_c(f3, a), &
              ! the name on its own line
              name='invoke_Last')
end program named_anywhere


