psy.kernel_meta @domain_type operates_on "domain" procedure "domain_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @domain(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{a domain loop runs once per partition: it has no halo to compute}}
  psy.loop domain to domain {
    psy.kernel @domain_type(%d) : !psy.field<f64, "w3">
  }
  return
}
