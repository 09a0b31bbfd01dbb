// psy-lower-kernels lowers the distributed-memory ops and bounds to calls of the binding's
// callbacks (docs/passes.md, "Distributed memory"): each distinct call is a site, numbered in
// order of first use, passed with the depth and an extra value to
// psy_dm_callback(context, site, depth, extra); global reductions go to psy_dm_reducer.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s
// RUN: psy-opt %s -split-input-file --psy-lower-kernels --psy-lower-builtins --psy-to-llvm | FileCheck %s --check-prefix=LLVM

// A check_dirty exchange, the loop into the level-1 halo and the markers after it. Sites: 0
// the exchange, 1 the bound (last_halo_cell of f's mesh), 2 set_dirty, 3 set_clean.
// CHECK-LABEL: func.func @halo_loop
// CHECK-SAME: %[[MAX:[a-z0-9]+]]: i32, %[[CTX:[a-z0-9]+]]: !llvm.ptr, %[[CB:[a-z0-9]+]]: (!llvm.ptr, i32, i32, i32) -> i32
// CHECK-SAME: psy.abi = [{{.*}}"max_halo_depth", "psy_dm_context", "psy_dm_callback"]
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[D1:.*]] = arith.constant 1 : i32
// CHECK: call_indirect %[[CB]](%[[CTX]], %[[C0]], %[[D1]], %{{.*}})
// CHECK: %[[N:.*]] = call_indirect %[[CB]](%[[CTX]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[UB:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[UB]]
// CHECK: func.call @_QMk_modPk_code
// CHECK: call_indirect %[[CB]]
// CHECK: call_indirect %[[CB]]
// CHECK-NOT: psy.
// CHECK: return
// LLVM-LABEL: llvm.func @halo_loop
// LLVM: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (!llvm.ptr, i32, i32, i32) -> i32
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @halo_loop(%f: !psy.field<f64, "w1">) attributes {psy.invoke, psy.dm} {
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(1) field(%f : !psy.field<f64, "w1">) {
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  psy.set_dirty %f : !psy.field<f64, "w1">
  psy.set_clean %f depth(1) : !psy.field<f64, "w1">
  return
}

// -----

// An asynchronous exchange: the finish gets the start's result, so that a start that
// check_dirty skipped is not finished either; `depth(max)` is the mesh's halo depth.
// CHECK-LABEL: func.func @async
// CHECK-SAME: %[[MAX:[a-z0-9]+]]: i32, %[[CTX:[a-z0-9]+]]: !llvm.ptr, %[[CB:[a-z0-9]+]]: (!llvm.ptr
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[D:.*]] = arith.subi %[[MAX]], %[[Z]] : i32
// CHECK: %[[S:.*]] = call_indirect %[[CB]](%[[CTX]], %{{.*}}, %[[D]], %{{.*}})
// CHECK: scf.for
// CHECK: call_indirect %[[CB]](%[[CTX]], %{{.*}}, %[[D]], %[[S]])
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "w3_mod"}
func.func @async(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke, psy.dm} {
  %r = psy.halo_exchange_start %f depth(max) check_dirty : !psy.field<f64, "w1">
  psy.loop cells to ncells field(%g : !psy.field<f64, "w3">) {
    psy.kernel @w3_type(%g) : !psy.field<f64, "w3">
  }
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(1) field(%f : !psy.field<f64, "w1">) {
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// A run-time depth is cast to i32; a coloured loop into the halo asks per colour, passing
// the colour 1-based.
// CHECK-LABEL: func.func @coloured
// CHECK: scf.for %[[COL:[a-z0-9]+]] = %{{.*}} to
// CHECK: %[[D:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[C:.*]] = arith.index_cast %[[COL]] : index to i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C1:.*]] = arith.addi %[[C]], %[[ONE]] : i32
// CHECK: call_indirect %{{.*}}(%{{.*}}, %{{.*}}, %[[D]], %[[C1]])
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @coloured(%f: !psy.field<f64, "w1">, %d: i32) attributes {psy.invoke, psy.dm} {
  %i = arith.index_cast %d : i32 to index
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_halo_cell(%i) {
      psy.kernel @k_type(%f) : !psy.field<f64, "w1">
    }
  }
  return
}

// -----

// Builtins under distributed memory: the loop runs to last_dof_owned (psy-lower-kernels
// marks it with its site; psy-lower-builtins makes the call) and the sum goes through the
// reducer, op 0 (sum).
// CHECK-LABEL: func.func @builtins
// CHECK-SAME: %[[RED:[a-z0-9]+]]: (!llvm.ptr, i32, f64) -> f64
// CHECK: psy.loop dofs to ndofs
// CHECK: } {psy.dm_bound_site = 0 : i32}
// CHECK: call_indirect %[[RED]]
// LLVM-LABEL: llvm.func @builtins
// LLVM: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (!llvm.ptr, i32, i32, i32) -> i32
// LLVM: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (!llvm.ptr, i32, f64) -> f64
func.func @builtins(%f: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke, psy.dm} {
  %s = psy.loop dofs to ndofs field(%f : !psy.field<f64, "w3">) -> f64 {
    %t = psy.builtin "sum_X"(%f) : (!psy.field<f64, "w3">) -> f64
    psy.yield %t : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}

// -----

// A whole field vector is marked component by component: one site each.
// CHECK-LABEL: func.func @vector
// CHECK-COUNT-3: call_indirect
// CHECK-NOT: call_indirect
// CHECK: return
func.func @vector(%v: !psy.field_vector<f64, "w0", 3>) attributes {psy.invoke, psy.dm} {
  psy.set_dirty %v : !psy.field_vector<f64, "w0", 3>
  return
}
