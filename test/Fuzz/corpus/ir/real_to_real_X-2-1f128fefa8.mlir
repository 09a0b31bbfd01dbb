func.func @real_to_real_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'real_to_real_X' argument 'X' must be a field, got 'f64'}}
    psy.builtin "real_to_real_X"(%a0, %a1) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}
