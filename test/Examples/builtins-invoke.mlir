// The default example (README command 1 runs it too): one LFRic invoke of six builtins, each
// feeding the next, compiled to an x86-64 object through the LLVM C API, linked with a C driver
// and run on fields of 100000 dofs; the driver checks every field and the reduction against a
// C reference computation and exits non-zero on any difference.
// RUN: psy-opt %s --psy-to-llvm -o %t.mlir
// RUN: psy-translate --target=x86_64 %t.mlir -o %t.o
// RUN: %cc %S/Inputs/builtins-driver.c %t.o -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK: invoke_step on 100000 dofs
// CHECK-COUNT-6: ok
// CHECK: result: PASS

func.func @invoke_step(%x: !psy.field<f64, "any_space_1">, %y: !psy.field<f64, "any_space_1">,
                       %z: !psy.field<f64, "any_space_1">, %w: !psy.field<f64, "any_space_1">,
                       %v: !psy.field<f64, "any_space_1">, %u: !psy.field<f64, "any_space_1">,
                       %a: f64) -> f64 attributes {psy.invoke} {
  %half = arith.constant 0.5 : f64
  %bx = "psy.arg"(%x) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %bz = "psy.arg"(%z) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %bw = "psy.arg"(%w) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %bv = "psy.arg"(%v) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %bu = "psy.arg"(%u) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %ba = "psy.arg"(%a) : (f64) -> !psy.argument
  %bh = "psy.arg"(%half) : (f64) -> !psy.argument
  // w = 0.5
  "psy.builtin"(%bw, %bh) {name = "setval_c", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  // z = x
  "psy.builtin"(%bz, %bx) {name = "setval_X", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  // v = z + w
  "psy.builtin"(%bv, %bz, %bw) {name = "X_plus_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  // y = a*y + v (in place)
  "psy.builtin"(%ba, %by, %bv) {name = "inc_aX_plus_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  // u = a*y
  "psy.builtin"(%bu, %ba, %by) {name = "a_times_X", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument, !psy.argument) -> ()
  // s = sum(u*x)
  %s = "psy.builtin"(%bu, %bx) {name = "X_innerproduct_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> f64
  %g = "psy.global_sum"(%s) {reduction = "sum"} : (f64) -> f64
  return %g : f64
}
