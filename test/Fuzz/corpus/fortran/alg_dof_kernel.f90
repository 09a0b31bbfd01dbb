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
! operates_on = DOF: a dof loop to ndofs.
program dof_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use dof_kernel_mod, only: dof_kernel_type
  implicit none
  type(field_type) :: u, v
  real(r_def) :: s

  call invoke(dof_kernel_type(u, v, s))
end program dof_alg


