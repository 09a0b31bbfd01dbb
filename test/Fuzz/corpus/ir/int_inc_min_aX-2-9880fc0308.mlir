func.func @int_inc_min_aX_case(%a0: i32, %a1: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_inc_min_aX' argument 'X' must be a field, got 'i32'}}
    psy.builtin "int_inc_min_aX"(%a0, %a1) : (i32, i32) -> ()
  }
  return
}
