// Into the halo (after psy-dm-loop-bounds or psy-redundant-computation): a constant depth,
// a run-time depth and max give last_halo_cell with the same depth.
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
