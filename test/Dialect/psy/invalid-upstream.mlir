// Errors MLIR itself raises on psy IR, the same in psy-opt and in stock mlir-opt.
// RUN: psy-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt --irdl-file=%psy_dialect %s -split-input-file -verify-diagnostics

// sym_name makes kernel metadata a symbol: the module's symbol table rejects a second one.
// expected-note@+1 {{see existing symbol definition here}}
"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
// expected-error@+1 {{redefinition of symbol named 'k_type'}}
"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()

// -----

func.func @bad_element(%f: !psy.field<f16, "w1">) {
  // expected-error@-1 {{'f16' does not satisfy the constraint}}
  return
}
