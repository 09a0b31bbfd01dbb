func.func @inc_aX_times_Y_case(%a0: f64, %a1: !psy.field<f64, "any_space_1">, %a2: !psy.field<f64, "any_space_1">, %a3: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_aX_times_Y' expects 3 arguments (a, X, Y), got 4}}
    psy.builtin "inc_aX_times_Y"(%a0, %a1, %a2, %a3) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
