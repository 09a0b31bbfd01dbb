func.func @int_inc_X_plus_Y_case(%a0: !psy.field<i32, "any_space_1">, %a1: !psy.field<i32, "any_space_1">, %a2: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_inc_X_plus_Y' expects 2 arguments (X, Y), got 3}}
    psy.builtin "int_inc_X_plus_Y"(%a0, %a1, %a2) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
