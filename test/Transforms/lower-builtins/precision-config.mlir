// psy-lower-builtins{precision-config=FILE} reads the LFRic kind map; a bad file is an error
// at its own file:line:col.
// RUN: psy-opt %s '--pass-pipeline=builtin.module(psy-lower-builtins{precision-config=%S/Inputs/precision-good.cfg})' | FileCheck %s
// RUN: not psy-opt %s '--pass-pipeline=builtin.module(psy-lower-builtins{precision-config=%S/Inputs/precision-bad.cfg})' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not psy-opt %s '--pass-pipeline=builtin.module(psy-lower-builtins{precision-config=%S/Inputs/no-such.cfg})' 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK-LABEL: func.func @f(
// BAD: precision-bad.cfg:3:10: error: precision of 'r_tran' must be f32 or f64, got 'f16'
// MISSING: error: cannot open precision config '{{.*}}no-such.cfg'
func.func @f(%x: !psy.field<f32, "w0">, %c: f32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f32, "w0">, f32) -> ()
  }
  return
}
