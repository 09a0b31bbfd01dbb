! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A scalar with a function space.
module arity_scalar_long
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module arity_scalar_long

! CHECK: {{.*}}arity_scalar_long.f90:11:10: error: wrong number of items in arg_type for gh_scalar: got 4, expected (type, data type, access)
