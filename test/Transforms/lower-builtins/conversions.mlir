// psy-lower-builtins, conversions: the only builtins that mix types (fptosi, truncf/extf, sitofp).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s


// CHECK-LABEL: func.func @real_to_int_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xi32>, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xi32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.fptosi %[[V0]] : f64 to i32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @real_to_int_X(%Y: !psy.field<i32, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "real_to_int_X"(%Y, %X) : (!psy.field<i32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @real_to_real_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf64>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.truncf %[[V0]] : f64 to f32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @real_to_real_X(%Y: !psy.field<f32, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "real_to_real_X"(%Y, %X) : (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// CHECK-LABEL: func.func @int_to_real_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf64>, %[[X:.*]]: memref<?xi32>) attributes {psy.invoke}
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[Y]], %[[C0]] : memref<?xf64>
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[V1:.*]] = arith.sitofp %[[V0]] : i32 to f64
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:    }
func.func @int_to_real_X(%Y: !psy.field<f64, "any_space_1">, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_to_real_X"(%Y, %X) : (!psy.field<f64, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
