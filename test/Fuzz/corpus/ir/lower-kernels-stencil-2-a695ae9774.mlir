// XORY1D: the direction operand by reference, between the size and the map.
psy.kernel_meta @xory_type operates_on "cell_column" procedure "xory_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = xory1d>] {module = "xory_mod"}
func.func @xory(%out: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">, %ext: i32, %dir: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%out : !psy.field<f64, "w3">) {
    psy.kernel @xory_type(%out, %src, %ext, %dir) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32, i32
  }
  return
}
