// Twenty-one malformed inputs: each gives an error at its file:line:col and a non-zero exit, and
// psy-opt never crashes (`not` fails on a crash) nor writes a partial output file.
// RUN: psy-opt %s -split-input-file -verify-diagnostics
// RUN: rm -f %t.out
// RUN: not psy-opt %s -split-input-file -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// CHECK-COUNT-21: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error:

func.func @syntax(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{expected ')'}}
  psy.halo_exchange %f depth(1 check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @unknown_op(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{unregistered operation 'psy.colour_map' found in dialect ('psy') that does not allow unknown operations}}
  "psy.colour_map"(%f) : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

// expected-error@+1 {{element type must be f32, f64 or i32, got 'i64'}}
func.func @bad_element(%f: !psy.field<i64, "w1">) {
  return
}

// -----

// expected-error@+1 {{expected ','}}
func.func @missing_space(%f: !psy.field<f64>) {
  return
}

// -----

func.func @missing_depth(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{expected 'depth'}}
  psy.halo_exchange %f check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @two_fields(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{expected ':'}}
  psy.set_dirty %f, %f : !psy.field<f64, "w1">
  return
}

// -----

func.func @name_not_string(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{integer literal not valid for specified type}}
    psy.builtin 7(%f) : (!psy.field<f64, "w1">) -> ()
  }
  return
}

// -----

func.func @kernel_without_symbol(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op requires attribute 'kernel'}}
    "psy.kernel"(%f) : (!psy.field<f64, "w1">) -> ()
  }
  return
}

// -----

func.func @undefined_value() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  psy.halo_exchange %nowhere depth(1) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @type_mismatch(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: '!psy.field<f64, "w3">' vs '!psy.field<f64, "w1">'}}
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w3">
  return
}

// -----

func.func @request_wrong_type(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{'psy.halo_exchange_start' op result #0 must be the handle of an asynchronous halo exchange in flight, but got 'f64'}}
  %0 = "psy.halo_exchange_start"(%f) <{depth = 1 : i64}> : (!psy.field<f64, "w1">) -> f64
  return
}

// -----

func.func @call_operand_not_a_value(%f: !psy.field<f64, "w1">, %r: !psy.halo_request) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{'psy.builtin' op operand #1 must be variadic of psy value or scalar, but got '!psy.halo_request'}}
    psy.builtin "setval_c"(%f, %r) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
  }
  return
}

// -----

func.func @unknown_builtin(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{unknown builtin 'X_squared'}}
    psy.builtin "X_squared"(%f) : (!psy.field<f64, "w1">) -> ()
  }
  return
}

// -----

func.func @negative_depth(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op halo depth must be at least 1, got -1}}
  psy.halo_exchange %f depth(-1) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @global_reduction_no_result(%a: f64) {
  // expected-error@+1 {{'psy.global_reduction' op requires one result}}
  "psy.global_reduction"(%a) <{kind = 0 : i32}> : (f64) -> ()
  return
}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse Psy_FieldVectorType parameter 'dim'}}
func.func @vector_dim_string(%v: !psy.field_vector<f64, "w1", "three">) {
  return
}

// -----

// expected-error@+1 {{expected '<'}}
func.func @qr_without_shape(%q: !psy.qr) {
  return
}

// -----

// expected-error@+1 {{custom op 'psy.kernel_meta' invalid kind of attribute specified}}
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args "gh_field"

// -----

// expected-error@+1 {{expected '"' in string literal}}
func.func @unterminated_string(%f: !psy.field<f64, "w1>) {
  return
}

// -----

// expected-error@+1 {{unknown  type `mesh` in dialect `psy`}}
func.func @unknown_type(%m: !psy.mesh<"fine">) {
  return
}

// -----

// expected-error@+1 {{element type must be f32}}
func.func @integer_operator(%o: !psy.operator<i32, "w0", "w0">) {
  return
}
