func.func @inc_X_powint_n_case(%a0: !psy.field<f64, "any_space_1">, %a1: i32, %a2: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_X_powint_n' expects 2 arguments (X, n), got 3}}
    psy.builtin "inc_X_powint_n"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, i32, i32) -> ()
  }
  return
}
