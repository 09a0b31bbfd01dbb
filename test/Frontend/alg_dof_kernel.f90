! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! operates_on = DOF: a dof loop to ndofs.
program dof_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use dof_kernel_mod, only: dof_kernel_type
  implicit none
  type(field_type) :: u, v
  real(r_def) :: s

  call invoke(dof_kernel_type(u, v, s))
end program dof_alg

! CHECK: psy.kernel_meta @dof_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_dof_kernel_type(%arg0: !psy.field<f64, "w2">, %arg1: !psy.field<f64, "w2">, %arg2: f64) attributes
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.kernel @dof_kernel_type(%arg0, %arg1, %arg2)
! CHECK: return

! ALG: use dof_alg_psy, only: invoke_0_dof_kernel_type
! ALG: call invoke_0_dof_kernel_type(u, v, s)
