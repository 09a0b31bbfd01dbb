func.func @inc_X_powint_n_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_X_powint_n' argument 'n' must be a scalar, got '!psy.field<i32, "any_space_1">'}}
    psy.builtin "inc_X_powint_n"(%a0, %a1) : (!psy.field<f64, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
