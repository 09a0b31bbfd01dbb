// What psy-lower-builtins does not lower (yet) is a located error.
// RUN: psy-opt %s -split-input-file -verify-diagnostics --psy-lower-builtins

func.func @annexed(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  %bc = "psy.arg"(%c) : (f64) -> !psy.argument
  // expected-error@+1 {{psy-lower-builtins: upper bound 'nannexed' needs distributed memory, which is not implemented yet}}
  "psy.builtin"(%bx, %bc) {name = "setval_c", iteration = "dofs", upper_bound = "nannexed"} : (!psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @dof_halo(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  %bc = "psy.arg"(%c) : (f64) -> !psy.argument
  // expected-error@+1 {{psy-lower-builtins: upper bound 'dof_halo' needs distributed memory, which is not implemented yet}}
  "psy.builtin"(%bx, %bc) {name = "setval_c", iteration = "dofs", upper_bound = "dof_halo", depth = 1 : i64} : (!psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @dm_sum(%x: !psy.field<f64, "w0">) -> f64 attributes {psy.invoke, psy.dm} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  %s = "psy.builtin"(%bx) {name = "sum_X", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument) -> f64
  // expected-error@+1 {{distributed-memory global sums need the runtime (not implemented yet)}}
  %g = "psy.global_sum"(%s) {reduction = "sum"} : (f64) -> f64
  return %g : f64
}

// -----

"psy.kernel_meta"() {sym_name = "testkern", operates_on = "cell_column", procedure = "testkern_code", meta_args = []} : () -> ()
func.func @kernel(%x: !psy.field<f64, "w0">) attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "w0">) -> !psy.argument
  // expected-error@+1 {{psy-lower-builtins: coded kernels are lowered by psy-lower-loops (not implemented yet)}}
  "psy.kernel"(%bx) {kernel = @testkern, iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}
