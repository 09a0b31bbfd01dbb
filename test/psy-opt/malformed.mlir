// Twenty-one malformed inputs: each gives an error at its file:line:col and a non-zero exit, and
// psy-opt never crashes (`not` fails on a crash) nor writes a partial output file.
// RUN: psy-opt %s -split-input-file -verify-diagnostics
// RUN: rm -f %t.out
// RUN: not psy-opt %s -split-input-file -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// CHECK-COUNT-21: malformed.mlir:{{[0-9]+}}:{{[0-9]+}}: error:

func.func @syntax(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{expected ')' to end operand list}}
  "psy.halo_exchange"(%f {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @unknown_op(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{unregistered operation 'psy.colour_map' found in dialect ('psy') that does not allow unknown operations}}
  "psy.colour_map"(%f) : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

// expected-error@+1 {{'i64' does not satisfy the constraint}}
func.func @bad_element(%f: !psy.field<i64, "w1">) {
  return
}

// -----

// expected-error@+1 {{expected 2 type arguments, but had 1}}
func.func @missing_space(%f: !psy.field<f64>) {
  return
}

// -----

func.func @missing_depth(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{'psy.halo_exchange' op attribute "depth" is expected but not provided}}
  "psy.halo_exchange"(%f) {check_dirty = true} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @two_fields(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{op expects exactly 1 operands, but got 2}}
  "psy.halo_exchange"(%f, %f) {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @name_not_string(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{expected base attribute 'builtin.string' but got 'builtin.integer'}}
  "psy.builtin"(%0) {name = 7 : i64, iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument) -> ()
  return
}

// -----

func.func @kernel_without_symbol(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op attribute "kernel" is expected but not provided}}
  "psy.kernel"(%0) {iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}

// -----

func.func @undefined_value() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "psy.halo_exchange"(%nowhere) {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @type_mismatch(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: '!psy.field<f64, "w3">' vs '!psy.field<f64, "w1">'}}
  "psy.halo_exchange"(%f) {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w3">) -> ()
  return
}

// -----

func.func @arg_wrong_result(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{expected base type 'psy.argument' but got 'builtin.f64'}}
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> f64
  return
}

// -----

func.func @kernel_operand_unboxed(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{expected base type 'psy.argument' but got 'psy.field'}}
  "psy.builtin"(%f) {name = "setval_c", iteration = "dofs", upper_bound = "ndofs"} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @unknown_builtin(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{unknown builtin 'X_squared'}}
  "psy.builtin"(%0) {name = "X_squared", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument) -> ()
  return
}

// -----

func.func @negative_depth(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op halo depth must be at least 1, got -1}}
  "psy.halo_exchange"(%f) {depth = -1 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @global_sum_no_result(%a: f64) {
  // expected-error@+1 {{op expects exactly 1 results, but got 0}}
  "psy.global_sum"(%a) {reduction = "sum"} : (f64) -> ()
  return
}

// -----

// expected-error@+1 {{expected base attribute 'builtin.integer' but got 'builtin.string'}}
func.func @vector_dim_string(%v: !psy.field_vector<f64, "w1", "three">) {
  return
}

// -----

// expected-error@+1 {{expected 1 type arguments, but had 0}}
func.func @qr_without_shape(%q: !psy.qr) {
  return
}

// -----

// expected-error@+1 {{expected base attribute 'builtin.array' but got 'builtin.string'}}
"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = "gh_field"} : () -> ()

// -----

// expected-error@+1 {{expected '"' in string literal}}
func.func @unterminated_string(%f: !psy.field<f64, "w1>) {
  return
}

// -----

// expected-error@+1 {{expected dynamic type}}
func.func @unknown_type(%m: !psy.mesh<"fine">) {
  return
}

// -----

// expected-error@+1 {{'i32' does not satisfy the constraint}}
func.func @integer_operator(%o: !psy.operator<i32, "w0", "w0">) {
  return
}
