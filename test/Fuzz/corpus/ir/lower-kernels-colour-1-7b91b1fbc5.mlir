// Two coloured loops share one colouring; an LMA kernel's cell argument is the coloured cell
// plus one (LFRic's 1-based cell).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "testkern_mod"}
psy.kernel_meta @op_type operates_on "cell_column" procedure "op_code" args [#psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w0">, #psy.meta_arg<gh_field, gh_real, gh_inc, "w0">] {module = "op_mod"}
func.func @two(%f: !psy.field<f64, "w1">, %m: !psy.field<f64, "w3">, %op: !psy.operator<f64, "w0", "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%f : !psy.field<f64, "w1">) {
      psy.kernel @testkern_type(%f, %m) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    }
  }
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%y : !psy.field<f64, "w0">) {
      psy.kernel @op_type(%op, %y) : !psy.operator<f64, "w0", "w0">, !psy.field<f64, "w0">
    }
  }
  return
}
