// psy-lower-builtins, set builtins (real f64; setval_random is the counter-based generator of docs/builtins.md).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @setval_c(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>, %[[c:.*]]: f64) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    memref.store %[[c]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @setval_c(%X: !psy.field<f64, "any_space_1">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%X, %c) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

// CHECK-LABEL: func.func @setval_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    memref.store %[[V0]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @setval_X(%Y: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%Y, %X) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @setval_random(
// CHECK-SAME:    %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[X]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT:    %[[C1_I64:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[V0]], %[[C1_I64]] : i64
// CHECK-NEXT:    %[[C_7046029254386353131_I64:.*]] = arith.constant -7046029254386353131 : i64
// CHECK-NEXT:    %[[V2:.*]] = arith.muli %[[V1]], %[[C_7046029254386353131_I64]] : i64
// CHECK-NEXT:    %[[C30_I64:.*]] = arith.constant 30 : i64
// CHECK-NEXT:    %[[V3:.*]] = arith.shrui %[[V2]], %[[C30_I64]] : i64
// CHECK-NEXT:    %[[V4:.*]] = arith.xori %[[V2]], %[[V3]] : i64
// CHECK-NEXT:    %[[C_4658895280553007687_I64:.*]] = arith.constant -4658895280553007687 : i64
// CHECK-NEXT:    %[[V5:.*]] = arith.muli %[[V4]], %[[C_4658895280553007687_I64]] : i64
// CHECK-NEXT:    %[[C27_I64:.*]] = arith.constant 27 : i64
// CHECK-NEXT:    %[[V6:.*]] = arith.shrui %[[V5]], %[[C27_I64]] : i64
// CHECK-NEXT:    %[[V7:.*]] = arith.xori %[[V5]], %[[V6]] : i64
// CHECK-NEXT:    %[[C_7723592293110705685_I64:.*]] = arith.constant -7723592293110705685 : i64
// CHECK-NEXT:    %[[V8:.*]] = arith.muli %[[V7]], %[[C_7723592293110705685_I64]] : i64
// CHECK-NEXT:    %[[C31_I64:.*]] = arith.constant 31 : i64
// CHECK-NEXT:    %[[V9:.*]] = arith.shrui %[[V8]], %[[C31_I64]] : i64
// CHECK-NEXT:    %[[V10:.*]] = arith.xori %[[V8]], %[[V9]] : i64
// CHECK-NEXT:    %[[C11_I64:.*]] = arith.constant 11 : i64
// CHECK-NEXT:    %[[V11:.*]] = arith.shrui %[[V10]], %[[C11_I64]] : i64
// CHECK-NEXT:    %[[V12:.*]] = arith.uitofp %[[V11]] : i64 to f64
// CHECK-NEXT:    %[[CST:.*]] = arith.constant 1.1102230246251565E-16 : f64
// CHECK-NEXT:    %[[V13:.*]] = arith.mulf %[[V12]], %[[CST]] : f64
// CHECK-NEXT:    memref.store %[[V13]], %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @setval_random(%X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_random"(%X) : (!psy.field<f64, "any_space_1">) -> ()
  }
  return
}
