// GH_WRITE alone on a continuous space: every cell writes a shared dof the same value, so
// PSyclone 3.3 keeps the owned cells.
psy.kernel_meta @w1_write_type operates_on "cell_column" procedure "w1_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">]
func.func @write_continuous(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w1_write_type(%f) : !psy.field<f64, "w1">
  }
  return
}
