func.func @inc_X_plus_bY_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: !psy.field<f64, "any_space_1">, %a3: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_X_plus_bY' expects 3 arguments (X, b, Y), got 4}}
    psy.builtin "inc_X_plus_bY"(%a0, %a1, %a2, %a3) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
