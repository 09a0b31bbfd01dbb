// A field on any_space_1 may be continuous: coloured.
psy.kernel_meta @any_type operates_on "cell_column" procedure "any_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">]
func.func @unknown_space(%f: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @any_type(%f) : !psy.field<f64, "any_space_1">
  }
  return
}
