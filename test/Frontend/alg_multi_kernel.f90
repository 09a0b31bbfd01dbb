! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Two kernels from one module, one used twice: one psy.kernel_meta each.
program multi_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use multi_kernel_mod, only: first_kernel_type, second_kernel_type
  implicit none
  type(field_type) :: p, theta

  call invoke(first_kernel_type(p, theta), second_kernel_type(theta, p), first_kernel_type(p, theta))
end program multi_alg

! CHECK: psy.kernel_meta @first_kernel_type operates_on
! CHECK: psy.kernel_meta @second_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "wtheta">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @first_kernel_type(%arg0, %arg1)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @second_kernel_type(%arg1, %arg0)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @first_kernel_type(%arg0, %arg1)
! CHECK: return

! ALG: use multi_alg_psy, only: invoke_0
! ALG: call invoke_0(p, theta)
