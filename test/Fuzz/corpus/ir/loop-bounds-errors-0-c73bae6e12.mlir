// psy-dm-loop-bounds refuses what it cannot bound.

// A halo_cell_column kernel brings its own halo depth: a loop over the owned cells is wrong.
psy.kernel_meta @halo_type operates_on "halo_cell_column" procedure "halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @halo_kernel(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op kernel 'halo_type' operates on halo cells: its loop needs a halo bound with the kernel's depth, not 'ncells'}}
    psy.kernel @halo_type(%f) : !psy.field<f64, "w1">
  }
  return
}
