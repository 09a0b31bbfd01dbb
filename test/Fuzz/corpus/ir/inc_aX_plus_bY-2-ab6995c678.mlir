func.func @inc_aX_plus_bY_case(%a0: f64, %a1: !psy.field<f64, "any_space_1">, %a2: f64, %a3: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_aX_plus_bY' argument 'Y' must be a field, got 'f64'}}
    psy.builtin "inc_aX_plus_bY"(%a0, %a1, %a2, %a3) : (f64, !psy.field<f64, "any_space_1">, f64, f64) -> ()
  }
  return
}
