// psy-lower-builtins, subtract builtins (real f32 (element types follow the fields)).


func.func @X_minus_Y(%Z: !psy.field<f32, "any_space_1">, %X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_minus_Y"(%Z, %X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @inc_X_minus_Y(%X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_minus_Y"(%X, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @a_minus_X(%Y: !psy.field<f32, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_minus_X"(%Y, %a, %X) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @inc_a_minus_X(%a: f32, %X: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_minus_X"(%a, %X) : (f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @X_minus_a(%Y: !psy.field<f32, "any_space_1">, %X: !psy.field<f32, "any_space_1">, %a: f32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_minus_a"(%Y, %X, %a) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">, f32) -> ()
  }
  return
}

func.func @inc_X_minus_a(%X: !psy.field<f32, "any_space_1">, %a: f32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_minus_a"(%X, %a) : (!psy.field<f32, "any_space_1">, f32) -> ()
  }
  return
}

func.func @aX_minus_Y(%Z: !psy.field<f32, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_minus_Y"(%Z, %a, %X, %Y) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @X_minus_bY(%Z: !psy.field<f32, "any_space_1">, %X: !psy.field<f32, "any_space_1">, %b: f32, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "X_minus_bY"(%Z, %X, %b, %Y) : (!psy.field<f32, "any_space_1">, !psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @inc_X_minus_bY(%X: !psy.field<f32, "any_space_1">, %b: f32, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_minus_bY"(%X, %b, %Y) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}

func.func @aX_minus_bY(%Z: !psy.field<f32, "any_space_1">, %a: f32, %X: !psy.field<f32, "any_space_1">, %b: f32, %Y: !psy.field<f32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_minus_bY"(%Z, %a, %X, %b, %Y) : (!psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">, f32, !psy.field<f32, "any_space_1">) -> ()
  }
  return
}
