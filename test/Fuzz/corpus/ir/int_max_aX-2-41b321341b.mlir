func.func @int_max_aX_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32, %a2: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_max_aX' argument 'X' must be a field, got 'i32'}}
    psy.builtin "int_max_aX"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, i32, i32) -> ()
  }
  return
}
