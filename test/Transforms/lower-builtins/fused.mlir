// psy-lower-builtins on a loop of several builtins (as psy-fuse leaves them): one scf.for
// per component runs them all for each dof, in order; reductions are its iter_args.
// RUN: psy-opt %s -split-input-file --psy-lower-builtins | FileCheck %s

// Fields on one space: one loop; the second builtin reads what the first stored at the same
// dof; the reduction starts at 0 and adds dofs in order.
// CHECK-LABEL: func.func @fused
// CHECK:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK:      %[[N:.*]] = memref.dim %arg0
// CHECK:      %[[S:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f64) {
// CHECK:        memref.store %{{.*}}, %arg0[%[[I]]]
// CHECK:        %[[X:.*]] = memref.load %arg0[%[[I]]]
// CHECK:        memref.store %{{.*}}, %arg1[%[[I]]]
// CHECK:        %[[Y:.*]] = memref.load %arg1[%[[I]]]
// CHECK:        %[[NEXT:.*]] = arith.addf %[[ACC]], %[[Y]] : f64
// CHECK-NEXT:   scf.yield %[[NEXT]] : f64
// CHECK-NEXT: }
// CHECK-NOT:  scf.for
// CHECK:      return %[[S]]
func.func @fused(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %a: f64) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "w3">) -> ()
    psy.builtin "setval_X"(%y, %x) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
    %p = psy.builtin "sum_X"(%y) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// -----

// A field vector: one loop per component, each running both builtins; the reduction runs
// on from one component's loop to the next.
// CHECK-LABEL: func.func @vector
// CHECK:      %[[S1:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f64) {
// CHECK:        memref.store %{{.*}}, %arg0
// CHECK:        arith.addf
// CHECK:      %[[S2:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S1]]) -> (f64) {
// CHECK:        memref.store %{{.*}}, %arg1
// CHECK:      %[[S3:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %[[S2]]) -> (f64) {
// CHECK:        memref.store %{{.*}}, %arg2
// CHECK:      return %[[S3]]
func.func @vector(%v: !psy.field_vector<f64, "w3", 3>, %a: f64) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    psy.builtin "inc_a_times_X"(%a, %v) : (f64, !psy.field_vector<f64, "w3", 3>) -> ()
    %p = psy.builtin "sum_X"(%v) : (!psy.field_vector<f64, "w3", 3>) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// -----

// Fields on two spaces (sizes may differ): each builtin keeps its own loop and bound.
// CHECK-LABEL: func.func @two_spaces
// CHECK:      memref.dim %arg0
// CHECK:      scf.for
// CHECK:      memref.dim %arg1
// CHECK:      scf.for
func.func @two_spaces(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w0">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
    psy.builtin "setval_c"(%y, %a) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}
