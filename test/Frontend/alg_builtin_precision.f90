! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %s -o - | FileCheck %s
! Builtins compute in their fields' precision: a real scalar or literal of another kind is
! converted before the loop (as the generated Fortran converts it where it meets the field),
! and a reduction into a scalar of another kind is converted after it.
program builtin_precision
  use constants_mod, only: r_def, r_solver
  use field_mod
  implicit none
  type(r_solver_field_type) :: x, y
  type(field_type) :: u, v
  real(r_def) :: a, dot
  real(r_solver) :: s

  call invoke(name="scalar", inc_aX_plus_Y(a, x, y), setval_c(y, 0.0), setval_c(x, 1.0_r_def))
  call invoke(name="solver_dot", X_innerproduct_Y(dot, x, y))
  call invoke(name="def_into_solver", X_innerproduct_Y(s, u, v))
end program builtin_precision

! CHECK-LABEL: func.func @invoke_scalar(%arg0: f64, %arg1: !psy.field<f32, "any_space_1">, %arg2: !psy.field<f32, "any_space_1">)
! CHECK:       %[[A:.*]] = arith.truncf %arg0 : f64 to f32
! CHECK-NEXT:  psy.loop dofs
! CHECK-NEXT:  psy.builtin "inc_aX_plus_Y"(%[[A]], %arg1, %arg2)
! CHECK:       %[[Z:.*]] = arith.constant {{.*}}0.000000e+00 : f64
! CHECK-NEXT:  %[[Z32:.*]] = arith.truncf %[[Z]] : f64 to f32
! CHECK-NEXT:  psy.loop dofs
! CHECK-NEXT:  psy.builtin "setval_c"(%arg2, %[[Z32]])
! CHECK-LABEL: func.func @invoke_solver_dot({{.*}}) -> f64
! CHECK:       %[[D:.*]] = psy.loop dofs
! CHECK:       psy.builtin "X_innerproduct_Y"(%arg0, %arg1) {psy.alg_text = "dot"} : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> f32
! CHECK:       %[[D64:.*]] = arith.extf %[[D]] : f32 to f64
! CHECK-NEXT:  return %[[D64]] : f64
! CHECK-LABEL: func.func @invoke_def_into_solver({{.*}}) -> f32
! CHECK:       arith.truncf {{.*}} : f64 to f32
