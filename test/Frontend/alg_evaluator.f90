! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! An evaluator shape needs no rule argument.
program evaluator_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use evaluator_mod, only: evaluator_type
  implicit none
  type(field_type) :: f0, f1

  call invoke(evaluator_type(f0, f1))
end program evaluator_alg

! CHECK: psy.kernel_meta @evaluator_type operates_on
! CHECK-LABEL: func.func @invoke_0_evaluator_type(%arg0: !psy.field<f64, "w0">, %arg1: !psy.field<f64, "w1">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @evaluator_type(%arg0, %arg1)
! CHECK: return

! ALG: use evaluator_alg_psy, only: invoke_0_evaluator_type
! ALG: call invoke_0_evaluator_type(f0, f1)
