// psy-lower-builtins, divide builtins (real f64).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @X_divideby_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf64>, %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.divf %[[V0]], %[[V1]] : f64
// CHECK-NEXT:    memref.store %[[V2]], %[[Z]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @X_divideby_Y(%Z: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_divideby_Y"(%Z, %X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_divideby_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.divf %[[V0]], %[[V1]] : f64
// CHECK-NEXT:    memref.store %[[V2]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_divideby_Y(%X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_divideby_Y"(%X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @X_divideby_a(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[X:.*]]: memref<?xf64>, %[[a:.*]]: f64) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.divf %[[V0]], %[[a]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @X_divideby_a(%Y: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_divideby_a"(%Y, %X, %a) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_divideby_a(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[a:.*]]: f64) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.divf %[[V0]], %[[a]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_divideby_a(%X: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_divideby_a"(%X, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

// CHECK-LABEL: func.func @a_divideby_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.divf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @a_divideby_X(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_divideby_X"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_a_divideby_X(
// CHECK-SAME:    %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.divf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_a_divideby_X(%a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_divideby_X"(%a, %X) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
