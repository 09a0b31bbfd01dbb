// Command-line and pipeline errors: a message, a non-zero exit, no output file.
// RUN: rm -f %t
// RUN: not psy-opt %s --no-such-pass -o %t 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not test -e %t
// RUN: not psy-opt %s --pass-pipeline='builtin.module(func.func(psy-lower-builtins))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not psy-opt %s --psy-lower-builtins=colour=true 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not psy-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not psy-opt %t.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not psy-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO

// UNKNOWN: psy-opt: Unknown command line argument '--no-such-pass'
// NESTED: error: Can't add pass 'PsyLowerBuiltins' restricted to 'builtin.module' on a PassManager intended to run on 'func.func'
// OPTION: error: <Pass-Options-Parser>: no such option colour
// PAREN: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// MISSING: psy-opt: cannot open input file '{{.*}}does-not-exist': No such file or directory
// TWO: psy-opt: Too many positional arguments specified!

func.func @f() {
  return
}
