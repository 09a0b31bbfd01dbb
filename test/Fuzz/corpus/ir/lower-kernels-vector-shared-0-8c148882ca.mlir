// A field vector that builtins and coded kernels both use: psy-lower-kernels reads it through
// one cast to its component memrefs, psy-lower-builtins makes it one memref argument per
// component and the cast's results become those arguments; the kernel gets each component's
// data and the builtin loops over each component.

psy.kernel_meta @vec_type operates_on "cell_column" procedure "vec_code" args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">] {module = "vec_mod"}
func.func @vector_shared(%chi: !psy.field_vector<f64, "w0", 3>, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%chi, %c) : (!psy.field_vector<f64, "w0", 3>, f64) -> ()
  }
  psy.loop cells to ncells field(%chi : !psy.field_vector<f64, "w0", 3>) {
    psy.kernel @vec_type(%chi) : !psy.field_vector<f64, "w0", 3>
  }
  return
}
