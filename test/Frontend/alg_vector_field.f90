! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! A GH_FIELD*3 argument becomes one !psy.field_vector.
program vector_field
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use vector_kernel_mod, only: vector_kernel_type
  implicit none
  type(field_type) :: chi(3), rho

  call invoke(vector_kernel_type(chi, rho))
end program vector_field

! CHECK: psy.kernel_meta @vector_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_vector_kernel_type(%arg0: !psy.field_vector<f64, "w0", 3>, %arg1: !psy.field<f64, "w3">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @vector_kernel_type(%arg0, %arg1)
! CHECK: return

! ALG: use vector_field_psy, only: invoke_0_vector_kernel_type
! ALG: call invoke_0_vector_kernel_type(chi, rho)
