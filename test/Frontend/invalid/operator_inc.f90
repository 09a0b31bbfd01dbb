! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An operator may not be incremented.
module operator_inc
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_OPERATOR, GH_REAL, GH_INC, W1, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module operator_inc

! CHECK: {{.*}}operator_inc.f90:11:10: error: access 'gh_inc' is not allowed for an operator; valid: gh_read, gh_write, gh_readwrite
