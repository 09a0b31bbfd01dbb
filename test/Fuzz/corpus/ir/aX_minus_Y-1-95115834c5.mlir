func.func @aX_minus_Y_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: !psy.field<f64, "any_space_1">, %a3: !psy.field<f64, "any_space_1">, %a4: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'aX_minus_Y' expects 4 arguments (Z, a, X, Y), got 5}}
    psy.builtin "aX_minus_Y"(%a0, %a1, %a2, %a3, %a4) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
