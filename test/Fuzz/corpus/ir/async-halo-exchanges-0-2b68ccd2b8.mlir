// psy-async-halo-exchanges: each blocking exchange becomes a start as early and an end as late
// as the dependences allow.

// The start of v's exchange opens the invoke (nothing before writes v); its end stays right
// before the loop that reads v's halo. u's start must follow u's writer and its markers (a
// check_dirty exchange reads the flags they set).
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w2">]
func.func @overlap(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">,
                   %u: !psy.field<f64, "w2">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%u) : !psy.field<f64, "w2">
  }
  psy.set_dirty %u : !psy.field<f64, "w2">
  psy.halo_exchange %u depth(1) : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%g, %u) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}
