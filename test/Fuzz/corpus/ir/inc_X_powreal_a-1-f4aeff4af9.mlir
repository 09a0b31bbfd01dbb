func.func @inc_X_powreal_a_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_X_powreal_a' expects 2 arguments (X, a), got 3}}
    psy.builtin "inc_X_powreal_a"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, f64, f64) -> ()
  }
  return
}
