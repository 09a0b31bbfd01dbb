// Exchanges already split: the transformation cannot update them (PSyclone asks for
// redundant computation first).
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @async(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">) attributes {psy.invoke} {
  %r = psy.halo_exchange_start %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.halo_exchange_end %v, %r : !psy.field<f64, "w2">
  // expected-error@+1 {{the invoke's halo exchanges are already split (psy-async-halo-exchanges): apply redundant computation first}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}
