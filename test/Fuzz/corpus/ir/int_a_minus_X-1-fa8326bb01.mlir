func.func @int_a_minus_X_case(%a0: !psy.field<i32, "any_space_1">, %a1: i32, %a2: !psy.field<i32, "any_space_1">, %a3: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_a_minus_X' expects 3 arguments (Y, a, X), got 4}}
    psy.builtin "int_a_minus_X"(%a0, %a1, %a2, %a3) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
