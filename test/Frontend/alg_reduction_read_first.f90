! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! A reduction variable read by a call before the builtin that reduces into it, as PSyclone
! runs it: the reader takes the value the variable has on entry to the invoke, so the
! variable is both an argument of the invoke's function (listed in psy.alg_inouts) and its
! result. A call after the reduction reads the sum. (This was refused before: "'s' is read
! by 'setval_c' before a builtin of this invoke reduces into it".)
program reduction_read_first
  use constants_mod, only: r_def
  use field_mod
  implicit none
  type(field_type) :: f1, f2
  real(r_def) :: s
  call invoke(setval_c(f2, 1.0_r_def), setval_c(f1, s), sum_X(s, f1), setval_c(f2, s))
end program reduction_read_first

! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "any_space_1">, %arg1: !psy.field<f64, "any_space_1">, %arg2: f64) -> f64
! CHECK-SAME: psy.alg_args = ["f2", "f1", "s"], psy.alg_inouts = ["s"], psy.alg_results = ["s"]
! CHECK: psy.builtin "setval_c"(%arg0, %cst)
! CHECK: psy.builtin "setval_c"(%arg1, %arg2)
! CHECK: %[[S:.*]] = psy.loop dofs to ndofs field(%arg1 : {{.*}}) -> f64
! CHECK-NEXT: psy.builtin "sum_X"(%arg1)
! CHECK: psy.builtin "setval_c"(%arg0, %[[S]])
! CHECK: return %[[S]] : f64
! CHECK-NOT: error

! ALG: call invoke_0(f2, f1, s)
