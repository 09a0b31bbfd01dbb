// psy-lower-builtins, powers builtins (real f64: math.powf for a real exponent, math.fpowi for an integer one).


func.func @inc_X_powreal_a(%X: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_powreal_a"(%X, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

func.func @inc_X_powint_n(%X: !psy.field<f64, "any_space_1">, %n: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_powint_n"(%X, %n) : (!psy.field<f64, "any_space_1">, i32) -> ()
  }
  return
}
