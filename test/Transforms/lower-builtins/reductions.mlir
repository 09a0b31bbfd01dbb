// psy-lower-builtins, reductions builtins (real f64: scf.for iter_args accumulate in dof order; min/max start at +/-inf).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @X_innerproduct_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) -> f64 attributes {psy.invoke}
// CHECK:         %[[CST:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    %[[V0:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[CST]]) -> (f64) {
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V3:.*]] = arith.mulf %[[V1]], %[[V2]] : f64
// CHECK-NEXT:    %[[V4:.*]] = arith.addf %[[ACC]], %[[V3]] : f64
// CHECK-NEXT:    scf.yield %[[V4]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V0]] : f64
// CHECK-NEXT:    }
func.func @X_innerproduct_Y(%X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// CHECK-LABEL: func.func @X_innerproduct_X(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>) -> f64 attributes {psy.invoke}
// CHECK:         %[[CST:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    %[[V0:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[CST]]) -> (f64) {
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.mulf %[[V1]], %[[V1]] : f64
// CHECK-NEXT:    %[[V3:.*]] = arith.addf %[[ACC]], %[[V2]] : f64
// CHECK-NEXT:    scf.yield %[[V3]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V0]] : f64
// CHECK-NEXT:    }
func.func @X_innerproduct_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// CHECK-LABEL: func.func @sum_X(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>) -> f64 attributes {psy.invoke}
// CHECK:         %[[CST:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    %[[V0:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[CST]]) -> (f64) {
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.addf %[[ACC]], %[[V1]] : f64
// CHECK-NEXT:    scf.yield %[[V2]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V0]] : f64
// CHECK-NEXT:    }
func.func @sum_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// CHECK-LABEL: func.func @minval_X(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>) -> f64 attributes {psy.invoke}
// CHECK:         %[[CST:.*]] = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    %[[V0:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[CST]]) -> (f64) {
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.minnumf %[[ACC]], %[[V1]] : f64
// CHECK-NEXT:    scf.yield %[[V2]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V0]] : f64
// CHECK-NEXT:    }
func.func @minval_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "minval_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// CHECK-LABEL: func.func @maxval_X(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>) -> f64 attributes {psy.invoke}
// CHECK:         %[[CST:.*]] = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    %[[V0:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[CST]]) -> (f64) {
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.maxnumf %[[ACC]], %[[V1]] : f64
// CHECK-NEXT:    scf.yield %[[V2]] : f64
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V0]] : f64
// CHECK-NEXT:    }
func.func @maxval_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "maxval_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
