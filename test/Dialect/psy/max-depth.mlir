// The mesh's maximum halo depth in the syntax: `cell_halo(max)`, `dof_halo(max)`,
// `last_halo_cell(max)` on loops, `depth(max)` and `depth(max - N)` on halo exchanges and
// psy.set_clean (the `below_max` attribute, N). Round trip, then the verifier's refusals.
// RUN: split-file %s %t
// RUN: psy-opt %t/valid.mlir | psy-opt | FileCheck %s
// RUN: psy-opt %t/valid.mlir -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: psy-opt %t/valid.mlir -mlir-print-op-generic | psy-opt | FileCheck %s
// RUN: psy-opt %t/invalid.mlir -split-input-file -verify-diagnostics

//--- valid.mlir
// CHECK-LABEL: func.func @max
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max - 1) : !psy.field<f64, "w1">
// CHECK-NEXT: %[[R:.*]] = psy.halo_exchange_start %arg0 depth(max - 1) check_dirty
// CHECK-NEXT: psy.halo_exchange_end %arg0, %[[R]]
// CHECK-NEXT: psy.loop cells to cell_halo(max) {
// CHECK: psy.loop dofs to dof_halo(max) {
// CHECK: psy.loop colours to ncolours {
// CHECK-NEXT: psy.loop colour_cells to last_halo_cell(max) {
// CHECK: psy.set_clean %arg0 depth(max - 1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.set_clean %arg0 depth(max) : !psy.field<f64, "w1">
// GENERIC: "psy.halo_exchange"(%arg0) <{below_max = 0 : i64, check_dirty}>
// GENERIC: "psy.halo_exchange"(%arg0) <{below_max = 1 : i64}>
// GENERIC: "psy.loop"() <{below_max = 0 : i64, iteration = 0 : i32
func.func @max(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.halo_exchange %f depth(max) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange %f depth(max - 1) : !psy.field<f64, "w1">
  %r = psy.halo_exchange_start %f depth(max - 1) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(max) {
  }
  psy.loop dofs to dof_halo(max) {
  }
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_halo_cell(max) {
    }
  }
  psy.set_clean %f depth(max - 1) : !psy.field<f64, "w1">
  psy.set_clean %f depth(max) : !psy.field<f64, "w1">
  return
}

//--- invalid.mlir
func.func @loop_below_max() attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op a loop runs to the mesh's maximum halo depth, not below it: max - 1}}
  psy.loop cells to cell_halo(max - 1) {
  }
  return
}

// -----

func.func @owned_max() attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op upper bound ncells takes no depth}}
  psy.loop cells to ncells(max) {
  }
  return
}

// -----

func.func @max_and_constant(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op has both the maximum depth and another depth}}
  "psy.halo_exchange"(%f) <{below_max = 0 : i64, depth = 2 : i64}> : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @above_max(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.set_clean' op depth max - N needs N >= 0, got -2}}
  psy.set_clean %f depth(max - -2) : !psy.field<f64, "w1">
  return
}
