// psy-lower-builtins, powers builtins (real f64: math.powf for a real exponent, math.fpowi for an integer one).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @inc_X_powreal_a(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[a:.*]]: f64) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = math.powf %[[V0]], %[[a]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_powreal_a(%X: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_powreal_a"(%X, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_powint_n(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[n:.*]]: i32) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = math.fpowi %[[V0]], %[[n]] : f64, i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_powint_n(%X: !psy.field<f64, "any_space_1">, %n: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_powint_n"(%X, %n) : (!psy.field<f64, "any_space_1">, i32) -> ()
  }
  return
}
