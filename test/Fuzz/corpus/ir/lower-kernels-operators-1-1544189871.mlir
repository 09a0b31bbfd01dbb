// A kernel with only an operator (a mass matrix on w3 from basis functions on a rule): nlayers
// and the cell count come from the operator, and the w3 basis is computed for its space.
psy.kernel_meta @mass3_type operates_on "cell_column" procedure "mass3_code" args [#psy.meta_arg<gh_operator, gh_real, gh_write, "w3", "w3">] {module = "mass3_mod", meta_funcs = [{function_space = "w3", basis = true}], gh_shape = ["gh_quadrature_xyoz"]}
func.func @only_operator(%op: !psy.operator<f64, "w3", "w3">, %qr: !psy.qr<"gh_quadrature_xyoz">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%op : !psy.operator<f64, "w3", "w3">) {
    psy.kernel @mass3_type(%op, %qr) : !psy.operator<f64, "w3", "w3">, !psy.qr<"gh_quadrature_xyoz">
  }
  return
}
