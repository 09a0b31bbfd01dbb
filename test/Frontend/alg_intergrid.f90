! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! An inter-grid kernel on its own.
program intergrid_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use prolong_mod, only: prolong_type
  implicit none
  type(field_type) :: fine, coarse

  call invoke(prolong_type(fine, coarse))
end program intergrid_alg

! CHECK: psy.kernel_meta @prolong_type operates_on
! CHECK-LABEL: func.func @invoke_0_prolong_type(%arg0: !psy.field<f64, "any_space_1">, %arg1: !psy.field<f64, "any_discontinuous_space_1">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @prolong_type(%arg0, %arg1)
! CHECK: return

! ALG: use intergrid_alg_psy, only: invoke_0_prolong_type
! ALG: call invoke_0_prolong_type(fine, coarse)
