// An asynchronous exchange: the finish gets the start's result, so that a start that
// check_dirty skipped is not finished either; `depth(max)` is the mesh's halo depth.
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "w3_mod"}
func.func @async(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke, psy.dm} {
  %r = psy.halo_exchange_start %f depth(max) check_dirty : !psy.field<f64, "w1">
  psy.loop cells to ncells field(%g : !psy.field<f64, "w3">) {
    psy.kernel @w3_type(%g) : !psy.field<f64, "w3">
  }
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(1) field(%f : !psy.field<f64, "w1">) {
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  return
}
