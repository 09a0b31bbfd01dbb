func.func @mixed_fields(%z: !psy.field<f64, "w0">, %x: !psy.field<f32, "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'X_plus_Y' mixes precisions: argument 'X' is f32 but argument 'Z' is f64}}
    psy.builtin "X_plus_Y"(%z, %x, %y) : (!psy.field<f64, "w0">, !psy.field<f32, "w0">, !psy.field<f64, "w0">) -> ()
  }
  return
}
