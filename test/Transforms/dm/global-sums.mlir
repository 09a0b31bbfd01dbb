// psy-global-sums: a global reduction after every loop that yields a reduction.
// RUN: psy-opt %s -split-input-file --psy-global-sums | FileCheck %s
// Running it twice adds nothing more.
// RUN: psy-opt %s -split-input-file --psy-global-sums --psy-global-sums | FileCheck %s

// Each reduction result gets its own kind, right after its loop, and every later use reads
// the global value.
// CHECK-LABEL: func.func @sums
// CHECK-SAME: psy.dm
// CHECK: %[[L:.*]]:3 = psy.loop dofs to ndofs -> f64, f64, f64 {
// CHECK: }
// CHECK-NEXT: %[[S:.*]] = psy.global_reduction sum %[[L]]#0 : f64
// CHECK-NEXT: %[[MIN:.*]] = psy.global_reduction min %[[L]]#1 : f64
// CHECK-NEXT: %[[MAX:.*]] = psy.global_reduction max %[[L]]#2 : f64
// CHECK-NOT: psy.global_reduction
// CHECK: psy.builtin "setval_c"(%{{.*}}, %[[S]])
// CHECK: return %[[S]], %[[MIN]], %[[MAX]] : f64, f64, f64
func.func @sums(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) -> (f64, f64, f64) attributes {psy.invoke} {
  %r:3 = psy.loop dofs to ndofs -> f64, f64, f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    %q = psy.builtin "minval_X"(%x) : (!psy.field<f64, "w3">) -> f64
    %t = psy.builtin "maxval_X"(%y) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p, %q, %t : f64, f64, f64
  }
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%y, %r#0) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return %r#0, %r#1, %r#2 : f64, f64, f64
}

// -----

// A loop without reductions gets none.
// CHECK-LABEL: func.func @no_reduction
// CHECK-NOT: psy.global_reduction
func.func @no_reduction(%x: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return
}
