! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! operates_on and its older name iterates_over together (PSyclone refuses this too).
module both_iteration_keys
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
    integer :: iterates_over = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module both_iteration_keys

! CHECK: {{.*}}both_iteration_keys.f90:13:16: error: kernel metadata has both operates_on and iterates_over; give only one (operates_on)
