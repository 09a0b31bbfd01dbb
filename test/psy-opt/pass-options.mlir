// Pass options come from the command line and are taken whole: a 300-character value (the
// option table once held 255) reaches the pass untruncated, here as a file name that is
// reported in full. A key given twice takes its last value, as every MLIR pass option does.
// RUN: not psy-opt %s --psy-lower-builtins=precision-config=%t.dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.cfg 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not psy-opt %s '--pass-pipeline=builtin.module(psy-lower-builtins{precision-config=%t.dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.cfg})' 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not psy-opt %s '--psy-lower-builtins=precision-config=a precision-config=b' 2>&1 | FileCheck %s --check-prefix=TWICE

// LONG: error: cannot open precision config '{{.*}}pass-options.mlir.tmp.dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.cfg'
// TWICE: error: cannot open precision config 'b'
// TWICE-NOT: error

func.func @f() {
  return
}
