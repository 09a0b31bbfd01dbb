! A kernel called once per dof (operates_on = DOF): it sees one value of each field.
module dof_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, DOF
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: dof_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,      W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)           &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: dof_code
  end type dof_kernel_type

  public :: dof_code
contains
  subroutine dof_code(u, v, b)
    real(kind=r_def), intent(inout) :: u
    real(kind=r_def), intent(in) :: v, b
    u = u * b + v
  end subroutine dof_code
end module dof_kernel_mod
