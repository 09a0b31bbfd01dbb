! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A field without a function space.
module arity_field_short
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module arity_field_short

! CHECK: {{.*}}arity_field_short.f90:10:10: error: wrong number of items in arg_type for gh_field: got 3, expected (type, data type, access, function space[, stencil
