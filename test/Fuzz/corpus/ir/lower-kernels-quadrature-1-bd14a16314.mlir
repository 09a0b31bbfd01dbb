// An edge rule: np_xyz, nedges and weights_xyz; basis and differential basis on it.
psy.kernel_meta @edge_type operates_on "cell_column" procedure "edge_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {gh_shape = ["gh_quadrature_edge"], meta_funcs = [{basis = true, diff_basis = true, function_space = "w1"}], module = "edge_mod"}
func.func @edge(%v: !psy.field<f64, "w1">, %qe: !psy.qr<"gh_quadrature_edge">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%v : !psy.field<f64, "w1">) {
    psy.kernel @edge_type(%v, %qe) : !psy.field<f64, "w1">, !psy.qr<"gh_quadrature_edge">
  }
  return
}
