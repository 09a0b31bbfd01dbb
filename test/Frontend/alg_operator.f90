! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Operators: assembly with quadrature, then application.
program operator_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use assemble_op_mod, only: assemble_op_type
  use apply_op_mod, only: apply_op_type
  implicit none
  type(operator_type) :: mm, div
  type(field_type) :: chi(3), x, y
  type(quadrature_xyoz_type) :: qr

  call invoke(assemble_op_type(mm, chi, qr), apply_op_type(x, y, div))
end program operator_alg

! CHECK: psy.kernel_meta @assemble_op_type operates_on
! CHECK: psy.kernel_meta @apply_op_type operates_on
! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.operator<f64, "w1", "w1">, %arg1: !psy.field_vector<f64, "wchi", 3>, %arg2: !psy.qr<"gh_quadrature_xyoz">, %arg3: !psy.field<f64, "w0">, %arg4: !psy.field<f64, "w3">, %arg5: !psy.operator<f64, "w0", "w3">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @assemble_op_type(%arg0, %arg1, %arg2)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @apply_op_type(%arg3, %arg4, %arg5)
! CHECK: return

! ALG: use operator_alg_psy, only: invoke_0
! ALG: call invoke_0(mm, chi, qr, x, y, div)
