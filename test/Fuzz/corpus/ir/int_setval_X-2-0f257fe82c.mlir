func.func @int_setval_X_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_setval_X' argument 'X' must be a field, got 'i32'}}
    psy.builtin "int_setval_X"(%a0, %a1) : (!psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}
