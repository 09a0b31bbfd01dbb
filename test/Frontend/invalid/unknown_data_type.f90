! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown data type.
module unknown_data_type
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_DOUBLE, GH_INC, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_data_type

! CHECK: {{.*}}unknown_data_type.f90:10:29: error: unknown data type 'gh_double' in arg_type; valid: gh_real, gh_integer, gh_logical
