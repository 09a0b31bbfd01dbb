! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %s -o - | FileCheck %s
! An inter-grid kernel in one invoke with another kernel and a builtin (PSyclone 3.3 accepts
! it): each call keeps its own loop, the inter-grid one over the coarse cells.
program intergrid_mixed
  use constants_mod, only: r_def
  use field_mod
  use prolong_mod, only: prolong_type
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: fine, coarse, f1, f2, f3
  real(r_def) :: a
  call invoke(prolong_type(fine, coarse), testkern_type(a, f1, f2, f3), setval_c(coarse, 0.0_r_def))
end program intergrid_mixed

! CHECK-LABEL: func.func @invoke_0(
! CHECK:      psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @prolong_type(%arg0, %arg1)
! CHECK:      psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(
! CHECK:      psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "setval_c"(%arg1,
