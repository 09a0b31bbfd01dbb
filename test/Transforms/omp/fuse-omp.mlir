// psy-fuse and psy-omp's mark: loops fuse only when they carry the same mark (or none), and
// the fused loop keeps it, so the two passes may run in either order. One rule per case.
// RUN: psy-opt %s -split-input-file --psy-fuse | FileCheck %s
// RUN: psy-opt %s -split-input-file --psy-fuse --psy-omp | FileCheck --check-prefix=OMP %s

// Two marked loops, the second with a reduction: one loop yielding it, still marked.
// CHECK-LABEL: func.func @both_marked
// CHECK-NEXT: %[[L:.*]] = psy.loop dofs to ndofs -> f64 {
// CHECK-NEXT:   psy.builtin "inc_a_times_X"
// CHECK-NEXT:   %[[P:.*]] = psy.builtin "sum_X"(%arg0)
// CHECK-NEXT:   psy.yield %[[P]] : f64
// CHECK-NEXT: } {psy.omp = "reprod"}
// CHECK-NEXT: return %[[L]] : f64
func.func @both_marked(%x: !psy.field<f64, "w3">, %a: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  } {psy.omp = "reprod"}
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  } {psy.omp = "reprod"}
  return %s : f64
}

// -----

// A marked loop and an unmarked one (or two marks of different modes) stay apart: one
// lowering would have to run both, serial and threaded at once.
// CHECK-LABEL: func.func @marks_differ
// CHECK-NEXT: psy.loop dofs to ndofs {
// CHECK-NEXT:   psy.builtin "inc_a_times_X"
// CHECK-NEXT: } {psy.omp = "reprod"}
// CHECK-NEXT: psy.loop dofs to ndofs {
// CHECK-NEXT:   psy.builtin "inc_a_times_X"
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop dofs to ndofs {
// CHECK-NEXT:   psy.builtin "inc_a_times_X"
// CHECK-NEXT: } {psy.omp = "fast"}
// OMP-LABEL: func.func @marks_differ
// OMP-COUNT-3: } {psy.omp = "reprod"}
func.func @marks_differ(%x: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  } {psy.omp = "reprod"}
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  } {psy.omp = "fast"}
  return
}

// -----

// psy-fuse then psy-omp: the fused loop, with both reductions, is marked as any dof loop.
// CHECK-LABEL: func.func @fuse_then_omp
// CHECK: psy.loop dofs to ndofs -> f64, f64 {
// OMP-LABEL: func.func @fuse_then_omp
// OMP:      psy.loop dofs to ndofs -> f64, f64 {
// OMP:        psy.yield %{{.*}}, %{{.*}} : f64, f64
// OMP-NEXT: } {psy.omp = "reprod"}
func.func @fuse_then_omp(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %a: f64)
    -> (f64, f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %y) : (f64, !psy.field<f64, "w3">) -> ()
  }
  %d = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%y, %x)
        : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %t = psy.loop dofs to ndofs -> f64 {
    %q = psy.builtin "sum_X"(%y) : (!psy.field<f64, "w3">) -> f64
    psy.yield %q : f64
  }
  return %d, %t : f64, f64
}
