// psy-lower-builtins, conversions: the only builtins that mix types (fptosi, truncf/extf, sitofp).


func.func @real_to_int_X(%Y: !psy.field<i32, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "real_to_int_X"(%Y, %X) : (!psy.field<i32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @real_to_real_X(%Y: !psy.field<f32, "any_space_1">, %X: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "real_to_real_X"(%Y, %X) : (!psy.field<f32, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}

func.func @int_to_real_X(%Y: !psy.field<f64, "any_space_1">, %X: !psy.field<i32, "any_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "int_to_real_X"(%Y, %X) : (!psy.field<f64, "any_space_1">, !psy.field<i32, "any_space_1">) -> ()
  }
  return
}
