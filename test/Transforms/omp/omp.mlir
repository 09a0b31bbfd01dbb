// psy-omp: the loops whose iterations may run on OpenMP threads get psy.omp = "reprod" (or
// "fast" with reprod=false); colours and domain loops stay serial. One rule per case.
// RUN: psy-opt %s -split-input-file --psy-omp | FileCheck %s
// RUN: psy-opt %s -split-input-file '--psy-omp=reprod=false' | FileCheck %s --check-prefix=FAST

// A coloured loop: the cells of one colour run in parallel, the colours in order.
// CHECK-LABEL: func.func @coloured
// CHECK:        psy.loop colours to ncolours {
// CHECK-NEXT:     psy.loop colour_cells to last_edge_cell {
// CHECK-NEXT:       psy.kernel @inc_type
// CHECK-NEXT:     } {psy.omp = "reprod"}
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// FAST-LABEL: func.func @coloured
// FAST:       } {psy.omp = "fast"}
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

// Dof loops: builtins (a reduction too) and a dof kernel; every dof is its own.
// CHECK-LABEL: func.func @dofs
// CHECK:        psy.loop dofs to ndofs -> f64 {
// CHECK:        } {psy.omp = "reprod"}
// CHECK:        psy.loop dofs to ndofs {
// CHECK-NEXT:     psy.kernel @dof_type
// CHECK-NEXT:   } {psy.omp = "reprod"}
psy.kernel_meta @dof_type operates_on "dof" procedure "dof_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w1">]
func.func @dofs(%x: !psy.field<f64, "w1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_X"(%x) : (!psy.field<f64, "w1">) -> f64
    psy.yield %p : f64
  }
  psy.loop dofs to ndofs {
    psy.kernel @dof_type(%x) : !psy.field<f64, "w1">
  }
  return %s : f64
}

// -----

// A cell loop whose kernels write only discontinuous fields (each cell owns its dofs) runs
// in parallel uncoloured; a domain kernel is one call and stays serial.
// CHECK-LABEL: func.func @discontinuous
// CHECK:        psy.loop cells to ncells {
// CHECK-NEXT:     psy.kernel @w3_type
// CHECK-NEXT:   } {psy.omp = "reprod"}
// CHECK:        psy.loop domain to domain {
// CHECK-NEXT:     psy.kernel @dom_type
// CHECK-NEXT:   }
// CHECK-NEXT:   return
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">]
func.func @discontinuous(%t: !psy.field<f64, "w3">, %f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  psy.loop domain to domain {
    psy.kernel @dom_type(%t) : !psy.field<f64, "w3">
  }
  return
}

// -----

// Marked loops are marked again with the option's mode: the pass may run twice.
// CHECK-LABEL: func.func @again
// CHECK:        } {psy.omp = "reprod"}
// FAST-LABEL: func.func @again
// FAST:       } {psy.omp = "fast"}
func.func @again(%x: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  } {psy.omp = "reprod"}
  return
}
