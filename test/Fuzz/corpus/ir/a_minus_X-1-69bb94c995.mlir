func.func @a_minus_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: !psy.field<f64, "any_space_1">, %a3: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'a_minus_X' expects 3 arguments (Y, a, X), got 4}}
    psy.builtin "a_minus_X"(%a0, %a1, %a2, %a3) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
