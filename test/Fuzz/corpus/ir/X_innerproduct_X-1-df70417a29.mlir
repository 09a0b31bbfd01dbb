func.func @X_innerproduct_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %r = psy.loop dofs to ndofs -> f64 {
    // expected-error@+1 {{builtin 'X_innerproduct_X' expects 1 argument (X), got 2}}
    %p = psy.builtin "X_innerproduct_X"(%a0, %a1) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %r : f64
}
