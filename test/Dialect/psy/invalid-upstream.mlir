// Errors MLIR itself raises on psy IR (symbol tables, type verification at parse time), the
// same in psy-opt and in stock mlir-opt with the dialect plugin.
// RUN: psy-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt --load-dialect-plugin=%psy_plugin_lib %s -split-input-file -verify-diagnostics

// psy.kernel_meta is a symbol: the module's symbol table rejects a second one of a name.
// expected-note@+1 {{see existing symbol definition here}}
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args []
// expected-error@+1 {{redefinition of symbol named 'k_type'}}
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args []

// -----

func.func @bad_element(%f: !psy.field<f16, "w1">) {
  // expected-error@-1 {{element type must be f32, f64 or i32, got 'f16'}}
  return
}
