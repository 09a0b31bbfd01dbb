! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A meta_args entry that is not an arg_type.
module not_arg_type
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         func_type(W1, GH_BASIS) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module not_arg_type

! CHECK: {{.*}}not_arg_type.f90:10:10: error: meta_args entry 'func_type(w1, gh_basis)' is not an arg_type(...) constructor
