// psy-lower-builtins, add builtins (real f64).


func.func @X_plus_Y(%Z: !psy.field<f64, "any_space_1">, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_plus_Y"(%Z, %X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_X_plus_Y(%X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_plus_Y"(%X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @a_plus_X(%Y: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_plus_X"(%Y, %a, %X) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_a_plus_X(%a: f64, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_plus_X"(%a, %X) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @aX_plus_Y(%Z: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_Y"(%Z, %a, %X, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_aX_plus_Y(%a: f64, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_Y"(%a, %X, %Y) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_X_plus_bY(%X: !psy.field<f64, "any_space_1">, %b: f64, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_plus_bY"(%X, %b, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @aX_plus_bY(%Z: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">, %b: f64, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_bY"(%Z, %a, %X, %b, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @inc_aX_plus_bY(%a: f64, %X: !psy.field<f64, "any_space_1">, %b: f64, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_bY"(%a, %X, %b, %Y) : (f64, !psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @aX_plus_aY(%Z: !psy.field<f64, "any_space_1">, %a: f64, %X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_aY"(%Z, %a, %X, %Y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
