func.func @int_setval_c_case(%a0: !psy.field<i32, "any_space_1">, %a1: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_setval_c' argument 'c' must be a scalar, got '!psy.field<i32, "any_space_1">'}}
    psy.builtin "int_setval_c"(%a0, %a1) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
