// With its own depth it is left alone.
psy.kernel_meta @halo_type operates_on "halo_cell_column" procedure "halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @halo_kernel_ok(%f: !psy.field<f64, "w1">, %d: index) attributes {psy.invoke} {
  psy.loop cells to cell_halo(%d) {
    psy.kernel @halo_type(%f) : !psy.field<f64, "w1">
  }
  return
}
