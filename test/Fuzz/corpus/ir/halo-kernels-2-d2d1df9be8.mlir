// An increment to a run-time depth reads the halo to %d - 1 and leaves it clean to %d - 1.
psy.kernel_meta @owned_halo_type operates_on "owned_and_halo_cell_column"
    procedure "owned_halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @runtime_increment(%u: !psy.field<f64, "w1">, %a: !psy.field<f64, "w3">,
                             %depth: i32) attributes {psy.invoke} {
  %d = arith.index_cast %depth : i32 to index
  psy.loop cells to cell_halo(%d) {
    psy.kernel @owned_halo_type(%u, %a) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
