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
! Invokes in the subroutines of a module: the use statement goes to the module.
module alg_module_subroutines
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
contains
  subroutine first(f1, f2, f3, a)
    type(field_type), intent(inout) :: f1, f2, f3
    real(r_def), intent(in) :: a
    call invoke(testkern_type(a, f1, f2, f3))
  end subroutine first
  subroutine second(x)
    type(field_type), intent(inout) :: x
    call invoke(name="zero", setval_c(x, 0.0_r_def))
  end subroutine second
end module alg_module_subroutines


