// The invoke as a whole: the signature and function_type are rewritten, arg_attrs follow the
// arguments, scalars may be values computed in the invoke, builtins keep their order, each
// psy.loop becomes an scf.for and, without distributed memory, a global reduction is its local
// value.
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
// CHECK-NOT:     psy.loop
// CHECK-NOT:     psy.global_reduction
func.func @invoke_0(%x: !psy.field<f64, "w0"> {test.first}, %y: !psy.field<f64, "w0"> {test.second},
                    %a: f64 {test.third}) -> f64 attributes {psy.invoke} {
  %half = arith.constant 0.5 : f64
  %twice = arith.mulf %a, %a : f64
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %half) : (!psy.field<f64, "w0">, f64) -> ()
  }
  // inc_aX_plus_Y(a, X, Y) with X = y, Y = x: y = twice*y + x, in place.
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_Y"(%twice, %y, %x) : (f64, !psy.field<f64, "w0">, !psy.field<f64, "w0">) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w0">, !psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
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
  psy.loop dofs to ndofs {
    psy.builtin "x_PLUS_y"(%z, %x, %y) : (!psy.field<f32, "w3">, !psy.field<f32, "w3">, !psy.field<f32, "w3">) -> ()
  }
  return
}
