! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! A named invoke whose name= sits between two kernel calls, with an unnamed invoke before
! it: invoke numbering counts both.
program named_invoke_middle_alg

  use constants_mod,            only: r_def
  use field_mod,                only: field_type
  use edge_readinc_kernel_mod,  only: edge_readinc_kernel_type
  use two_space_write_kernel_mod, only: two_space_write_kernel_type

  implicit none

  type(field_type) :: e1, c1, c2, face

  call invoke( setval_c(e1, 1.0_r_def) )
  call invoke( edge_readinc_kernel_type(e1, c1),    &
               name = "edge_then_cells",            &
               two_space_write_kernel_type(c2, e1, face) )

end program named_invoke_middle_alg

! CHECK-LABEL: func.func @invoke_0_setval_c(%arg0: !psy.field<f64, "any_space_1">)
! CHECK-LABEL: func.func @invoke_edge_then_cells(%arg0: !psy.field<f64, "w1">, %arg1: !psy.field<f64, "w3">, %arg2: !psy.field<f64, "w3">, %arg3: !psy.field<f64, "w2">)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @edge_readinc_kernel_type(%arg0, %arg1)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @two_space_write_kernel_type(%arg2, %arg0, %arg3)
! CHECK: ---- rewritten algorithm ----
! CHECK: use named_invoke_middle_alg_psy, only: invoke_0_setval_c, invoke_edge_then_cells
! CHECK: call invoke_0_setval_c(e1)
! CHECK: call invoke_edge_then_cells(e1, c1, c2, face)
