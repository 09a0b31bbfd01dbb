! Basis functions evaluated at the nodes of W0 (no quadrature-rule argument).
module evaluator_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: evaluator_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W1) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W1, GH_BASIS) /)
    integer :: gh_shape = GH_EVALUATOR
    integer, dimension(1) :: gh_evaluator_targets = (/ W0 /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: evaluator_code
  end type evaluator_type

  public :: evaluator_code
contains
  subroutine evaluator_code()
  end subroutine evaluator_code
end module evaluator_mod
