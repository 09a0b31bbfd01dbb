! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! gh_evaluator_targets without gh_evaluator.
module targets_without_evaluator
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer, dimension(1) :: gh_evaluator_targets = (/ W3 /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module targets_without_evaluator

! CHECK: {{.*}}targets_without_evaluator.f90:7:41: error: gh_evaluator_targets given but gh_shape has no gh_evaluator
