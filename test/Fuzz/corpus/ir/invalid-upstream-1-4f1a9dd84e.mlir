func.func @bad_element(%f: !psy.field<f16, "w1">) {
  // expected-error@-1 {{element type must be f32, f64 or i32, got 'f16'}}
  return
}
