! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! A kernel written with the old `iterates_over = CELLS` spelling next to a current one: both
! loop over cells.
program legacy_spelling_alg

  use field_mod,                  only: field_type
  use legacy_cells_kernel_mod,    only: legacy_cells_kernel_type
  use vertex_blend_kernel_mod,    only: vertex_blend_kernel_type

  implicit none

  type(field_type) :: cell_avg, vertex
  real :: w

  w = 1.0
  call invoke( legacy_cells_kernel_type(cell_avg, vertex), &
               vertex_blend_kernel_type(vertex, cell_avg, w) )

end program legacy_spelling_alg

! CHECK: psy.kernel_meta @legacy_cells_kernel_type operates_on "cell_column" procedure "legacy_cells_code"
! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w0">, %arg2: f64)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @legacy_cells_kernel_type(%arg0, %arg1)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @vertex_blend_kernel_type(%arg1, %arg0, %arg2)
! CHECK: ---- rewritten algorithm ----
! CHECK: call invoke_0(cell_avg, vertex, w)
