// psy-lower-builtins, set builtins (real f64; setval_random is the counter-based generator of docs/builtins.md).


func.func @setval_c(%X: !psy.field<f64, "any_space_1">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%X, %c) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

func.func @setval_X(%Y: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%Y, %X) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @setval_random(%X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_random"(%X) : (!psy.field<f64, "any_space_1">) -> ()
  }
  return
}
