// psy-halo-dirty-markers: after each loop that writes fields, set_dirty, then set_clean to the
// depth the loop left correct.
// RUN: psy-opt %s -split-input-file --psy-halo-dirty-markers | FileCheck %s
// Running it twice adds nothing more.
// RUN: psy-opt %s -split-input-file --psy-halo-dirty-markers --psy-halo-dirty-markers | FileCheck %s

// Owned cells: the written field's halo is stale; the field only read gets nothing.
// CHECK-LABEL: func.func @owned
// CHECK: psy.loop cells to ncells
// CHECK: }
// CHECK-NEXT: psy.set_dirty %arg0 : !psy.field<f64, "w3">
// CHECK-NEXT: return
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @owned(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%f, %g) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// A continuous field incremented to cell_halo(1): its outermost halo is wrong, so no depth
// is clean; to cell_halo(3) it is clean to depth 2.
// CHECK-LABEL: func.func @continuous
// CHECK: psy.loop cells to cell_halo(1)
// CHECK: }
// CHECK-NEXT: psy.set_dirty %arg0
// CHECK-NEXT: psy.loop cells to cell_halo(3)
// CHECK: }
// CHECK-NEXT: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(2)
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @continuous(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// A discontinuous field computed redundantly to depth 2 is clean to depth 2.
// CHECK-LABEL: func.func @discontinuous
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(2)
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @discontinuous(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @w3_type(%f) : !psy.field<f64, "w3">
  }
  return
}

// -----

// A run-time depth %d: set_clean(%d - 1) for a continuous field.
// CHECK-LABEL: func.func @runtime_depth
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[DM1:.*]] = arith.subi %arg1, %[[ONE]] : index
// CHECK-NEXT: psy.set_clean %arg0 depth(%[[DM1]])
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @runtime_depth(%f: !psy.field<f64, "w1">, %d: index) attributes {psy.invoke} {
  psy.loop cells to cell_halo(%d) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// A field vector is marked as a whole; an operator never is; a builtin's written field is,
// its read one is not.
// CHECK-LABEL: func.func @vector_operator_builtin
// CHECK: psy.loop cells to cell_halo(1)
// CHECK: }
// CHECK-NEXT: psy.set_dirty %arg0 : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.loop dofs to ndofs
// CHECK: }
// CHECK-NEXT: psy.set_dirty %arg2 : !psy.field<f64, "w3">
// CHECK-NEXT: return
// CHECK-NOT: psy.set_dirty %arg1
psy.kernel_meta @vec_type operates_on "cell_column" procedure "vec_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">,
          #psy.meta_arg<gh_operator, gh_real, gh_write, "w0", "w0">]
func.func @vector_operator_builtin(%v: !psy.field_vector<f64, "w0", 3>, %op: !psy.operator<f64, "w0", "w0">,
                                   %x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @vec_type(%v, %op) : !psy.field_vector<f64, "w0", 3>, !psy.operator<f64, "w0", "w0">
  }
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  }
  return
}

// -----

// Inter-grid prolongation to the coarse level-1 halo: the fine field spans two fine halo
// levels, the outermost wrong, so it is clean to depth 1.
// CHECK-LABEL: func.func @prolong
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(1)
// CHECK-NOT: psy.set_dirty %arg1
psy.kernel_meta @prolong_type operates_on "cell_column" procedure "prolong_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1", mesh = gh_fine>,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1", mesh = gh_coarse>]
func.func @prolong(%fine: !psy.field<f64, "w1">, %coarse: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) field(%coarse : !psy.field<f64, "w1">) {
    psy.kernel @prolong_type(%fine, %coarse) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

// -----

// Markers follow the loop, before the global sum that reads its reduction.
// CHECK-LABEL: func.func @with_sum
// CHECK: psy.loop dofs to ndofs {
// CHECK: }
// CHECK-NEXT: psy.set_dirty %arg0
// CHECK-NEXT: psy.loop dofs to ndofs -> f64
// CHECK: }
// CHECK-NEXT: psy.global_reduction sum
func.func @with_sum(%x: !psy.field<f64, "w3">, %a: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}
