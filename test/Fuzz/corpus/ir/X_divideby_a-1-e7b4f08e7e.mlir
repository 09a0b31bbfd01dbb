func.func @X_divideby_a_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">, %a2: f64, %a3: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'X_divideby_a' expects 3 arguments (Y, X, a), got 4}}
    psy.builtin "X_divideby_a"(%a0, %a1, %a2, %a3) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, f64, f64) -> ()
  }
  return
}
