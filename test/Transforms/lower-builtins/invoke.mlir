// The invoke as a whole: the signature and function_type are rewritten, arg_attrs follow the
// arguments, scalars may be values computed in the invoke, builtins keep their order, psy.arg
// boxes are erased and, without distributed memory, a global sum is its local value.
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s

// CHECK-LABEL: func.func @invoke_0(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64> {test.first}, %[[Y:.*]]: memref<?xf64> {test.second}, %[[A:.*]]: f64 {test.third}) -> f64
// CHECK-SAME:    attributes {psy.invoke}
// CHECK:         %[[HALF:.*]] = arith.constant 5.000000e-01 : f64
// CHECK:         %[[TWICE:.*]] = arith.mulf %[[A]], %[[A]] : f64
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      memref.store %[[HALF]], %[[X]][%[[I]]]
// CHECK:         scf.for %[[J:.*]] =
// CHECK-NEXT:      %[[YV:.*]] = memref.load %[[Y]][%[[J]]]
// CHECK-NEXT:      %[[P:.*]] = arith.mulf %[[TWICE]], %[[YV]] : f64
// CHECK-NEXT:      %[[XV:.*]] = memref.load %[[X]][%[[J]]]
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[P]], %[[XV]] : f64
// CHECK-NEXT:      memref.store %[[S]], %[[Y]][%[[J]]]
// CHECK:         %[[R:.*]] = scf.for
// CHECK:         return %[[R]] : f64
// CHECK-NOT:     psy.arg
// CHECK-NOT:     psy.global_sum
func.func @invoke_0(%x: !psy.field<f64, "w0"> {test.first}, %y: !psy.field<f64, "w0"> {test.second},
                    %a: f64 {test.third}) -> f64 attributes {psy.invoke} {
  %half = arith.constant 0.5 : f64
  %twice = arith.mulf %a, %a : f64
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f64, "w0">) -> !psy.argument
  %bh = "psy.arg"(%half) : (f64) -> !psy.argument
  %bt = "psy.arg"(%twice) : (f64) -> !psy.argument
  "psy.builtin"(%bx, %bh) {name = "setval_c", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  // inc_aX_plus_Y(a, X, Y) with X = y, Y = x: y = twice*y + x, in place.
  "psy.builtin"(%bt, %by, %bx) {name = "inc_aX_plus_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  %s = "psy.builtin"(%bx, %by) {name = "X_innerproduct_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> f64
  %g = "psy.global_sum"(%s) {reduction = "sum"} : (f64) -> f64
  return %g : f64
}

// Ordinary functions are left alone.
// CHECK-LABEL: func.func @helper(
// CHECK-SAME:    %{{.*}}: f64) -> f64
func.func @helper(%v: f64) -> f64 {
  return %v : f64
}

// Builtin names are case-insensitive, as Fortran names are.
// CHECK-LABEL: func.func @mixed_case(
// CHECK:         arith.addf
func.func @mixed_case(%z: !psy.field<f32, "w3">, %x: !psy.field<f32, "w3">, %y: !psy.field<f32, "w3">) attributes {psy.invoke} {
  %bz = "psy.arg"(%z) : (!psy.field<f32, "w3">) -> !psy.argument
  %bx = "psy.arg"(%x) : (!psy.field<f32, "w3">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f32, "w3">) -> !psy.argument
  "psy.builtin"(%bz, %bx, %by) {name = "x_PLUS_y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  return
}
