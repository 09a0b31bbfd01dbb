! An evaluator without gh_evaluator_targets: the W3 basis at the nodes of the space of the
! field the kernel writes (W1, the second argument), as PSyclone takes it.
module evaluator_written_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: evaluator_written_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1)   &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W3, GH_BASIS) /)
    integer :: gh_shape = GH_EVALUATOR
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: evaluator_written_code
  end type evaluator_written_type

  public :: evaluator_written_code
contains
  subroutine evaluator_written_code()
  end subroutine evaluator_written_code
end module evaluator_written_mod
