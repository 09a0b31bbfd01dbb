! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Builtins and kernels mixed in one invoke keep their order.
program mixed_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(setval_c(f1, 0.0_r_def), testkern_type(a, f1, f2, f3), inc_a_times_X(0.5_r_def, f1))
end program mixed_alg

! CHECK: psy.kernel_meta @testkern_type operates_on
! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "w1">, %arg1: f64, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">) attributes
! CHECK: %cst = arith.constant {psy.alg_text = "0.0_r_def"} 0.000000e+00
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "setval_c"(%arg0, %cst)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(%arg1, %arg0, %arg2, %arg3)
! CHECK: %cst_0 = arith.constant {psy.alg_text = "0.5_r_def"} 5.000000e-01
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "inc_a_times_X"(%cst_0, %arg0)
! CHECK: return

! ALG: use mixed_alg_psy, only: invoke_0
! ALG: call invoke_0(f1, a, f2, f3)
