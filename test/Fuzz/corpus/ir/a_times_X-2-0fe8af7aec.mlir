func.func @a_times_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: f64, %a2: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'a_times_X' argument 'X' must be a field, got 'f64'}}
    psy.builtin "a_times_X"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, f64, f64) -> ()
  }
  return
}
