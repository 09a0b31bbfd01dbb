func.func @sum_X_case(%a0: f64) -> f64 attributes {psy.invoke} {
  %r = psy.loop dofs to ndofs -> f64 {
    // expected-error@+1 {{builtin 'sum_X' argument 'X' must be a field, got 'f64'}}
    %p = psy.builtin "sum_X"(%a0) : (f64) -> f64
    psy.yield %p : f64
  }
  return %r : f64
}
