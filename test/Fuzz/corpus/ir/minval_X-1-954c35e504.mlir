func.func @minval_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %r = psy.loop dofs to ndofs -> f64 {
    // expected-error@+1 {{builtin 'minval_X' expects 1 argument (X), got 2}}
    %p = psy.builtin "minval_X"(%a0, %a1) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %r : f64
}
