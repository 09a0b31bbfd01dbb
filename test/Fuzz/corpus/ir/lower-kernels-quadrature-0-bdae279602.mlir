// psy-lower-kernels on face and edge quadrature rules, evaluators, reference-element
// properties and mesh properties: what each kernel needs joins the invoke's arguments (named
// by psy.abi) and reaches the kernel in LFRic's order.

// A face rule leaves the signature; the binding passes np_xyz, nfaces and weights_xyz, and
// the W2 basis on the rule (dim, ndf, np_xyz, nfaces). The kernel gets the basis after the
// W2 map, then np_xyz and nfaces by reference, then the weights.
psy.kernel_meta @face_type operates_on "cell_column" procedure "face_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2">] {gh_shape = ["gh_quadrature_face"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w2"}], module = "face_mod"}
func.func @face(%a: !psy.field<f64, "w3">, %qf: !psy.qr<"gh_quadrature_face">, %u: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @face_type(%a, %u, %qf) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, !psy.qr<"gh_quadrature_face">
  }
  return
}
