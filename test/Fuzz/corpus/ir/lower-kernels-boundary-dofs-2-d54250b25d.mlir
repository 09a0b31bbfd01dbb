// LFRic's mixed-precision enforce_bc_kernel_mod has no binding but a generic interface
// enforce_bc_code: a call through its specific procedure takes the boundary dofs too.
psy.kernel_meta @"bc_type.enforce_bc_code_r_single" operates_on "cell_column" procedure "enforce_bc_code_r_single" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">] {module = "enforce_bc_kernel_mod", generic = "enforce_bc_code", kernel_type = "bc_type"}
func.func @generic(%u: !psy.field<f32, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%u : !psy.field<f32, "w2">) {
    psy.kernel @"bc_type.enforce_bc_code_r_single"(%u) : !psy.field<f32, "w2">
  }
  return
}
