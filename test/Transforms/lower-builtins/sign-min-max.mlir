// psy-lower-builtins, sign-min-max builtins (real f64: Fortran SIGN is math.copysign; min/max are minnumf/maxnumf).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @sign_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = math.copysign %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @sign_X(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "sign_X"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @max_aX(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.maxnumf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @max_aX(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "max_aX"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_max_aX(
// CHECK-SAME:    %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.maxnumf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_max_aX(%a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_max_aX"(%a, %X) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @min_aX(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.minnumf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @min_aX(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "min_aX"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_min_aX(
// CHECK-SAME:    %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.minnumf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_min_aX(%a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_min_aX"(%a, %X) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
