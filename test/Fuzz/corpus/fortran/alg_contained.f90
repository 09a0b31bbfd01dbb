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
! Invokes in a module subroutine (two of them) and in a procedure contained in it; arguments
! that are components and array elements of derived types, split over continuation lines
! with comments between them. The rewritten calls keep their text (blanks dropped) and the
! use of the PSy module goes to the module, which holds the only use statements.
module alg_contained_mod
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type :: model_type
    type(field_type) :: prognostic(2)
    type(state_type) :: state
  end type model_type
contains
  subroutine step(model, fs, a)
    type(model_type), intent(inout) :: model
    type(state_type), intent(inout) :: fs(2)
    real(r_def), intent(in) :: a
    integer :: i
    i = 2
    call invoke(testkern_type(a, model%prognostic(1), &  ! updated
                              ! two reads follow
                              model%state%fields( 2 ),  &
                              fs(i)%fields(3)))
    call invoke(setval_c(model % prognostic(2), a), &
                setval_X(model%prognostic(1), model%prognostic(2)))
    call finish()
  contains
    subroutine finish()
      call invoke(name="finish", setval_c(fs(1)%fields(1), 0.0_r_def))
    end subroutine finish
  end subroutine step
end module alg_contained_mod


