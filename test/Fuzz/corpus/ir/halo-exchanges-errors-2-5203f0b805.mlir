// An exchange the pass would place before a reader when an exchange the input already has
// for a later reader follows with no writer between: the later one would depend on it.
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @later_exchange(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  // expected-error@+1 {{'psy.halo_exchange' op depends on an earlier halo exchange of the same field (component 0)}}
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}
