// An evaluator without targets is evaluated at the nodes of the written field's space (W0);
// one array per (space, target) and kind, shared by the two kernels, passed whole.
psy.kernel_meta @eval_type operates_on "cell_column" procedure "eval_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_field, gh_real, gh_read, "w1">] {gh_shape = ["gh_evaluator"], meta_funcs = [{basis = true, diff_basis = true, function_space = "w1"}], module = "eval_mod"}
func.func @evaluator(%y: !psy.field<f64, "w0">, %x: !psy.field<f64, "w1">, %z: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%y : !psy.field<f64, "w0">) {
    psy.kernel @eval_type(%y, %x) : !psy.field<f64, "w0">, !psy.field<f64, "w1">
  }
  psy.loop cells to ncells field(%z : !psy.field<f64, "w0">) {
    psy.kernel @eval_type(%z, %x) : !psy.field<f64, "w0">, !psy.field<f64, "w1">
  }
  return
}
