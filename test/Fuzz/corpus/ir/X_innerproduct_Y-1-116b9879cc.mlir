func.func @X_innerproduct_Y_case(%a0: !psy.field<f64, "any_space_1">, %a1: !psy.field<f64, "any_space_1">, %a2: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %r = psy.loop dofs to ndofs -> f64 {
    // expected-error@+1 {{builtin 'X_innerproduct_Y' expects 2 arguments (X, Y), got 3}}
    %p = psy.builtin "X_innerproduct_Y"(%a0, %a1, %a2) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %r : f64
}
