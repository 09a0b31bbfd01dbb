func.func @setval_c_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_c' expects 2 arguments (X, c), got 3}}
    psy.builtin "setval_c"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, f64, f64) -> ()
  }
  return
}
