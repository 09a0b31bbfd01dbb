func.func @aX_plus_bY_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: !psy.field<f64, "any_space_1">, %a3: f64, %a4: !psy.field<f64, "any_space_1">, %a5: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'aX_plus_bY' expects 5 arguments (Z, a, X, b, Y), got 6}}
    psy.builtin "aX_plus_bY"(%a0, %a1, %a2, %a3, %a4, %a5) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
