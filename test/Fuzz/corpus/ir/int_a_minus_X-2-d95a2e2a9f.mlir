func.func @int_a_minus_X_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32, %a2: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_a_minus_X' argument 'X' must be a field, got 'i32'}}
    psy.builtin "int_a_minus_X"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, i32, i32) -> ()
  }
  return
}
