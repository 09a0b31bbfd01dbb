! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown argument type.
module unknown_type
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FEILD, GH_REAL, GH_INC, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_type

! CHECK: {{.*}}unknown_type.f90:10:19: error: unknown argument type 'gh_feild' in arg_type; valid: gh_scalar, gh_scalar_array, gh_field, gh_operator, gh_columnwise_o
