! A scalar of each data type.
module scalars_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: scalars_kernel_type
    private
    type(arg_type), dimension(4) :: meta_args = (/ &
         arg_type(GH_SCALAR, GH_REAL, GH_READ), &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ), &
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: scalars_kernel_code
  end type scalars_kernel_type

  public :: scalars_kernel_code
contains
  subroutine scalars_kernel_code()
  end subroutine scalars_kernel_code
end module scalars_kernel_mod
