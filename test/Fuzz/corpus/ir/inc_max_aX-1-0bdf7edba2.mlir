func.func @inc_max_aX_case(%a0: f64, %a1: !psy.field<f64, "any_space_1">, %a2: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_max_aX' expects 2 arguments (a, X), got 3}}
    psy.builtin "inc_max_aX"(%a0, %a1, %a2) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
