// psy-omp device=true (--target=nvptx): the loops psy-omp would run on threads are marked
// "device" (one device thread per iteration); every other loop holding a kernel or builtin,
// but a domain loop, is marked "device_serial" (one device thread runs it whole). A domain
// loop and a colours loop (which holds a loop, not a call) get no mark. One rule per case.
// RUN: psy-opt %s -split-input-file '--psy-omp=device=true' | FileCheck %s

// A dof loop of builtins: every dof is its own. A reduction's loop is marked "device" too;
// the lowering makes a loop carrying reductions "device_serial" (OmpLoop.c).
// CHECK-LABEL: func.func @dofs
// CHECK:        psy.loop dofs to ndofs {
// CHECK-NEXT:     psy.builtin "setval_c"
// CHECK-NEXT:   } {psy.omp = "device"}
// CHECK:        psy.loop dofs to ndofs -> f64 {
// CHECK:        } {psy.omp = "device"}
func.func @dofs(%x: !psy.field<f64, "w3">, %c: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// -----

// A coloured loop: the cells of one colour run on the device's threads; the colours loop
// around them holds no call and stays unmarked, run by the host colour by colour.
// CHECK-LABEL: func.func @coloured
// CHECK:        psy.loop colours to ncolours {
// CHECK-NEXT:     psy.loop colour_cells to last_edge_cell {
// CHECK-NEXT:       psy.kernel @inc_type
// CHECK-NEXT:     } {psy.omp = "device"}
// CHECK-NEXT:   }
// CHECK-NEXT:   return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @coloured(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    }
  }
  return
}

// -----

// A cell loop whose kernels write only discontinuous fields: each cell owns what it writes,
// so the cells run on the device's threads uncoloured.
// CHECK-LABEL: func.func @discontinuous
// CHECK:        psy.loop cells to ncells {
// CHECK-NEXT:     psy.kernel @w3_type
// CHECK-NEXT:   } {psy.omp = "device"}
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @discontinuous(%t: !psy.field<f64, "w3">, %f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// An uncoloured cell loop writing a continuous field: its cells may not run at once, which
// plain psy-omp refuses (omp/omp-errors.mlir); on the device one thread runs the whole loop
// in cell order, as the host would.
// CHECK-LABEL: func.func @racing
// CHECK:        psy.loop cells to ncells {
// CHECK-NEXT:     psy.kernel @inc_type
// CHECK-NEXT:   } {psy.omp = "device_serial"}
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @racing(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A domain kernel is one call on the host (it may do anything a host routine does): no mark.
// CHECK-LABEL: func.func @domain
// CHECK:        psy.loop domain to domain {
// CHECK-NEXT:     psy.kernel @dom_type
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NOT:    psy.omp
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">]
func.func @domain(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop domain to domain {
    psy.kernel @dom_type(%t) : !psy.field<f64, "w3">
  }
  return
}

// -----

// A loop marked for the host's threads before is marked anew for the device.
// CHECK-LABEL: func.func @again
// CHECK:        } {psy.omp = "device"}
func.func @again(%x: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  } {psy.omp = "reprod"}
  return
}
