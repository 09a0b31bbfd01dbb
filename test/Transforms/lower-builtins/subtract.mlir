// psy-lower-builtins, subtract builtins (real f32 (element types follow the fields)).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @X_minus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = arith.subf %[[V0]], %[[V1]] : f32
// CHECK-NEXT:    memref.store %[[V2]], %[[Z]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @X_minus_Y(%Z: !psy.field<f32, "any_space_1">, %X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_minus_Y"(%Z, %X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_minus_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = arith.subf %[[V0]], %[[V1]] : f32
// CHECK-NEXT:    memref.store %[[V2]], %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_minus_Y(%X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_minus_Y"(%X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @a_minus_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf32>, %[[a:.*]]: f32, %[[X:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subf %[[a]], %[[V0]] : f32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @a_minus_X(%Y: !psy.field<f32, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_minus_X"(%Y, %a, %X) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_a_minus_X(
// CHECK-SAME:    %[[a:.*]]: f32, %[[X:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subf %[[a]], %[[V0]] : f32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_a_minus_X(%a: f32, %X: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_minus_X"(%a, %X) : (f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @X_minus_a(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf32>, %[[a:.*]]: f32) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subf %[[V0]], %[[a]] : f32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @X_minus_a(%Y: !psy.field<f32, "any_space_1">, %X: !psy.field<f32, "any_space_1">, %a: f32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_minus_a"(%Y, %X, %a) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">, f32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_minus_a(
// CHECK-SAME:    %[[X:.*]]: memref<?xf32>, %[[a:.*]]: f32) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subf %[[V0]], %[[a]] : f32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_minus_a(%X: !psy.field<f32, "any_space_1">, %a: f32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_minus_a"(%X, %a) : (!psy.field<f32, "any_space_1">, f32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @aX_minus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf32>, %[[a:.*]]: f32, %[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[a]], %[[V0]] : f32
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V3:.*]] = arith.subf %[[V1]], %[[V2]] : f32
// CHECK-NEXT:    memref.store %[[V3]], %[[Z]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @aX_minus_Y(%Z: !psy.field<f32, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_minus_Y"(%Z, %a, %X, %Y) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @X_minus_bY(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf32>, %[[b:.*]]: f32, %[[Y:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = arith.mulf %[[b]], %[[V1]] : f32
// CHECK-NEXT:    %[[V3:.*]] = arith.subf %[[V0]], %[[V2]] : f32
// CHECK-NEXT:    memref.store %[[V3]], %[[Z]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @X_minus_bY(%Z: !psy.field<f32, "any_space_1">, %X: !psy.field<f32, "any_space_1">, %b: f32, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_minus_bY"(%Z, %X, %b, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @inc_X_minus_bY(
// CHECK-SAME:    %[[X:.*]]: memref<?xf32>, %[[b:.*]]: f32, %[[Y:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = arith.mulf %[[b]], %[[V1]] : f32
// CHECK-NEXT:    %[[V3:.*]] = arith.subf %[[V0]], %[[V2]] : f32
// CHECK-NEXT:    memref.store %[[V3]], %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @inc_X_minus_bY(%X: !psy.field<f32, "any_space_1">, %b: f32, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_minus_bY"(%X, %b, %Y) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @aX_minus_bY(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf32>, %[[a:.*]]: f32, %[[X:.*]]: memref<?xf32>, %[[b:.*]]: f32, %[[Y:.*]]: memref<?xf32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[a]], %[[V0]] : f32
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V3:.*]] = arith.mulf %[[b]], %[[V2]] : f32
// CHECK-NEXT:    %[[V4:.*]] = arith.subf %[[V1]], %[[V3]] : f32
// CHECK-NEXT:    memref.store %[[V4]], %[[Z]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @aX_minus_bY(%Z: !psy.field<f32, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">, %b: f32, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_minus_bY"(%Z, %a, %X, %b, %Y) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}
