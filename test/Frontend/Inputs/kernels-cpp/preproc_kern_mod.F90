! A kernel module that needs the C preprocessor (.F90): its write access and space come from
! macros, and one branch of an #if is dead.
#define WRITE_ACCESS GH_WRITE
#define OUT_SPACE W3
module preproc_kern_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: preproc_kern_type
    private
    type(arg_type), dimension(2) :: meta_args = (/                &
         arg_type(GH_FIELD, GH_REAL, WRITE_ACCESS, OUT_SPACE),   &
#if defined(NEVER_DEFINED)
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1)                 &
#else
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2)                &
#endif
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: preproc_kern_code
  end type preproc_kern_type

  public :: preproc_kern_code
contains
  subroutine preproc_kern_code()
  end subroutine preproc_kern_code
end module preproc_kern_mod
