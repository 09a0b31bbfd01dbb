// A field vector of N components becomes N memref arguments in component order; a builtin
// on field vectors runs one dof loop per component, and a reduction carries its accumulator
// through the component loops in order.
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s

// CHECK-LABEL: func.func @vector_copy(
// CHECK-SAME:    %[[Y0:.*]]: memref<?xf64>, %[[Y1:.*]]: memref<?xf64>, %[[Y2:.*]]: memref<?xf64>, %[[A:.*]]: f64, %[[X0:.*]]: memref<?xf64>, %[[X1:.*]]: memref<?xf64>, %[[X2:.*]]: memref<?xf64>)
// CHECK-SAME:    attributes {psy.invoke}
// CHECK:         memref.dim %[[Y0]]
// CHECK:         scf.for %[[I0:.*]] =
// CHECK-NEXT:      %[[V0:.*]] = memref.load %[[X0]][%[[I0]]]
// CHECK-NEXT:      %[[M0:.*]] = arith.mulf %[[A]], %[[V0]] : f64
// CHECK-NEXT:      memref.store %[[M0]], %[[Y0]][%[[I0]]]
// CHECK:         memref.dim %[[Y1]]
// CHECK:         scf.for %[[I1:.*]] =
// CHECK-NEXT:      %[[V1:.*]] = memref.load %[[X1]][%[[I1]]]
// CHECK-NEXT:      %[[M1:.*]] = arith.mulf %[[A]], %[[V1]] : f64
// CHECK-NEXT:      memref.store %[[M1]], %[[Y1]][%[[I1]]]
// CHECK:         memref.dim %[[Y2]]
// CHECK:         scf.for %[[I2:.*]] =
// CHECK-NEXT:      %[[V2:.*]] = memref.load %[[X2]][%[[I2]]]
// CHECK-NEXT:      %[[M2:.*]] = arith.mulf %[[A]], %[[V2]] : f64
// CHECK-NEXT:      memref.store %[[M2]], %[[Y2]][%[[I2]]]
// CHECK-NOT:     psy.
func.func @vector_copy(%y: !psy.field_vector<f64, "w2", 3>, %a: f64,
                       %x: !psy.field_vector<f64, "w2", 3>) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_times_X"(%y, %a, %x) : (!psy.field_vector<f64, "w2", 3>, f64, !psy.field_vector<f64, "w2", 3>) -> ()
  }
  return
}

// CHECK-LABEL: func.func @vector_sum(
// CHECK-SAME:    %[[X0:.*]]: memref<?xf32>, %[[X1:.*]]: memref<?xf32>) -> f32
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[S0:.*]] = scf.for {{.*}} iter_args(%[[ACC0:.*]] = %[[ZERO]]) -> (f32)
// CHECK:           memref.load %[[X0]]
// CHECK:         %[[S1:.*]] = scf.for {{.*}} iter_args(%[[ACC1:.*]] = %[[S0]]) -> (f32)
// CHECK:           memref.load %[[X1]]
// CHECK:         return %[[S1]] : f32
func.func @vector_sum(%x: !psy.field_vector<f32, "w2", 2>) -> f32 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f32 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field_vector<f32, "w2", 2>) -> f32
    psy.yield %p : f32
  }
  %g = psy.global_reduction sum %s : f32
  return %g : f32
}
