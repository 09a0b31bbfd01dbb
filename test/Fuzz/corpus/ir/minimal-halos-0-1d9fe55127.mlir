// psy-halo-exchanges{minimal=true} (with psy-halo-dirty-markers{minimal=true}): beyond
// PSyclone, the exchanges proven redundant go (docs/passes.md, rules M1-M3). One rule per
// split; DEFAULT shows PSyclone's schedule (minimal off, the default), MIN the minimal one,
// CHECK what both share. Running the minimal passes twice adds nothing.
// psy-halo-exchanges{minimal=true} marks the invoke psy.minimal_halos, so the markers (and
// any later DM pass) follow its rules without being told.

// M1 (PSyclone's developer guide): an increment needs only its owned and annexed dofs right; its halo values
// matter only to whoever reads them later. The loop to cell_halo(3) increments %f and nothing
// after it reads %f's halo, so its exchange shrinks to the annexed dofs, which the level-1
// increment before it left clean: none at all (PSyclone: to depth 2). %f is then only clean
// on its annexed dofs: set_dirty, no set_clean(2).
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @increment_unread(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
