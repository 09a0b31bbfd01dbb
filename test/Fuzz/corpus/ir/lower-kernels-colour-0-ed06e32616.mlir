// psy-lower-kernels on a coloured loop (psy-colour's colours / colour_cells loops): for colour
// in 1..ncolour, for i in 1..last_edge_cell_all_colours(colour), cell = cmap(colour, i), then
// the kernel's usual call for that cell. The colouring joins the invoke's arguments as
// ncolour, the per-colour cell counts and the column-major colour map cmap(ncolour, max).

// The cell's dofmap is map + (cmap(colour, i) - 1) * ndf; cmap(colour, i) is element
// colour + i * ncolour (0-based).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "testkern_mod"}
func.func @coloured(%f: !psy.field<f64, "w1">, %m: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%f : !psy.field<f64, "w1">) {
      psy.kernel @testkern_type(%f, %m) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    }
  }
  return
}
