! A kernel that increments a field on any of the W2 spaces (ANY_W2).
module anyw2_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: anyw2_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_INC, ANY_W2) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: anyw2_kernel_code
  end type anyw2_kernel_type

  public :: anyw2_kernel_code
contains
  subroutine anyw2_kernel_code()
  end subroutine anyw2_kernel_code
end module anyw2_kernel_mod
