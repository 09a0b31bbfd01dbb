! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %s -o - | FileCheck %s
! A builtin between fields of different precisions (an r_solver and an r_def field), as
! PSyclone accepts it: its Fortran assignment converts. The fields keep their precisions; a
! scalar keeps its kind and meets each field as Fortran's operations do (psy-lower-builtins);
! a reduction is computed in the wider precision and converted to its scalar's.
! (Fields of one precision: alg_builtin_precision.f90.)
program builtin_mixed_fields
  use constants_mod, only: r_def, r_solver
  use field_mod
  implicit none
  type(r_solver_field_type) :: x, z
  type(field_type) :: y
  real(r_def) :: a
  real(r_solver) :: s
  call invoke(name="mixed", setval_X(z, y), X_divideby_Y(z, y, x), X_plus_Y(z, x, y), &
              inc_aX_plus_Y(a, z, y))
  call invoke(name="dot", X_innerproduct_Y(s, x, y))
end program builtin_mixed_fields

! CHECK-LABEL: func.func @invoke_mixed(%arg0: !psy.field<f32, "any_space_1">, %arg1: !psy.field<f64, "any_space_1">, %arg2: !psy.field<f32, "any_space_1">, %arg3: f64)
! CHECK:       psy.builtin "setval_X"(%arg0, %arg1) {{.*}}: (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
! CHECK:       psy.builtin "X_divideby_Y"(%arg0, %arg1, %arg2) {{.*}}: (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
! CHECK:       psy.builtin "X_plus_Y"(%arg0, %arg2, %arg1)
! CHECK-NOT:   arith.truncf
! CHECK:       psy.builtin "inc_aX_plus_Y"(%arg3, %arg0, %arg1) {{.*}}: (f64, !psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
! CHECK-LABEL: func.func @invoke_dot({{.*}}) -> f32
! CHECK:       psy.builtin "X_innerproduct_Y"(%arg0, %arg1) {{.*}}: (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
! CHECK:       arith.truncf {{.*}} : f64 to f32
! CHECK-NOT:   error
