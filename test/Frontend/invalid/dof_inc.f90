! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A kernel that operates on dofs updates each dof on its own: GH_INC is not one of its
! accesses, even on a continuous space.
module dof_inc
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W1)  &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module dof_inc

! CHECK: {{.*}}dof_inc.f90:11:10: error: access 'gh_inc' is not allowed for a field of a kernel that operates on dofs; valid: gh_read, gh_write, gh_readwrite
