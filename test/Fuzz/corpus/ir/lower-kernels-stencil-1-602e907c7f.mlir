// Two kernels reading one field with the same REGION stencil share its entries; a literal
// extent and another field give entries of their own.
psy.kernel_meta @region_type operates_on "cell_column" procedure "region_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = region>] {module = "region_mod"}
func.func @shared(%a: !psy.field<f64, "w3">, %b: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">, %ext: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%a, %src, %ext) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  psy.loop cells to ncells field(%b : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%b, %src, %ext) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  %c2 = arith.constant 2 : i32
  psy.loop cells to ncells field(%b : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%b, %src, %c2) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%a, %b, %c2) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}
