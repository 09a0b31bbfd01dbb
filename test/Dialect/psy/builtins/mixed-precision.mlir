// Builtins between reals of different precisions (an r_solver and an r_def field, a scalar of
// another kind) verify and round-trip: they convert as the Fortran PSyclone writes does
// (psy-lower-builtins: test/Transforms/lower-builtins/mixed-precision.mlir). Integer kinds
// still agree (invalid.mlir).
// RUN: psy-opt %s -split-input-file | psy-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @setval_X
// CHECK: psy.builtin "setval_X"(%{{.*}}, %{{.*}}) : (!psy.field<f32, "w3">, !psy.field<f64, "w3">) -> ()
func.func @setval_X(%y: !psy.field<f32, "w3">, %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%y, %x) : (!psy.field<f32, "w3">, !psy.field<f64, "w3">) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @X_divideby_Y
// CHECK: psy.builtin "X_divideby_Y"(%{{.*}}, %{{.*}}, %{{.*}}) : (!psy.field<f32, "w3">, !psy.field<f64, "w3">, !psy.field<f32, "w3">) -> ()
func.func @X_divideby_Y(%z: !psy.field<f32, "w3">, %x: !psy.field<f64, "w3">, %y: !psy.field<f32, "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_divideby_Y"(%z, %x, %y) : (!psy.field<f32, "w3">, !psy.field<f64, "w3">, !psy.field<f32, "w3">) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @mixed_scalar
// CHECK: psy.builtin "aX_plus_Y"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!psy.field<f64, "w0">, f32, !psy.field<f64, "w0">, !psy.field<f64, "w0">) -> ()
func.func @mixed_scalar(%z: !psy.field<f64, "w0">, %a: f32, %x: !psy.field<f64, "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_Y"(%z, %a, %x, %y) : (!psy.field<f64, "w0">, f32, !psy.field<f64, "w0">, !psy.field<f64, "w0">) -> ()
  }
  return
}

// -----

// A reduction is computed in the wider of its fields' precisions.
// CHECK-LABEL: func.func @X_innerproduct_Y
// CHECK: psy.builtin "X_innerproduct_Y"(%{{.*}}, %{{.*}}) : (!psy.field<f32, "w0">, !psy.field<f64, "w0">) -> f64
func.func @X_innerproduct_Y(%x: !psy.field<f32, "w0">, %y: !psy.field<f64, "w0">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f32, "w0">, !psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
