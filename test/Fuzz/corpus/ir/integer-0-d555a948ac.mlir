// psy-lower-builtins, integer builtins (i32 fields and scalars: addi/subi/muli/minsi/maxsi; SIGN by selects).


func.func @int_X_plus_Y(%Z: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_plus_Y"(%Z, %X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_X_plus_Y(%X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_plus_Y"(%X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_a_plus_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_a_plus_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_a_plus_X(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_a_plus_X"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_X_minus_Y(%Z: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_minus_Y"(%Z, %X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_X_minus_Y(%X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_minus_Y"(%X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_a_minus_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_a_minus_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_a_minus_X(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_a_minus_X"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_X_minus_a(%Y: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %a: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_minus_a"(%Y, %X, %a) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}

func.func @int_inc_X_minus_a(%X: !psy.field<i32, "any_space_1">, %a: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_minus_a"(%X, %a) : (!psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}

func.func @int_X_times_Y(%Z: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_X_times_Y"(%Z, %X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_X_times_Y(%X: !psy.field<i32, "any_space_1">, %Y: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_X_times_Y"(%X, %Y) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_a_times_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_a_times_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_a_times_X(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_a_times_X"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_setval_c(%X: !psy.field<i32, "any_space_1">, %c: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_setval_c"(%X, %c) : (!psy.field<i32, "any_space_1">, i32) -> ()
  }
  return
}

func.func @int_setval_X(%Y: !psy.field<i32, "any_space_1">, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_setval_X"(%Y, %X) : (!psy.field<i32, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_sign_X(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_sign_X"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_max_aX(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_max_aX"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_max_aX(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_max_aX"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_min_aX(%Y: !psy.field<i32, "any_space_1">, %a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_min_aX"(%Y, %a, %X) : (!psy.field<i32, "any_space_1">, i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}

func.func @int_inc_min_aX(%a: i32, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_inc_min_aX"(%a, %X) : (i32, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
