// One rule or evaluator per kernel is lowered; a kernel with two gh_shape values not yet.
psy.kernel_meta @two_shapes_type operates_on "cell_column" procedure "qr_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {gh_evaluator_targets = ["w1"], gh_shape = ["gh_quadrature_face", "gh_evaluator"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w1"}], module = "qr_mod"}
func.func @two_shapes(%f: !psy.field<f64, "w1">, %qr: !psy.qr<"gh_quadrature_face">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'two_shapes_type' has 2 gh_shape values ('gh_quadrature_face', 'gh_evaluator', ...), which is not lowered yet (one only)}}
    psy.kernel @two_shapes_type(%f, %qr) : !psy.field<f64, "w1">, !psy.qr<"gh_quadrature_face">
  }
  return
}
