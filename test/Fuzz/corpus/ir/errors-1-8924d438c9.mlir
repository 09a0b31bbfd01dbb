func.func @dof_halo(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-builtins: upper bound 'dof_halo' comes from the DM callback, which psy-lower-kernels adds: run it first}}
  psy.loop dofs to dof_halo(1) {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}
