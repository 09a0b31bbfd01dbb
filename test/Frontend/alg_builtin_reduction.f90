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
! CHECK: %2 = "psy.builtin"(%0, %1) {iteration = "dofs", name = "X_innerproduct_Y", upper_bound = "ndofs"}
! CHECK: %3 = "psy.builtin"(%0) {iteration = "dofs", name = "sum_X", upper_bound = "ndofs"}
! CHECK: return %2, %3 : f64, f64

! ALG: use reduction_alg_psy, only: invoke_0
! ALG: call invoke_0(total, x, y, norm)
