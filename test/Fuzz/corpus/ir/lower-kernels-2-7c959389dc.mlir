// A domain kernel: one call, with the owned cells and the whole map. Fortran names are
// lower case in flang's symbols.
psy.kernel_meta @domain_type operates_on "domain" procedure "Domain_Code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "Domain_Mod"}
func.func @domain(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop domain to domain field(%t : !psy.field<f64, "w3">) {
    psy.kernel @domain_type(%t) : !psy.field<f64, "w3">
  }
  return
}
