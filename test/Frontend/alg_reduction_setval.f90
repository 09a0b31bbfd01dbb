! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! A reduction builtin, then setval builtins on the summed field and on another field that
! reads it, then the sum read by a later call and reduced into again.
program reduction_setval
  use constants_mod, only: r_def
  use field_mod
  implicit none
  type(field_type) :: f1, f2
  real(r_def) :: s

  call invoke(sum_X(s, f1), setval_c(f1, 0.0_r_def), setval_X(f2, f1), setval_c(f1, s), &
              sum_X(s, f2))
end program reduction_setval

! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "any_space_1">, %arg1: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.alg_args = ["s", "f1", "f2"], psy.alg_results = ["s"], psy.invoke}
! CHECK-NEXT: %[[S1:.*]] = psy.loop dofs to ndofs field(%arg0 : {{.*}}) -> f64
! CHECK-NEXT: psy.builtin "sum_X"(%arg0)
! CHECK: psy.builtin "setval_c"(%arg0, %cst)
! CHECK: psy.builtin "setval_X"(%arg1, %arg0)
! CHECK: psy.builtin "setval_c"(%arg0, %[[S1]])
! CHECK: %[[S2:.*]] = psy.loop dofs to ndofs field(%arg1 : {{.*}}) -> f64
! CHECK-NEXT: psy.builtin "sum_X"(%arg1)
! CHECK: return %[[S2]] : f64

! ALG: call invoke_0(s, f1, f2)
