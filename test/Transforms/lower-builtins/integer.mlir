// psy-lower-builtins, integer builtins (i32 fields and scalars: addi/subi/muli/minsi/maxsi; SIGN by selects).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @int_X_plus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xi32>, %[[X:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:.*]] = arith.addi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:    memref.store %[[V2]], %[[Z]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_X_plus_Y(%Z: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_plus_Y"(%Z, %X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_X_plus_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:.*]] = arith.addi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:    memref.store %[[V2]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_X_plus_Y(%X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_plus_Y"(%X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_a_plus_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_a_plus_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_a_plus_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_a_plus_X(
// CHECK-SAME:    %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_a_plus_X(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_a_plus_X"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_X_minus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xi32>, %[[X:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:.*]] = arith.subi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:    memref.store %[[V2]], %[[Z]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_X_minus_Y(%Z: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_minus_Y"(%Z, %X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_X_minus_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:.*]] = arith.subi %[[V0]], %[[V1]] : i32
// CHECK-NEXT:    memref.store %[[V2]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_X_minus_Y(%X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_minus_Y"(%X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_a_minus_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_a_minus_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_a_minus_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_a_minus_X(
// CHECK-SAME:    %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_a_minus_X(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_a_minus_X"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_X_minus_a(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[X:.*]]: memref<?xi32>, %[[a:.*]]: i32) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subi %[[V0]], %[[a]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_X_minus_a(%Y: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %a: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_minus_a"(%Y, %X, %a) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_X_minus_a(
// CHECK-SAME:    %[[X:.*]]: memref<?xi32>, %[[a:.*]]: i32) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.subi %[[V0]], %[[a]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_X_minus_a(%X: !psy.field<i32, "any_space_1">, %a: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_minus_a"(%X, %a) : (!psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_X_times_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xi32>, %[[X:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Z]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %[[V0]], %[[V1]] : i32
// CHECK-NEXT:    memref.store %[[V2]], %[[Z]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_X_times_Y(%Z: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_times_Y"(%Z, %X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_X_times_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xi32>, %[[Y:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %[[V0]], %[[V1]] : i32
// CHECK-NEXT:    memref.store %[[V2]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_X_times_Y(%X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_times_Y"(%X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_a_times_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_a_times_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_a_times_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_a_times_X(
// CHECK-SAME:    %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.muli %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_a_times_X(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_a_times_X"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_setval_c(
// CHECK-SAME:    %[[X:.*]]: memref<?xi32>, %[[c:.*]]: i32) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    memref.store %[[c]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_setval_c(%X: !psy.field<i32, "any_space_1">, %c: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_setval_c"(%X, %c) : (!psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_setval_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    memref.store %[[V0]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_setval_X(%Y: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_setval_X"(%Y, %X) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_sign_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[V1:.*]] = arith.subi %[[C0_I32]], %[[a]] : i32
// CHECK-NEXT:    %[[V2:.*]] = arith.cmpi slt, %[[a]], %[[C0_I32]] : i32
// CHECK-NEXT:    %[[V3:.*]] = arith.select %[[V2]], %[[V1]], %[[a]] : i32
// CHECK-NEXT:    %[[V4:.*]] = arith.subi %[[C0_I32]], %[[V3]] : i32
// CHECK-NEXT:    %[[V5:.*]] = arith.cmpi sge, %[[V0]], %[[C0_I32]] : i32
// CHECK-NEXT:    %[[V6:.*]] = arith.select %[[V5]], %[[V3]], %[[V4]] : i32
// CHECK-NEXT:    memref.store %[[V6]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_sign_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_sign_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_max_aX(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.maxsi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_max_aX(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_max_aX"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_max_aX(
// CHECK-SAME:    %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.maxsi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_max_aX(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_max_aX"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_min_aX(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.minsi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_min_aX(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_min_aX"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_inc_min_aX(
// CHECK-SAME:    %[[a:.*]]: i32, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.minsi %[[a]], %[[V0]] : i32
// CHECK-NEXT:    memref.store %[[V1]], %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_inc_min_aX(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_min_aX"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
