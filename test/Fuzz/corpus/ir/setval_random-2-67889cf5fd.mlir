func.func @setval_random_case(%a0: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_random' argument 'X' must be a field, got 'f64'}}
    psy.builtin "setval_random"(%a0) : (f64) -> ()
  }
  return
}
