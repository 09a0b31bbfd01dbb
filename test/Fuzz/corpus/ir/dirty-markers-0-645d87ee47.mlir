// psy-halo-dirty-markers: after each loop that writes fields, set_dirty, then set_clean to the
// depth the loop left correct.
// Running it twice adds nothing more.

// Owned cells: the written field's halo is stale; the field only read gets nothing.
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @owned(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%f, %g) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}
