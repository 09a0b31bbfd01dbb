// A run-time depth is cast to i32; a coloured loop into the halo asks per colour, passing
// the colour 1-based.
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @coloured(%f: !psy.field<f64, "w1">, %d: i32) attributes {psy.invoke, psy.dm} {
  %i = arith.index_cast %d : i32 to index
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_halo_cell(%i) {
      psy.kernel @k_type(%f) : !psy.field<f64, "w1">
    }
  }
  return
}
