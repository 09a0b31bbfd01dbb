func.func @int_inc_X_minus_a_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32, %a2: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_inc_X_minus_a' expects 2 arguments (X, a), got 3}}
    psy.builtin "int_inc_X_minus_a"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, i32, i32) -> ()
  }
  return
}
