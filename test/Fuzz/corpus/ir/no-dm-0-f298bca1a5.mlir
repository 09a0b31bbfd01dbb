// Without distributed memory (option dm=false, or DISTRIBUTED_MEMORY = false in the
// configuration) no halo exchange, global sum, dirty marker or halo bound is ever created.

psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @f(%x: !psy.field<f64, "w1">) -> f64 attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%x) : !psy.field<f64, "w1">
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
