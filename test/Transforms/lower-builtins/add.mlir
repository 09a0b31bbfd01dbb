// psy-lower-builtins, add builtins (real f64).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @X_plus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf64>, %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.addf %[[V0]], %[[V1]] : f64
// CHECK-NEXT:    memref.store %[[V2]], %[[Z]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @X_plus_Y(%Z: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_plus_Y"(%Z, %X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_plus_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.addf %[[V0]], %[[V1]] : f64
// CHECK-NEXT:    memref.store %[[V2]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_plus_Y(%X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_plus_Y"(%X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @a_plus_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.addf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @a_plus_X(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_plus_X"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_a_plus_X(
// CHECK-SAME:    %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.addf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_a_plus_X(%a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_plus_X"(%a, %X) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @aX_plus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V3:.*]] = arith.addf %[[V1]], %[[V2]] : f64
// CHECK-NEXT:    memref.store %[[V3]], %[[Z]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @aX_plus_Y(%Z: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_Y"(%Z, %a, %X, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_aX_plus_Y(
// CHECK-SAME:    %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V3:.*]] = arith.addf %[[V1]], %[[V2]] : f64
// CHECK-NEXT:    memref.store %[[V3]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_aX_plus_Y(%a: f64, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_Y"(%a, %X, %Y) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_plus_bY(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[b:.*]]: f64, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.mulf %[[b]], %[[V1]] : f64
// CHECK-NEXT:    %[[V3:.*]] = arith.addf %[[V0]], %[[V2]] : f64
// CHECK-NEXT:    memref.store %[[V3]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_plus_bY(%X: !psy.field<f64, "any_space_1">, %b: f64, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_plus_bY"(%X, %b, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @aX_plus_bY(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>, %[[b:.*]]: f64, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V3:.*]] = arith.mulf %[[b]], %[[V2]] : f64
// CHECK-NEXT:    %[[V4:.*]] = arith.addf %[[V1]], %[[V3]] : f64
// CHECK-NEXT:    memref.store %[[V4]], %[[Z]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @aX_plus_bY(%Z: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">, %b: f64, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_bY"(%Z, %a, %X, %b, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_aX_plus_bY(
// CHECK-SAME:    %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>, %[[b:.*]]: f64, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[a]], %[[V0]] : f64
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V3:.*]] = arith.mulf %[[b]], %[[V2]] : f64
// CHECK-NEXT:    %[[V4:.*]] = arith.addf %[[V1]], %[[V3]] : f64
// CHECK-NEXT:    memref.store %[[V4]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_aX_plus_bY(%a: f64, %X: !psy.field<f64, "any_space_1">, %b: f64, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_bY"(%a, %X, %b, %Y) : (f64, !psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @aX_plus_aY(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf64>, %[[a:.*]]: f64, %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.addf %[[V0]], %[[V1]] : f64
// CHECK-NEXT:    %[[V3:.*]] = arith.mulf %[[a]], %[[V2]] : f64
// CHECK-NEXT:    memref.store %[[V3]], %[[Z]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @aX_plus_aY(%Z: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_aY"(%Z, %a, %X, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
