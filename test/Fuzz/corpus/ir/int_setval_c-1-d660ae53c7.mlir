func.func @int_setval_c_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32, %a2: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_setval_c' expects 2 arguments (X, c), got 3}}
    psy.builtin "int_setval_c"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, i32, i32) -> ()
  }
  return
}
