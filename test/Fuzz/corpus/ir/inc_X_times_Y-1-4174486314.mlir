func.func @inc_X_times_Y_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">, %a2: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_X_times_Y' expects 2 arguments (X, Y), got 3}}
    psy.builtin "inc_X_times_Y"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
