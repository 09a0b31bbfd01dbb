! Assembles a column-wise operator from a local-matrix operator.
module cma_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: cma_assemble_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, ANY_SPACE_1, ANY_SPACE_2), &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_WRITE, ANY_SPACE_1, ANY_SPACE_2) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_assemble_code
  end type cma_assemble_type

  public :: cma_assemble_code
contains
  subroutine cma_assemble_code()
  end subroutine cma_assemble_code
end module cma_kernel_mod
