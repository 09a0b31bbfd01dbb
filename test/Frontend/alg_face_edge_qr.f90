! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Two quadrature shapes: two rules, in gh_shape order.
program face_edge_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use face_edge_qr_mod, only: face_edge_qr_type
  implicit none
  type(field_type) :: u, p
  type(quadrature_face_type) :: qrf
  type(quadrature_edge_type) :: qre

  call invoke(face_edge_qr_type(u, p, qrf, qre))
end program face_edge_alg

! CHECK: psy.kernel_meta @face_edge_qr_type operates_on
! CHECK-LABEL: func.func @invoke_0_face_edge_qr_type(%arg0: !psy.field<f64, "w2">, %arg1: !psy.field<f64, "w3">, %arg2: !psy.qr<"gh_quadrature_face">, %arg3: !psy.qr<"gh_quadrature_edge">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @face_edge_qr_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: return

! ALG: use face_edge_alg_psy, only: invoke_0_face_edge_qr_type
! ALG: call invoke_0_face_edge_qr_type(u, p, qrf, qre)
