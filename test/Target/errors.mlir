// psy-translate refuses input that is not yet LLVM dialect (a diagnostic at the module's
// location), and unknown targets, with a message, a non-zero exit and no output file.
// RUN: rm -f %t.o
// RUN: not psy-translate --target=x86_64 %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NOTLLVM
// RUN: not test -e %t.o
// RUN: not psy-translate --target=z80 %s 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not psy-translate %s 2>&1 | FileCheck %s --check-prefix=NOTARGET
// NOTLLVM: errors.mlir:{{[0-9]+}}:{{[0-9]+}}: error: cannot translate to LLVM IR: the module must hold only LLVM-dialect ops (run --psy-to-llvm first)
// TARGET: psy-translate: unknown target 'z80'
// NOTARGET: psy-translate: --target=TARGET is required

func.func @still_psy(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  return
}
