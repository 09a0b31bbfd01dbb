func.func @aX_plus_Y_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: !psy.field<f64, "any_space_1">, %a3: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'aX_plus_Y' argument 'Y' must be a field, got 'f64'}}
    psy.builtin "aX_plus_Y"(%a0, %a1, %a2, %a3) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}
