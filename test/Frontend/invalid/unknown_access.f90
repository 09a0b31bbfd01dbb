! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown access.
module unknown_access
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_UPDATE, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_access

! CHECK: {{.*}}unknown_access.f90:10:38: error: unknown access 'gh_update' in arg_type; valid: gh_read, gh_write, gh_readwrite, gh_inc, gh_readinc, gh_reduction, gh_
