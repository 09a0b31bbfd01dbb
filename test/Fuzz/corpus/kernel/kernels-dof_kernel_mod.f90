! A kernel called once per dof.
module dof_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: dof_kernel_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ) &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: dof_kernel_code
  end type dof_kernel_type

  public :: dof_kernel_code
contains
  subroutine dof_kernel_code()
  end subroutine dof_kernel_code
end module dof_kernel_mod
