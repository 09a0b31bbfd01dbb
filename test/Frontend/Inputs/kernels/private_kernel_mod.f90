! A kernel whose type is private to its module (only its subroutine is public), as a kernel
! module may make it: an algorithm names the type only in invoke calls, and its rewritten form
! must no longer import it.
module private_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, extends(kernel_type) :: private_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC,  W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: private_kernel_code
  end type private_kernel_type

  public :: private_kernel_code
contains
  subroutine private_kernel_code()
  end subroutine private_kernel_code
end module private_kernel_mod
