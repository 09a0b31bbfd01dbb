// psy-colour: a cell loop whose kernels write a continuous field becomes a loop over the
// mesh's colours holding a loop over the cells of one colour; the range is the same,
// counted per colour. One rule per case.
// RUN: psy-opt %s -split-input-file --psy-colour | FileCheck %s

// GH_INC on W1 over the owned cells: last_edge_cell; the loop's field and every kernel
// move to the inner loop, in order.
// CHECK-LABEL: func.func @inc_owned
// CHECK-SAME: (%[[F:.*]]: !psy.field<f64, "w1">, %[[G:.*]]: !psy.field<f64, "w3">)
// CHECK-NEXT: psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_edge_cell field(%[[F]] : !psy.field<f64, "w1">) {
// CHECK-NEXT:     psy.kernel @inc_type(%[[F]], %[[G]])
// CHECK-NEXT:     psy.kernel @inc_type(%[[F]], %[[G]])
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @inc_owned(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// Into the halo (after psy-dm-loop-bounds or psy-redundant-computation): a constant depth,
// a run-time depth and max give last_halo_cell with the same depth.
// CHECK-LABEL: func.func @inc_halo
// CHECK-SAME: %[[D:[a-z0-9]+]]: index)
// CHECK:      psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_halo_cell(1) {
// CHECK:      psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_halo_cell(%[[D]]) {
// CHECK:      psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_halo_cell(max) {
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @inc_halo(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">, %d: index) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(%d) {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A field on any_space_1 may be continuous: coloured.
// CHECK-LABEL: func.func @unknown_space
// CHECK-NEXT: psy.loop colours to ncolours {
psy.kernel_meta @any_type operates_on "cell_column" procedure "any_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">]
func.func @unknown_space(%f: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @any_type(%f) : !psy.field<f64, "any_space_1">
  }
  return
}

// -----

// Writing only discontinuous fields (each cell owns its dofs), a dof loop and a domain loop:
// no race, no colouring.
// CHECK-LABEL: func.func @no_race
// CHECK-NOT:  colours
// CHECK:      psy.loop cells to ncells {
// CHECK:      psy.loop dofs to ndofs
// CHECK:      psy.loop domain to domain
// CHECK-NOT:  colours
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
psy.kernel_meta @dof_type operates_on "dof" procedure "dof_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w1">]
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w1">]
func.func @no_race(%t: !psy.field<f64, "w3">, %f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  psy.loop dofs to ndofs {
    psy.kernel @dof_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop domain to domain {
    psy.kernel @dom_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// An already coloured loop stays as it is (the pass may run twice).
// CHECK-LABEL: func.func @coloured
// CHECK-NEXT: psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_edge_cell {
// CHECK-NEXT:     psy.kernel @inc_type
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: return
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
