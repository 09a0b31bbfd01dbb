// A continuous field incremented to cell_halo(1): its outermost halo is wrong, so no depth
// is clean; to cell_halo(3) it is clean to depth 2.
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @continuous(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  return
}
