// Signature rules beyond the per-builtin files: names, precisions, spaces, vector sizes and
// reduction results.
// RUN: psy-opt %s -split-input-file -verify-diagnostics

func.func @unknown(%x: !psy.field<f64, "w0">) attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  // expected-error@+1 {{unknown builtin 'X_plus_everything'}}
  "psy.builtin"(%bx) {name = "X_plus_everything", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument) -> ()
  return
}

// -----

func.func @mixed_scalar(%z: !psy.field<f64, "w0">, %a: f32, %x: !psy.field<f64, "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  %bz = "psy.arg"(%z) : (!psy.field<f64, "w0">) -> !psy.argument
  %ba = "psy.arg"(%a) : (f32) -> !psy.argument
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f64, "w0">) -> !psy.argument
  // expected-error@+1 {{builtin 'aX_plus_Y' mixes precisions: argument 'a' is f32 but argument 'Z' is f64 (only real_to_real_X, real_to_int_X and int_to_real_X convert)}}
  "psy.builtin"(%bz, %ba, %bx, %by) {name = "aX_plus_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @mixed_fields(%z: !psy.field<f64, "w0">, %x: !psy.field<f32, "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  %bz = "psy.arg"(%z) : (!psy.field<f64, "w0">) -> !psy.argument
  %bx = "psy.arg"(%x) : (!psy.field<f32, "w0">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f64, "w0">) -> !psy.argument
  // expected-error@+1 {{builtin 'X_plus_Y' mixes precisions: argument 'X' is f32 but argument 'Z' is f64}}
  "psy.builtin"(%bz, %bx, %by) {name = "X_plus_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  return
}

// -----

// The conversions may mix precisions, and powint takes an integer exponent with real fields.
func.func @allowed(%y: !psy.field<f32, "w0">, %x: !psy.field<f64, "w0">, %n: i32) attributes {psy.invoke} {
  %by = "psy.arg"(%y) : (!psy.field<f32, "w0">) -> !psy.argument
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  %bn = "psy.arg"(%n) : (i32) -> !psy.argument
  "psy.builtin"(%by, %bx) {name = "real_to_real_X", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  "psy.builtin"(%bx, %bn) {name = "inc_X_powint_n", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @spaces(%z: !psy.field<f64, "w0">, %x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  %bz = "psy.arg"(%z) : (!psy.field<f64, "w0">) -> !psy.argument
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w3">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f64, "w0">) -> !psy.argument
  // expected-error@+1 {{builtin 'X_minus_Y' arguments 'Z' and 'X' are on different function spaces ('w0' vs 'w3')}}
  "psy.builtin"(%bz, %bx, %by) {name = "X_minus_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @components(%y: !psy.field_vector<f64, "w2", 3 : i32>, %x: !psy.field<f64, "w2">) attributes {psy.invoke} {
  %by = "psy.arg"(%y) : (!psy.field_vector<f64, "w2", 3 : i32>) -> !psy.argument
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w2">) -> !psy.argument
  // expected-error@+1 {{builtin 'setval_X' arguments 'Y' and 'X' have different numbers of components (3 vs 1)}}
  "psy.builtin"(%by, %bx) {name = "setval_X", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @reduction_type(%x: !psy.field<f64, "w3">) -> f32 attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w3">) -> !psy.argument
  // expected-error@+1 {{builtin 'minval_X' result 's' must have the fields' element type f64, got 'f32'}}
  %s = "psy.builtin"(%bx) {name = "minval_X", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument) -> f32
  return %s : f32
}

// -----

func.func @integer_scalar_type(%x: !psy.field<i32, "w3">, %c: i64) attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<i32, "w3">) -> !psy.argument
  %bc = "psy.arg"(%c) : (i64) -> !psy.argument
  // expected-error@+1 {{builtin 'int_setval_c' mixes precisions: argument 'c' is i64 but argument 'X' is i32}}
  "psy.builtin"(%bx, %bc) {name = "int_setval_c", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  return
}
