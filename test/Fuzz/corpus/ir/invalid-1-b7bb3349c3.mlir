func.func @mixed_scalar(%z: !psy.field<f64, "w0">, %a: f32, %x: !psy.field<f64, "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'aX_plus_Y' mixes precisions: argument 'a' is f32 but argument 'Z' is f64 (only real_to_real_X, real_to_int_X and int_to_real_X convert)}}
    psy.builtin "aX_plus_Y"(%z, %a, %x, %y) : (!psy.field<f64, "w0">, f32, !psy.field<f64, "w0">, !psy.field<f64, "w0">) -> ()
  }
  return
}
