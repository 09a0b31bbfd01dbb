// Signature rules beyond the per-builtin files: names, precisions, spaces, vector sizes and
// reduction results. Reals of different precisions are allowed (mixed-precision.mlir).
// RUN: psy-opt %s -split-input-file -verify-diagnostics

func.func @unknown(%x: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{unknown builtin 'X_plus_everything'}}
    psy.builtin "X_plus_everything"(%x) : (!psy.field<f64, "w0">) -> ()
  }
  return
}

// -----

// A reduction over fields of two precisions is computed in the wider one.
func.func @mixed_reduction(%x: !psy.field<f32, "w0">, %y: !psy.field<f64, "w0">) -> f32 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f32 {
    // expected-error@+1 {{builtin 'X_innerproduct_Y' result 's' must have the fields' element type f64, got 'f32'}}
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f32, "w0">, !psy.field<f64, "w0">) -> f32
    psy.yield %p : f32
  }
  return %s : f32
}

// -----

// The conversions may mix precisions, and powint takes an integer exponent with real fields.
func.func @allowed(%y: !psy.field<f32, "w0">, %x: !psy.field<f64, "w0">, %n: i32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "real_to_real_X"(%y, %x) : (!psy.field<f32, "w0">, !psy.field<f64, "w0">) -> ()
  }
  psy.loop dofs to ndofs {
    psy.builtin "inc_X_powint_n"(%x, %n) : (!psy.field<f64, "w0">, i32) -> ()
  }
  return
}

// -----

func.func @spaces(%z: !psy.field<f64, "w0">, %x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'X_minus_Y' arguments 'Z' and 'X' are on different function spaces ('w0' vs 'w3')}}
    psy.builtin "X_minus_Y"(%z, %x, %y) : (!psy.field<f64, "w0">, !psy.field<f64, "w3">, !psy.field<f64, "w0">) -> ()
  }
  return
}

// -----

func.func @continuous_and_discontinuous(%z: !psy.field<f64, "w0">, %x: !psy.field<f64, "any_discontinuous_space_1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_X' arguments 'Y' and 'X' are on different function spaces ('w0' vs 'any_discontinuous_space_1')}}
    psy.builtin "setval_X"(%z, %x) : (!psy.field<f64, "w0">, !psy.field<f64, "any_discontinuous_space_1">) -> ()
  }
  return
}

// -----

func.func @components(%y: !psy.field_vector<f64, "w2", 3>, %x: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'setval_X' arguments 'Y' and 'X' have different numbers of components (3 vs 1)}}
    psy.builtin "setval_X"(%y, %x) : (!psy.field_vector<f64, "w2", 3>, !psy.field<f64, "w2">) -> ()
  }
  return
}

// -----

func.func @reduction_type(%x: !psy.field<f64, "w3">) -> f32 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f32 {
    // expected-error@+1 {{builtin 'minval_X' result 's' must have the fields' element type f64, got 'f32'}}
    %p = psy.builtin "minval_X"(%x) : (!psy.field<f64, "w3">) -> f32
    psy.yield %p : f32
  }
  return %s : f32
}

// -----

func.func @integer_scalar_type(%x: !psy.field<i32, "w3">, %c: i64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{builtin 'int_setval_c' mixes precisions: argument 'c' is i64 but argument 'X' is i32}}
    psy.builtin "int_setval_c"(%x, %c) : (!psy.field<i32, "w3">, i64) -> ()
  }
  return
}
