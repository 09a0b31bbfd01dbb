// M1 does not apply when a later loop reads the incremented field's halo (it relies on the
// increment's halo values): the schedule is PSyclone's in both modes.
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @increment_read_later(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">,
                                %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}
