func.func @int_inc_max_aX_case(%a0: i32, %a1: !psy.field<i32, "any_space_1">, %a2: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_inc_max_aX' expects 2 arguments (a, X), got 3}}
    psy.builtin "int_inc_max_aX"(%a0, %a1, %a2) : (i32, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
