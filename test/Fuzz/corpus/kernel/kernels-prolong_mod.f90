! An inter-grid kernel: fine-mesh field from a coarse-mesh field.
module prolong_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: prolong_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, ANY_SPACE_1, mesh_arg=GH_FINE), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_1, mesh_arg=GH_COARSE) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: prolong_code
  end type prolong_type

  public :: prolong_code
contains
  subroutine prolong_code()
  end subroutine prolong_code
end module prolong_mod
