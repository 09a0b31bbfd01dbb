! Scalar arrays of rank 2 and 1 with a GH_READINC field.
module scalar_array_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: scalar_array_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READINC, W1), &
         arg_type(GH_SCALAR_ARRAY, GH_REAL, GH_READ, 2), &
         arg_type(GH_SCALAR_ARRAY, GH_INTEGER, GH_READ, 1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: scalar_array_code
  end type scalar_array_type

  public :: scalar_array_code
contains
  subroutine scalar_array_code()
  end subroutine scalar_array_code
end module scalar_array_mod
