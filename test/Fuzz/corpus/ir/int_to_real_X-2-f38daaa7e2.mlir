func.func @int_to_real_X_case(%a0: !psy.field<f64, "any_space_1">, %a1: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_to_real_X' argument 'X' must be a field, got 'i32'}}
    psy.builtin "int_to_real_X"(%a0, %a1) : (!psy.field<f64, "any_space_1">, i32) -> ()
  }
  return
}
