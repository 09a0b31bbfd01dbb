// Command-line and pipeline errors: a message, a non-zero exit, no output file.
// RUN: rm -f %t
// RUN: not psy-opt %s --no-such-pass -o %t 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not test -e %t
// RUN: not psy-opt %s --pass-pipeline='builtin.module(func.func(psy-lower-builtins))' 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not psy-opt %s --psy-lower-builtins=colour=true 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not psy-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not psy-opt %t.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not psy-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO

// UNKNOWN: psy-opt: invalid pipeline 'no-such-pass'
// NESTED: psy-opt: 'psy-lower-builtins' runs on builtin.module: put it at the top level of the pipeline
// OPTION: psy-opt: psy-lower-builtins: unknown option 'colour=true'
// PAREN: psy-opt: --pass-pipeline must be 'builtin.module(...)'
// MISSING: does-not-exist: No such file or directory
// TWO: psy-opt: more than one input file

func.func @f() {
  return
}
