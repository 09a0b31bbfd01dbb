! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! Wchi is read only.
module wchi_written
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, Wchi) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module wchi_written

! CHECK: {{.*}}wchi_written.f90:10:10: error: access 'gh_write' is not allowed for a field on wchi (read only); valid: gh_read
