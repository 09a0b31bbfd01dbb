func.func @setval_random_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_random' expects 1 argument (X), got 2}}
    psy.builtin "setval_random"(%a0, %a1) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
