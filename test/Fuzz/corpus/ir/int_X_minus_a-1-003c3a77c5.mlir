func.func @int_X_minus_a_case(%a0: !psy.field<i32, "any_space_1">, %a1: !psy.field<i32, "any_space_1">, %a2: i32, %a3: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_X_minus_a' expects 3 arguments (Y, X, a), got 4}}
    psy.builtin "int_X_minus_a"(%a0, %a1, %a2, %a3) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, i32, i32) -> ()
  }
  return
}
