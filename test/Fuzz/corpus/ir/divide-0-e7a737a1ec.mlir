// psy-lower-builtins, divide builtins (real f64).


func.func @X_divideby_Y(%Z: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_divideby_Y"(%Z, %X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_X_divideby_Y(%X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_divideby_Y"(%X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @X_divideby_a(%Y: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_divideby_a"(%Y, %X, %a) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

func.func @inc_X_divideby_a(%X: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_divideby_a"(%X, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  return
}

func.func @a_divideby_X(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_divideby_X"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_a_divideby_X(%a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_divideby_X"(%a, %X) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
