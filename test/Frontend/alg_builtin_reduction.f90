! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Reductions are builtin results returned by the invoke.
program reduction_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod

  implicit none
  type(field_type) :: x, y
  real(r_def) :: total, norm

  call invoke(X_innerproduct_Y(total, x, y), sum_X(norm, x))
end program reduction_alg

! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "any_space_1">, %arg1: !psy.field<f64, "any_space_1">) -> (f64, f64) attributes
! CHECK: %[[TOTAL:.*]] = psy.loop dofs to ndofs field(%arg0 : !psy.field<f64, "any_space_1">) -> f64
! CHECK-NEXT: %[[P:.*]] = psy.builtin "X_innerproduct_Y"(%arg0, %arg1)
! CHECK-NEXT: psy.yield %[[P]] : f64
! CHECK: %[[NORM:.*]] = psy.loop dofs to ndofs field(%arg0 : !psy.field<f64, "any_space_1">) -> f64
! CHECK-NEXT: %[[Q:.*]] = psy.builtin "sum_X"(%arg0)
! CHECK-NEXT: psy.yield %[[Q]] : f64
! CHECK: return %[[TOTAL]], %[[NORM]] : f64, f64

! ALG: use reduction_alg_psy, only: invoke_0
! ALG: call invoke_0(total, x, y, norm)
