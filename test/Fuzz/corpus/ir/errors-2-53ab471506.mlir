func.func @dm_sum(%x: !psy.field<f64, "w0">) -> f64 attributes {psy.invoke, psy.dm} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  // expected-error@+1 {{psy-lower-builtins: a distributed-memory global reduction calls the binding's reducer, which psy-lower-kernels adds: run it first}}
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}
