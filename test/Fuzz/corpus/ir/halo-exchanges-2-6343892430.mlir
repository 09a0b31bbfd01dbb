// A previous writer that leaves the halo dirty to the depth read: a continuous field
// incremented to cell_halo(1) has a stale level-1 halo, so the reader after it needs a
// definite exchange (no check_dirty).
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w2">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @dirty_writer(%g: !psy.field<f64, "w2">, %f: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%g) : !psy.field<f64, "w2">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %g) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}
