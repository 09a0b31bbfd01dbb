! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! A column-wise operator built from an LMA operator.
program cma_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use cma_kernel_mod, only: cma_assemble_type
  implicit none
  type(operator_type) :: lma
  type(columnwise_operator_type) :: cma

  call invoke(cma_assemble_type(lma, cma))
end program cma_alg

! CHECK: psy.kernel_meta @cma_assemble_type operates_on
! CHECK-LABEL: func.func @invoke_0_cma_assemble_type(%arg0: !psy.operator<f64, "any_space_1", "any_space_2">, %arg1: !psy.columnwise_operator<f32, "any_space_1", "any_space_2">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @cma_assemble_type(%arg0, %arg1)
! CHECK: return

! ALG: use cma_alg_psy, only: invoke_0_cma_assemble_type
! ALG: call invoke_0_cma_assemble_type(lma, cma)
