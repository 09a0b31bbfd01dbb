! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Reference-element and mesh metadata are attached to psy.kernel_meta.
program refelem_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use refelem_kernel_mod, only: refelem_kernel_type
  implicit none
  type(field_type) :: rho, u

  call invoke(refelem_kernel_type(rho, u))
end program refelem_alg

! CHECK: psy.kernel_meta @refelem_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_refelem_kernel_type(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w2">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @refelem_kernel_type(%arg0, %arg1)
! CHECK: return

! ALG: use refelem_alg_psy, only: invoke_0_refelem_kernel_type
! ALG: call invoke_0_refelem_kernel_type(rho, u)
