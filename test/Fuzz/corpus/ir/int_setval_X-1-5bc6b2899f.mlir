func.func @int_setval_X_case(%a0: !psy.field<i32, "any_space_1">, %a1: !psy.field<i32, "any_space_1">, %a2: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_setval_X' expects 2 arguments (Y, X), got 3}}
    psy.builtin "int_setval_X"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
