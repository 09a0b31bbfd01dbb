! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A coded kernel may only read its scalars.
module written_scalar
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_WRITE) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module written_scalar

! CHECK: {{.*}}written_scalar.f90:11:10: error: access 'gh_write' is not allowed for a scalar argument of a coded kernel; valid: gh_read
