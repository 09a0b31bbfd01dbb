// --verify-diagnostics: every designator form matches; a missing or unexpected diagnostic is
// reported at its place and fails the run.
// RUN: psy-opt %s -split-input-file -verify-diagnostics
// RUN: not psy-opt %S/Inputs/mismatch.mlir -split-input-file -verify-diagnostics 2>&1 | FileCheck %s
// CHECK: mismatch.mlir:5:3: error: unexpected error: 'psy.halo_exchange' op halo depth must be at least 1, got 0
// CHECK: mismatch.mlir:12:{{[0-9]+}}: error: expected error "halo depth must be at least 1" was not produced
// CHECK-NOT: error:

func.func @below(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@below {{halo depth must be at least 1}}
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @minus(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  // expected-error@-1 {{halo depth must be at least 1}}
  return
}

// -----

func.func @above(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  // expected-error@above {{halo depth must be at least 1}}
  return
}

// -----

func.func @plus_two(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+2 {{halo depth must be at least 1}}
  // A line in between.
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @two_on_one_line(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  return
}
// expected-note@+2 {{see existing symbol definition here}}
// expected-error@+2 {{redefinition of symbol named 'dup'}}
func.func @dup() { return }
func.func @dup() { return }
