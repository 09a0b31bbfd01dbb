// A domain kernel with a stencil: LFRic passes stencils per cell only.
psy.kernel_meta @domain_stencil_type operates_on "domain" procedure "ds_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = cross>] {module = "ds_mod"}
func.func @domain_stencil(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">, %e: i32) attributes {psy.invoke} {
  psy.loop domain to domain field(%f : !psy.field<f64, "w3">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'domain_stencil_type' has a stencil outside a cell loop, which is not lowered yet}}
    psy.kernel @domain_stencil_type(%f, %g, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}
