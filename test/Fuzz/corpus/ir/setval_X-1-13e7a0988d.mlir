func.func @setval_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">, %a2: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_X' expects 2 arguments (Y, X), got 3}}
    psy.builtin "setval_X"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
