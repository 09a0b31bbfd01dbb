! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A misspelt metadata component.
module unknown_component
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: operate_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_component

! CHECK: {{.*}}unknown_component.f90:12:16: error: unknown kernel metadata component 'operate_on'; valid: meta_args, meta_funcs, gh_shape, gh_evaluator_targets, meta
