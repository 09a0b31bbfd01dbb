// psy-lower-builtins on dof loops psy-omp marked: each builtin's loop is an omp.parallel
// holding an omp.wsloop with a static schedule. A reduction in "reprod" mode: one partial
// per possible thread (omp_get_max_threads), each the identity until its thread stores the
// sum of its block of dofs, in order, from a slot of its own (thread 0's starting from the
// running value, the others' from the identity); after the region the partials join in
// thread order from the identity. In "fast" mode the wsloop's reduction clause over an
// omp.declare_reduction. One rule per case. The ops come in the order the pass builds them,
// the same whichever compiler built it (gcc and clang evaluate a call's arguments in
// different orders), so the constants are checked in place.
// RUN: psy-opt %s -split-input-file --psy-lower-builtins | FileCheck %s

// CHECK-LABEL: func.func private @omp_get_thread_num() -> i32
// CHECK-LABEL: func.func private @omp_get_max_threads() -> i32
// CHECK-LABEL: func.func @reprod(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>) -> f64
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:         %[[DIM:.*]] = memref.dim %[[X]]
// CHECK-NEXT:    %[[NT:.*]] = call @omp_get_max_threads() : () -> i32
// CHECK-NEXT:    %[[N:.*]] = arith.index_cast %[[NT]] : i32 to index
// CHECK-NEXT:    %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT:    %[[PARTS:.*]] = llvm.alloca %[[N64]] x f64
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %[[T:.*]] = %[[LB]] to %[[N]] step %[[STEP]] {
// CHECK:           llvm.store %[[ZERO]], %{{.*}} : f64, !llvm.ptr
// CHECK:         omp.parallel {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:      %[[TID0:.*]] = func.call @omp_get_thread_num() : () -> i32
// CHECK-NEXT:      %[[T0:.*]] = arith.index_cast %[[TID0]] : i32 to index
// CHECK-NEXT:      %[[FIRST:.*]] = arith.cmpi slt, %[[T0]], %[[ONE]] : index
// CHECK-NEXT:      %[[START:.*]] = arith.select %[[FIRST]], %[[ZERO]], %[[ZERO]] : f64
// CHECK:           %[[MINE:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:      llvm.store %[[START]], %[[MINE]]
// CHECK-NEXT:      omp.wsloop nowait schedule(static) {
// CHECK-NEXT:        omp.loop_nest (%[[I:.*]]) : index = (%{{.*}}) to (%[[DIM]]) step (%{{.*}}) {
// CHECK-NEXT:          %[[ACC:.*]] = llvm.load %[[MINE]] : !llvm.ptr -> f64
// CHECK-NEXT:          %[[V:.*]] = memref.load %[[X]][%[[I]]]
// CHECK-NEXT:          %[[SQ:.*]] = arith.mulf %[[V]], %[[V]] : f64
// CHECK-NEXT:          %[[NEXT:.*]] = arith.addf %[[ACC]], %[[SQ]] : f64
// CHECK-NEXT:          llvm.store %[[NEXT]], %[[MINE]]
// CHECK-NEXT:          omp.yield
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[TID:.*]] = func.call @omp_get_thread_num() : () -> i32
// CHECK:           %[[SLOT:.*]] = llvm.getelementptr %[[PARTS]]
// CHECK-NEXT:      %[[SUM:.*]] = llvm.load %[[MINE]]
// CHECK-NEXT:      llvm.store %[[SUM]], %[[SLOT]]
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[LB2:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[STEP2:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{.*}} = %[[LB2]] to %[[N]] step %[[STEP2]] iter_args(%[[A:.*]] = %[[ZERO]]) -> (f64) {
// CHECK:           %[[P:.*]] = llvm.load
// CHECK-NEXT:      %[[J:.*]] = arith.addf %[[A]], %[[P]] : f64
// CHECK-NEXT:      scf.yield %[[J]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f64
func.func @reprod(%x: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  } {psy.omp = "reprod"}
  return %s : f64
}

// -----

// A builtin without a reduction: the dof's value is stored in the loop.
// CHECK-LABEL: func.func @setval(
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop nowait schedule(static) {
// CHECK-NEXT:        omp.loop_nest (%[[I:.*]]) : index
// CHECK-NEXT:          memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<?xf64>
// CHECK-NEXT:          omp.yield
// CHECK:           omp.terminator
func.func @setval(%x: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  } {psy.omp = "reprod"}
  return
}

// -----

// "fast": the running value in a slot, the reduction clause combining the threads' sums into
// it; a minimum starts each thread at +inf.
// CHECK:       omp.declare_reduction @psy_omp_minnumf_f64 : f64 init {
// CHECK:         arith.constant 0x7FF0000000000000 : f64
// CHECK:       } combiner {
// CHECK:         arith.minnumf
// CHECK-LABEL: func.func @fast(
// CHECK:         %[[INF:.*]] = arith.constant 0x7FF0000000000000 : f64
// CHECK:         %[[SHARED:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:    llvm.store %[[INF]], %[[SHARED]]
// CHECK-NEXT:    omp.parallel {
// CHECK-NEXT:      omp.wsloop schedule(static) reduction(@psy_omp_minnumf_f64 %[[SHARED]] -> %[[MINE:.*]] : !llvm.ptr) {
// CHECK-NEXT:        omp.loop_nest
// CHECK-NEXT:          %[[ACC:.*]] = llvm.load %[[MINE]]
// CHECK:               arith.minnumf %[[ACC]]
// CHECK:           omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R:.*]] = llvm.load %[[SHARED]] : !llvm.ptr -> f64
// CHECK-NEXT:    return %[[R]] : f64
func.func @fast(%x: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "minval_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  } {psy.omp = "fast"}
  return %s : f64
}

// -----

// A loop psy-fuse made, with two reductions, in "reprod" mode: one partials array and one
// per-thread slot for each, both sums in the one wsloop, the partials stored together and
// combined in one loop in thread order, each with its own running value.
// CHECK-LABEL: func.func @fused_reprod(
// CHECK:         %[[Z0:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[Z1:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:         %[[NT:.*]] = call @omp_get_max_threads() : () -> i32
// CHECK:         %[[P0:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:         %[[P1:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:         omp.parallel {
// CHECK:           %[[FIRST:.*]] = arith.cmpi slt
// CHECK-NEXT:      %[[S0:.*]] = arith.select %[[FIRST]], %[[Z0]], %[[Z0]] : f64
// CHECK:           %[[M0:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:      llvm.store %[[S0]], %[[M0]]
// CHECK-NEXT:      %[[S1:.*]] = arith.select %[[FIRST]], %[[Z1]], %[[Z1]] : f64
// CHECK:           %[[M1:.*]] = llvm.alloca %{{.*}} x f64
// CHECK-NEXT:      llvm.store %[[S1]], %[[M1]]
// CHECK-NEXT:      omp.wsloop nowait schedule(static) {
// CHECK-NEXT:        omp.loop_nest
// CHECK-NEXT:          %[[A0:.*]] = llvm.load %[[M0]]
// CHECK-NEXT:          %[[A1:.*]] = llvm.load %[[M1]]
// CHECK:               memref.store
// CHECK:               %[[N0:.*]] = arith.addf %[[A0]], %{{.*}} : f64
// CHECK:               %[[N1:.*]] = arith.addf %[[A1]], %{{.*}} : f64
// CHECK-NEXT:          llvm.store %[[N0]], %[[M0]]
// CHECK-NEXT:          llvm.store %[[N1]], %[[M1]]
// CHECK-NEXT:          omp.yield
// CHECK:           func.call @omp_get_thread_num()
// CHECK:           llvm.getelementptr %[[P0]]
// CHECK-NEXT:      llvm.load %[[M0]]
// CHECK:           llvm.getelementptr %[[P1]]
// CHECK-NEXT:      llvm.load %[[M1]]
// CHECK:           omp.terminator
// CHECK:         %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[B0:.*]] = %[[Z0]], %[[B1:.*]] = %[[Z1]]) -> (f64, f64) {
// CHECK:           llvm.getelementptr %[[P0]]
// CHECK:           arith.addf %[[B0]]
// CHECK:           llvm.getelementptr %[[P1]]
// CHECK:           arith.addf %[[B1]]
// CHECK:         return %[[R]]#0, %[[R]]#1 : f64, f64
func.func @fused_reprod(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %c: f64)
    -> (f64, f64) attributes {psy.invoke} {
  %s:2 = psy.loop dofs to ndofs -> f64, f64 {
    psy.builtin "inc_a_times_X"(%c, %y) : (f64, !psy.field<f64, "w3">) -> ()
    %p = psy.builtin "X_innerproduct_Y"(%y, %x)
        : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    %q = psy.builtin "sum_X"(%y) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p, %q : f64, f64
  } {psy.omp = "reprod"}
  return %s#0, %s#1 : f64, f64
}

// -----

// The same loop in "fast" mode: one reduction clause entry per value, each with its shared
// slot.
// CHECK-LABEL: func.func @fused_fast(
// CHECK:         %[[S0:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:         %[[S1:.*]] = llvm.alloca %{{.*}} x f64
// CHECK:         omp.wsloop schedule(static) reduction(@psy_omp_addf_f64 %[[S0]] -> %{{.*}}, @psy_omp_addf_f64 %[[S1]] -> %{{.*}} : !llvm.ptr, !llvm.ptr) {
// CHECK:         %[[R0:.*]] = llvm.load %[[S0]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[R1:.*]] = llvm.load %[[S1]] : !llvm.ptr -> f64
// CHECK-NEXT:    return %[[R0]], %[[R1]] : f64, f64
func.func @fused_fast(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %c: f64)
    -> (f64, f64) attributes {psy.invoke} {
  %s:2 = psy.loop dofs to ndofs -> f64, f64 {
    psy.builtin "inc_a_times_X"(%c, %y) : (f64, !psy.field<f64, "w3">) -> ()
    %p = psy.builtin "X_innerproduct_Y"(%y, %x)
        : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    %q = psy.builtin "sum_X"(%y) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p, %q : f64, f64
  } {psy.omp = "fast"}
  return %s#0, %s#1 : f64, f64
}

// -----

// A field vector's reduction: one parallel loop per component, each with its partials; the
// second component's thread 0 goes on from the first component's sum, and its partials join
// from the identity, so that one thread adds every dof in the serial loop's order.
// CHECK-LABEL: func.func @vector_reprod(
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         omp.parallel {
// CHECK:           arith.select %{{.*}}, %[[ZERO]], %[[ZERO]] : f32
// CHECK:         %[[R0:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[ZERO]]) -> (f32) {
// CHECK:         omp.parallel {
// CHECK:           arith.select %{{.*}}, %[[R0]], %[[ZERO]] : f32
// CHECK:         %[[R1:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[ZERO]]) -> (f32) {
// CHECK:         return %[[R1]] : f32
func.func @vector_reprod(%x: !psy.field_vector<f32, "w2", 2>) -> f32 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f32 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field_vector<f32, "w2", 2>) -> f32
    psy.yield %p : f32
  } {psy.omp = "reprod"}
  return %s : f32
}
