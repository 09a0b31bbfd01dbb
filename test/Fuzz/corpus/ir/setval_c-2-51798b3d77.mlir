func.func @setval_c_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_c' argument 'c' must be a scalar, got '!psy.field<f64, "any_space_1">'}}
    psy.builtin "setval_c"(%a0, %a1) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
