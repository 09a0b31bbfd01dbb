! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! operates_on = DOMAIN.
program domain_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use domain_kernel_mod, only: domain_kernel_type
  implicit none
  type(field_type) :: t
  real(r_def) :: s

  call invoke(domain_kernel_type(t, s))
end program domain_alg

! CHECK: psy.kernel_meta @domain_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_domain_kernel_type(%arg0: !psy.field<f64, "w3">, %arg1: f64) attributes
! CHECK: psy.loop domain to domain
! CHECK-NEXT: psy.kernel @domain_kernel_type(%arg0, %arg1)
! CHECK: return

! ALG: use domain_alg_psy, only: invoke_0_domain_kernel_type
! ALG: call invoke_0_domain_kernel_type(t, s)
