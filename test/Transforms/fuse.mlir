// psy-fuse: adjacent builtin loops over the same dofs become one loop; each case that must
// stay apart is left as it is. One rule per case.
// RUN: psy-opt %s -split-input-file --psy-fuse | FileCheck %s

// A chain of three builtins on one named space: one loop, the calls in their order.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: psy.loop dofs to ndofs field(%arg0 : !psy.field<f64, "w3">) {
// CHECK-NEXT:   psy.builtin "setval_c"(%arg0, %arg2)
// CHECK-NEXT:   psy.builtin "X_plus_Y"(%arg1, %arg0, %arg0)
// CHECK-NEXT:   psy.builtin "inc_a_times_X"(%arg2, %arg1)
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @chain(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs field(%x : !psy.field<f64, "w3">) {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  psy.loop dofs to ndofs field(%y : !psy.field<f64, "w3">) {
    psy.builtin "X_plus_Y"(%y, %x, %x) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  }
  psy.loop dofs to ndofs field(%y : !psy.field<f64, "w3">) {
    psy.builtin "inc_a_times_X"(%a, %y) : (f64, !psy.field<f64, "w3">) -> ()
  }
  return
}

// -----

// A reduction joins the loop producing its input; the loop yields it, and its global sum
// and the dirty marker between the loops move after the fused loop, in their order.
// CHECK-LABEL: func.func @reduction
// CHECK-NEXT: %[[L:.*]] = psy.loop dofs to ndofs -> f64 {
// CHECK-NEXT:   psy.builtin "inc_a_times_X"
// CHECK-NEXT:   %[[P:.*]] = psy.builtin "sum_X"(%arg0)
// CHECK-NEXT:   psy.yield %[[P]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: psy.set_dirty %arg0
// CHECK-NEXT: %[[G:.*]] = psy.global_reduction sum %[[L]] : f64
// CHECK-NEXT: return %[[G]] : f64
func.func @reduction(%x: !psy.field<f64, "w3">, %a: f64) -> f64 attributes {psy.invoke, psy.dm} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  psy.set_dirty %x : !psy.field<f64, "w3">
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}

// -----

// Both loops yield: the fused loop yields the first's reductions, then the second's; a
// global sum the second loop does not read moves after it; constants move before.
// CHECK-LABEL: func.func @two_reductions
// CHECK-NEXT: arith.constant 2.0
// CHECK-NEXT: %[[L:.*]]:2 = psy.loop dofs to ndofs -> f64, f64 {
// CHECK-NEXT:   %[[P:.*]] = psy.builtin "sum_X"(%arg0)
// CHECK-NEXT:   psy.builtin "inc_a_times_X"
// CHECK-NEXT:   %[[Q:.*]] = psy.builtin "X_innerproduct_X"(%arg0)
// CHECK-NEXT:   psy.yield %[[P]], %[[Q]] : f64, f64
// CHECK-NEXT: }
// CHECK-NEXT: psy.global_reduction sum %[[L]]#0
// CHECK-NEXT: psy.global_reduction sum %[[L]]#1
func.func @two_reductions(%x: !psy.field<f64, "w3">) -> (f64, f64) attributes {psy.invoke, psy.dm} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  %c = arith.constant 2.0 : f64
  %t = psy.loop dofs to ndofs -> f64 {
    psy.builtin "inc_a_times_X"(%c, %x) : (f64, !psy.field<f64, "w3">) -> ()
    %q = psy.builtin "X_innerproduct_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %q : f64
  }
  %h = psy.global_reduction sum %t : f64
  return %g, %h : f64, f64
}

// -----

// Both loops marked %x dirty: one set_dirty of it remains after the fused loop; a marker of
// another field keeps its place among them, and a set_dirty after a set_clean stays.
// CHECK-LABEL: func.func @markers
// CHECK:      psy.loop dofs to ndofs {
// CHECK:      }
// CHECK-NEXT: psy.set_dirty %arg1
// CHECK-NEXT: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(1)
// CHECK-NEXT: psy.set_dirty %arg0
// CHECK-NEXT: return
func.func @markers(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke, psy.dm} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  psy.set_dirty %x : !psy.field<f64, "w3">
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%y, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  psy.set_dirty %y : !psy.field<f64, "w3">
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  psy.set_dirty %x : !psy.field<f64, "w3">
  psy.set_clean %x depth(1) : !psy.field<f64, "w3">
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  psy.set_dirty %x : !psy.field<f64, "w3">
  return
}

// -----

// Not fused: a halo exchange between the loops.
// CHECK-LABEL: func.func @halo_exchange
// CHECK: psy.loop dofs to ndofs {
// CHECK: psy.halo_exchange
// CHECK: psy.loop dofs to ndofs {
func.func @halo_exchange(%x: !psy.field<f64, "w0">, %y: !psy.field<f64, "w0">, %a: f64) attributes {psy.invoke, psy.dm} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w0">, f64) -> ()
  }
  psy.halo_exchange %y depth(1) : !psy.field<f64, "w0">
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%y, %a) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}

// -----

// Not fused: the second loop reads the global sum between them.
// CHECK-LABEL: func.func @needs_sum
// CHECK: psy.loop dofs to ndofs -> f64 {
// CHECK: psy.global_reduction
// CHECK: psy.loop dofs to ndofs {
func.func @needs_sum(%x: !psy.field<f64, "w3">) attributes {psy.invoke, psy.dm} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%g, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  return
}

// -----

// Not fused: the second loop reads the first loop's reduction (no global sum between).
// CHECK-LABEL: func.func @needs_reduction
// CHECK: psy.loop dofs to ndofs -> f64 {
// CHECK: }
// CHECK-NEXT: psy.loop dofs to ndofs {
func.func @needs_reduction(%x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%s, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  return
}

// -----

// Not fused: different bounds (owned dofs and annexed dofs); a bound is never changed.
// CHECK-LABEL: func.func @bounds
// CHECK: psy.loop dofs to ndofs {
// CHECK: psy.loop dofs to nannexed {
func.func @bounds(%x: !psy.field<f64, "w0">, %a: f64) attributes {psy.invoke, psy.dm} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w0">, f64) -> ()
  }
  psy.loop dofs to nannexed {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w0">) -> ()
  }
  return
}

// -----

// Not fused: fields on two spaces (different sizes).
// CHECK-LABEL: func.func @spaces
// CHECK: psy.loop dofs to ndofs {
// CHECK: }
// CHECK-NEXT: psy.loop dofs to ndofs {
func.func @spaces(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w0">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%y, %a) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}

// -----

// Not fused: a field vector and a field (a different number of components).
// CHECK-LABEL: func.func @components
// CHECK: psy.loop dofs to ndofs {
// CHECK: }
// CHECK-NEXT: psy.loop dofs to ndofs {
func.func @components(%v: !psy.field_vector<f64, "w3", 3>, %x: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%v, %a) : (!psy.field_vector<f64, "w3", 3>, f64) -> ()
  }
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return
}

// -----

// Not fused: a loop of coded kernels.
// CHECK-LABEL: func.func @kernel
// CHECK: psy.loop cells to ncells {
// CHECK: psy.loop dofs to ndofs {
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @kernel(%x: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%x) : !psy.field<f64, "w3">
  }
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
  }
  return
}
