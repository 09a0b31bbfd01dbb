func.func @int_X_minus_a_case(%a0: !psy.field<i32, "any_space_1">, %a1: !psy.field<i32, "any_space_1">, %a2: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_X_minus_a' argument 'a' must be a scalar, got '!psy.field<i32, "any_space_1">'}}
    psy.builtin "int_X_minus_a"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
