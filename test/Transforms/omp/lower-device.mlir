// The lowerings on loops psy-omp device=true marked: each becomes a serial scf.for (no omp
// region: psy-device-outline makes the device's threads) carrying psy.device with the mark;
// a loop carrying reductions is "device_serial" whatever its mark, so that one thread sums in
// the serial order. One case per split.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels --psy-lower-builtins | FileCheck %s

// A builtin's dof loop.
// CHECK-LABEL: func.func @dofs
// CHECK-NOT:     omp.
// CHECK:         scf.for
// CHECK:           memref.store
// CHECK-NEXT:    } {psy.device = "device"}
func.func @dofs(%x: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  } {psy.omp = "device"}
  return
}

// -----

// A reduction marked "device" runs on one thread: "device_serial", its sum an iter_arg.
// CHECK-LABEL: func.func @sum
// CHECK-NOT:     omp.
// CHECK:         %[[S:.+]] = scf.for {{.*}} iter_args({{.*}}) -> (f64) {
// CHECK:         } {psy.device = "device_serial"}
// CHECK-NEXT:    return %[[S]] : f64
func.func @sum(%x: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  } {psy.omp = "device"}
  return %s : f64
}

// -----

// A coded kernel's cell loop marked "device_serial", and a coloured one's colour_cells loop
// marked "device" inside the host's colours loop (unmarked). The kernels' scalar slots stay
// at the invoke's top, outside the loops: psy-device-outline gives each thread its own.
// CHECK-LABEL: func.func @cells
// CHECK-NOT:     omp.
// CHECK:         llvm.alloca %{{.+}} x f64
// CHECK:         scf.for
// CHECK-NOT:       llvm.alloca
// CHECK:           func.call @_QMinc_modPinc_code(
// CHECK-NEXT:    } {psy.device = "device_serial"}
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK-NOT:         llvm.alloca
// CHECK:             func.call @_QMinc_modPinc_code(
// CHECK-NEXT:      } {psy.device = "device"}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code" args [#psy.meta_arg<gh_scalar, gh_real, gh_read>, #psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "inc_mod"}
func.func @cells(%a: f64, %f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%a, %f) : f64, !psy.field<f64, "w1">
  } {psy.omp = "device_serial"}
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @inc_type(%a, %f) : f64, !psy.field<f64, "w1">
    } {psy.omp = "device"}
  }
  return
}
