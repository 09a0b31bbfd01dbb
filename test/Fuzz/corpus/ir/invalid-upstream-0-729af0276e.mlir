// Errors MLIR itself raises on psy IR (symbol tables, type verification at parse time), the
// same in psy-opt and in stock mlir-opt with the dialect plugin.

// psy.kernel_meta is a symbol: the module's symbol table rejects a second one of a name.
// expected-note@+1 {{see existing symbol definition here}}
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args []
// expected-error@+1 {{redefinition of symbol named 'k_type'}}
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args []
