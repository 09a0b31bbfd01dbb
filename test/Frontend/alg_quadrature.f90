! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! An XYoZ quadrature rule is the last kernel argument.
program quadrature_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use qr_kernel_mod, only: qr_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3
  type(quadrature_xyoz_type) :: qr

  call invoke(qr_kernel_type(f1, f2, f3, qr))
end program quadrature_alg

! CHECK: psy.kernel_meta @qr_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_qr_kernel_type(%arg0: !psy.field<f64, "w1">, %arg1: !psy.field<f64, "w2">, %arg2: !psy.field<f64, "w3">, %arg3: !psy.qr<"gh_quadrature_xyoz">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @qr_kernel_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: return

! ALG: use quadrature_alg_psy, only: invoke_0_qr_kernel_type
! ALG: call invoke_0_qr_kernel_type(f1, f2, f3, qr)
