// psy-dm-loop-bounds: COMPUTE_ANNEXED_DOFS and DISTRIBUTED_MEMORY, from the pass options or
// the configuration file; options win over the file.


// Annexed dofs are computed, except by a reduction (its partial sums would count them twice).

// Without distributed memory: the owned range everywhere, even for a loop given a halo bound,
// and no psy.dm mark.


psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @f(%x: !psy.field<f64, "w1">, %a: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w1">) -> f64
    psy.yield %p : f64
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%x) : !psy.field<f64, "w1">
  }
  return %s : f64
}
