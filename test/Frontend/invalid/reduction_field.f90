! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A reduction access on a field.
module reduction_field
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_SUM, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module reduction_field

! CHECK: {{.*}}reduction_field.f90:10:10: error: reduction access 'gh_sum' is not allowed on a field (reductions are builtin scalars); valid for a field on a continu
