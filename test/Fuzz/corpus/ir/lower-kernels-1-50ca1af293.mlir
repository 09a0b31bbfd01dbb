// A dof kernel: one call per dof of the loop's field, with the dof's value.
psy.kernel_meta @dof_type operates_on "dof" procedure "dof_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">, #psy.meta_arg<gh_scalar, gh_real, gh_read>] {module = "dof_mod"}
func.func @dofs(%u: !psy.field<f64, "w3">, %b: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs field(%u : !psy.field<f64, "w3">) {
    psy.kernel @dof_type(%u, %b) : !psy.field<f64, "w3">, f64
  }
  return
}
