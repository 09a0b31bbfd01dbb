// psy-lower-kernels with boundary-condition kernels: a kernel whose subroutine is
// enforce_bc_code (enforce_operator_bc_code) takes, after every function space's arguments,
// the boundary_dofs(ndf, 2) of its field's space (of its operator's to-space), though no
// meta_args entry names it. The ABI gets one BOUNDARY_DOFS entry per space, a memref<?xi32>
// after that space's ndf, undf and map, and the kernel gets it whole.

// A field on a space known at compile time (w2) and one known only at run time: each space
// brings its own boundary dofs, the second keyed by its field.
psy.kernel_meta @bc_type operates_on "cell_column" procedure "enforce_bc_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">] {module = "enforce_bc_kernel_mod"}
func.func @fields(%u: !psy.field<f64, "w2">, %p: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%u : !psy.field<f64, "w2">) {
    psy.kernel @bc_type(%u) : !psy.field<f64, "w2">
  }
  psy.loop cells to ncells field(%p : !psy.field<f64, "any_space_1">) {
    psy.kernel @bc_type(%p) : !psy.field<f64, "any_space_1">
  }
  return
}
