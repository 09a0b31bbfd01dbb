! A kernel on OWNED_DOF: without distributed memory, every dof.
module owned_dof_kernel_mod
  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, OWNED_DOF
  use constants_mod,     only: r_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type
  implicit none
  private
  type, public, extends(kernel_type) :: owned_dof_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
                                        arg_type(GH_FIELD, GH_REAL, GH_READ, W3) /)
    integer :: operates_on = OWNED_DOF
  contains
    procedure, nopass :: owned_dof_code
  end type
  public :: owned_dof_code
contains
  subroutine owned_dof_code(y, x)
    real(kind=r_def), intent(inout) :: y
    real(kind=r_def), intent(in) :: x
    y = x + 1.0_r_def
  end subroutine
end module
