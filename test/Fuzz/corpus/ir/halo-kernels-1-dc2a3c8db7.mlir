// A literal depth: cell_halo(2). An increment of a continuous field reads its halo to one less
// (the outermost level is incremented, not read), and is clean to one less after the loop.
psy.kernel_meta @owned_halo_type operates_on "owned_and_halo_cell_column"
    procedure "owned_halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @literal_depth(%u: !psy.field<f64, "w1">, %a: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @owned_halo_type(%u, %a) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
