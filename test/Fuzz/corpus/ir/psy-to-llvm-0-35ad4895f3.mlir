// psy-to-llvm lowers builtins and kernels of one invoke together: psy-lower-kernels first,
// then psy-lower-builtins turns the fields into memrefs (the kernels' casts fold away), then
// upstream lowering. The invoke's LLVM parameters are the ABI of psy-c/Binding.h: each field
// component an expanded memref (pointer, pointer, offset, size, stride), scalars by value,
// then nlayers, ncells, and per space ndf, undf and the dofmap's memref.

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_field*2, gh_real, gh_read, "w3">] {module = "k_mod"}
func.func @mixed(%f: !psy.field<f64, "w0">, %v: !psy.field_vector<f64, "w3", 2>, %c: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%f, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  psy.loop cells to ncells field(%f : !psy.field<f64, "w0">) {
    psy.kernel @k_type(%f, %v) : !psy.field<f64, "w0">, !psy.field_vector<f64, "w3", 2>
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%f, %f) : (!psy.field<f64, "w0">, !psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
// f, then the two components of v:
// c, nlayers, ncells, ndf_w0, undf_w0, map_w0, ndf_w3, undf_w3, map_w3:
