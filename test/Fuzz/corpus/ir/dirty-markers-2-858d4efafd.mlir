// A discontinuous field computed redundantly to depth 2 is clean to depth 2.
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @discontinuous(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @w3_type(%f) : !psy.field<f64, "w3">
  }
  return
}
