// An increment and a read of the same field in one loop to the maximum: the read needs the
// outermost level too, depth(max). The discontinuous field written there is clean to the
// maximum: set_clean(max) alone.
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @read_w1_type operates_on "cell_column" procedure "read_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @inc_and_read(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
    psy.kernel @read_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}
