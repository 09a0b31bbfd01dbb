// MLIR's --mlir-timing works in psy-opt: the report lists the parser, psy-verify (run first),
// each pass asked for and the output, on stderr, and the IR still goes to stdout.
// RUN: psy-opt %s --psy-dm --mlir-timing -o %t 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t
// With --no-psy-verify the implicit psy-verify is gone from the report.
// RUN: psy-opt %s --no-psy-verify --psy-global-sums --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOVERIFY

// CHECK: Execution time report
// CHECK: Parser
// CHECK: PsyVerify
// CHECK: PsyDmLoopBounds
// CHECK: PsyHaloExchanges
// CHECK: PsyGlobalSums
// CHECK: PsyHaloDirtyMarkers
// CHECK: Output
// CHECK: Total

// NOVERIFY: Execution time report
// NOVERIFY-NOT: PsyVerify
// NOVERIFY: PsyGlobalSums

// OUT: psy.global_reduction sum
func.func @sum(%x: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %r = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  return %r : f64
}
