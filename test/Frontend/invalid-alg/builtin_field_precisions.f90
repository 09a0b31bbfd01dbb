! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A builtin's fields have one precision (only real_to_real_X converts): a located error, not
! an internal one.
program builtin_field_precisions
  use constants_mod, only: r_def, r_solver
  use field_mod
  implicit none
  type(r_solver_field_type) :: x, z
  type(field_type) :: y
  call invoke(X_plus_Y(z, x, y))
end program builtin_field_precisions

! CHECK: {{.*}}builtin_field_precisions.f90:10:15: error: the fields of builtin 'X_plus_Y' must have one precision, but 'x' is f32 and 'y' is f64 (only real_to_real_X converts)
! CHECK-NOT: internal error
