func.func @int_inc_X_minus_Y_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_inc_X_minus_Y' argument 'Y' must be a field, got 'i32'}}
    psy.builtin "int_inc_X_minus_Y"(%a0, %a1) : (!psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}
