// psy-lower-kernels lowers the distributed-memory ops and bounds to calls of the binding's
// callbacks (docs/passes.md, "Distributed memory"): each distinct call is a site, numbered in
// order of first use, passed with the depth and an extra value to
// psy_dm_callback(context, site, depth, extra); global reductions go to psy_dm_reducer.

// A check_dirty exchange, the loop into the level-1 halo and the markers after it. Sites: 0
// the exchange, 1 the bound (last_halo_cell of f's mesh), 2 set_dirty, 3 set_clean.
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @halo_loop(%f: !psy.field<f64, "w1">) attributes {psy.invoke, psy.dm} {
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(1) field(%f : !psy.field<f64, "w1">) {
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  psy.set_dirty %f : !psy.field<f64, "w1">
  psy.set_clean %f depth(1) : !psy.field<f64, "w1">
  return
}
