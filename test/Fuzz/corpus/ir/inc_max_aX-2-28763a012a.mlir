func.func @inc_max_aX_case(%a0: f64, %a1: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'inc_max_aX' argument 'X' must be a field, got 'f64'}}
    psy.builtin "inc_max_aX"(%a0, %a1) : (f64, f64) -> ()
  }
  return
}
