func.func @inc_X_powreal_a_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_X_powreal_a' argument 'a' must be a scalar, got '!psy.field<f64, "any_space_1">'}}
    psy.builtin "inc_X_powreal_a"(%a0, %a1) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
