// psy passes and upstream passes in one pipeline, as flags or as a pipeline string.
// RUN: psy-opt %s --pass-pipeline='builtin.module(psy-verify,canonicalize,psy-verify)' | FileCheck %s
// RUN: psy-opt %s --psy-verify --canonicalize | FileCheck %s
// RUN: psy-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: cat %s | psy-opt - --canonicalize -o %t && FileCheck %s < %t
// RUN: psy-opt %s --psy-verify --canonicalize --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER

// canonicalize folds the constant add; psy ops stay.
// CHECK-LABEL: func.func @fold
// CHECK-NEXT: %[[C:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: return %[[C]] : f64
func.func @fold(%f: !psy.field<f64, "w1">) -> f64 attributes {psy.invoke} {
  %a = arith.constant 1.0 : f64
  %b = arith.constant 2.0 : f64
  %c = arith.addf %a, %b : f64
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  return %c : f64
}

// AFTER: IR Dump After PsyVerify (psy-verify)
// AFTER: IR Dump After PsyVerify (psy-verify)
// AFTER: IR Dump After Canonicalizer (canonicalize)
