// What psy-lower-builtins does not lower (yet) is a located error.

func.func @annexed(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-builtins: upper bound 'nannexed' comes from the DM callback, which psy-lower-kernels adds: run it first}}
  psy.loop dofs to nannexed {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}
