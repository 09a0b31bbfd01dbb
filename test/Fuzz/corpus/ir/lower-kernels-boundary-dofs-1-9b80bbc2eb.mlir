// The operator variant: one array, the to-space's (any_space_1, ndf 1); the from-space
// (any_space_2) brings only its ndf.
psy.kernel_meta @op_bc_type operates_on "cell_column" procedure "enforce_operator_bc_code" args [#psy.meta_arg<gh_operator, gh_real, gh_readwrite, "any_space_1", "any_space_2">] {module = "enforce_operator_bc_kernel_mod"}
func.func @operator(%mm: !psy.operator<f64, "any_space_1", "any_space_2">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%mm : !psy.operator<f64, "any_space_1", "any_space_2">) {
    psy.kernel @op_bc_type(%mm) : !psy.operator<f64, "any_space_1", "any_space_2">
  }
  return
}
