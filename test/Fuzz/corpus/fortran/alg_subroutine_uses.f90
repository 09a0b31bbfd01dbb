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
! A use statement inside the subroutine holding the invoke: the PSy use goes there.
module alg_subroutine_uses
  implicit none
contains
  subroutine step()
    use constants_mod, only: r_def
    use field_mod
    use testkern_mod, only: testkern_type
    type(field_type) :: f1, f2, f3
    call invoke(testkern_type(1.0_r_def, f1, f2, f3))
  end subroutine step
end module alg_subroutine_uses


