func.func @inc_aX_plus_bY_case(%a0: f64, %a1: !psy.field<f64, "any_space_1">, %a2: f64, %a3: !psy.field<f64, "any_space_1">, %a4: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_aX_plus_bY' expects 4 arguments (a, X, b, Y), got 5}}
    psy.builtin "inc_aX_plus_bY"(%a0, %a1, %a2, %a3, %a4) : (f64, !psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
