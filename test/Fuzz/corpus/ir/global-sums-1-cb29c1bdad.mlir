// A loop without reductions gets none.
func.func @no_reduction(%x: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return
}
