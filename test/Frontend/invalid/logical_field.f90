! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! Fields are real or integer.
module logical_field
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_LOGICAL, GH_WRITE, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module logical_field

! CHECK: {{.*}}logical_field.f90:10:10: error: data type 'gh_logical' is not allowed for a field; valid: gh_real, gh_integer
