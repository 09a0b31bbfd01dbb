// psy-lower-builtins, reals of two precisions meeting as in the Fortran PSyclone writes: an
// operation on two kinds is done in the wider (extf of the narrower), and the value is
// converted to the precision of the argument assigned (truncf/extf). Integer operands and
// fields of one precision are untouched (the other files).
// RUN: psy-opt %s --psy-lower-builtins | FileCheck %s

// `y = x`: the r_def value narrowed to the r_solver field.
// CHECK-LABEL: func.func @setval_X(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf64>)
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = arith.truncf %[[V0]] : f64 to f32
// CHECK-NEXT:    memref.store %[[V1]], %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
func.func @setval_X(%Y: !psy.field<f32, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%Y, %X) : (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// `z = x/y` with x r_def and y, z r_solver: divided in f64, narrowed on assignment.
// CHECK-LABEL: func.func @X_divideby_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf64>, %[[Y:.*]]: memref<?xf32>)
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V2:.*]] = arith.extf %[[V1]] : f32 to f64
// CHECK-NEXT:    %[[V3:.*]] = arith.divf %[[V0]], %[[V2]] : f64
// CHECK-NEXT:    %[[V4:.*]] = arith.truncf %[[V3]] : f64 to f32
// CHECK-NEXT:    memref.store %[[V4]], %[[Z]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
func.func @X_divideby_Y(%Z: !psy.field<f32, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_divideby_Y"(%Z, %X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// `x = x/y` of an r_solver x by an r_def y: the same, in place.
// CHECK-LABEL: func.func @inc_X_divideby_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf64>)
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.extf %[[V0]] : f32 to f64
// CHECK-NEXT:    %[[V3:.*]] = arith.divf %[[V2]], %[[V1]] : f64
// CHECK-NEXT:    %[[V4:.*]] = arith.truncf %[[V3]] : f64 to f32
// CHECK-NEXT:    memref.store %[[V4]], %[[X]][%[[I]]] : memref<?xf32>
func.func @inc_X_divideby_Y(%X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_divideby_Y"(%X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// `z = a*x + y`, a an f32 scalar, x f32, y and z f64: a*x in f32 (one kind), then widened to
// meet y; the assignment needs no conversion.
// CHECK-LABEL: func.func @aX_plus_Y(
// CHECK-SAME:    %[[Z:.*]]: memref<?xf64>, %[[A:.*]]: f32, %[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf64>)
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.mulf %[[A]], %[[V0]] : f32
// CHECK-NEXT:    %[[V2:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V3:.*]] = arith.extf %[[V1]] : f32 to f64
// CHECK-NEXT:    %[[V4:.*]] = arith.addf %[[V3]], %[[V2]] : f64
// CHECK-NEXT:    memref.store %[[V4]], %[[Z]][%[[I]]] : memref<?xf64>
func.func @aX_plus_Y(%Z: !psy.field<f64, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_Y"(%Z, %a, %X, %Y) : (!psy.field<f64, "any_space_1">, f32, !psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

// `y = max(a, x)`: MAX of two kinds in the wider, as compilers take it.
// CHECK-LABEL: func.func @max_aX(
// CHECK-SAME:    %[[Y:.*]]: memref<?xf32>, %[[A:.*]]: f64, %[[X:.*]]: memref<?xf32>)
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = arith.extf %[[V0]] : f32 to f64
// CHECK-NEXT:    %[[V2:.*]] = arith.maxnumf %[[A]], %[[V1]] : f64
// CHECK-NEXT:    %[[V3:.*]] = arith.truncf %[[V2]] : f64 to f32
// CHECK-NEXT:    memref.store %[[V3]], %[[Y]][%[[I]]] : memref<?xf32>
func.func @max_aX(%Y: !psy.field<f32, "any_space_1">, %a: f64, %X: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "max_aX"(%Y, %a, %X) : (!psy.field<f32, "any_space_1">, f64, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

// `s = sum(x*y)` of an f32 and an f64 field: each product in f64, summed in f64.
// CHECK-LABEL: func.func @X_innerproduct_Y(
// CHECK-SAME:    %[[X:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf64>) -> f64
// CHECK:         scf.for %[[I:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64) {
// CHECK-NEXT:    %[[V0:.*]] = memref.load %[[X]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    %[[V1:.*]] = memref.load %[[Y]][%[[I]]] : memref<?xf64>
// CHECK-NEXT:    %[[V2:.*]] = arith.extf %[[V0]] : f32 to f64
// CHECK-NEXT:    %[[V3:.*]] = arith.mulf %[[V2]], %[[V1]] : f64
// CHECK-NEXT:    %[[V4:.*]] = arith.addf %[[ACC]], %[[V3]] : f64
func.func @X_innerproduct_Y(%X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
