// The mesh's maximum halo depth in the syntax: `cell_halo(max)`, `dof_halo(max)`,
// `last_halo_cell(max)` on loops, `depth(max)` and `depth(max - N)` on halo exchanges and
// psy.set_clean (the `below_max` attribute, N). Round trip, then the verifier's refusals.

//--- valid.mlir
func.func @max(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.halo_exchange %f depth(max) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange %f depth(max - 1) : !psy.field<f64, "w1">
  %r = psy.halo_exchange_start %f depth(max - 1) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(max) {
  }
  psy.loop dofs to dof_halo(max) {
  }
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_halo_cell(max) {
    }
  }
  psy.set_clean %f depth(max - 1) : !psy.field<f64, "w1">
  psy.set_clean %f depth(max) : !psy.field<f64, "w1">
  return
}

//--- invalid.mlir
func.func @loop_below_max() attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op a loop runs to the mesh's maximum halo depth, not below it: max - 1}}
  psy.loop cells to cell_halo(max - 1) {
  }
  return
}
