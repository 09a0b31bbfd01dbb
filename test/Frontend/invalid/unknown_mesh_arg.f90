! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown mesh_arg value.
module unknown_mesh_arg
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1, mesh_arg=GH_MEDIUM) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_mesh_arg

! CHECK: {{.*}}unknown_mesh_arg.f90:10:50: error: unknown mesh_arg 'gh_medium' in mesh_arg; valid: gh_coarse, gh_fine
