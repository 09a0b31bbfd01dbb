func.func @setval_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_X' argument 'X' must be a field, got 'f64'}}
    psy.builtin "setval_X"(%a0, %a1) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}
