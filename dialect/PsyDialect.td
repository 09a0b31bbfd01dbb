// The psy dialect: PSyclone's PSy layer (LFRic) as MLIR. An invoke is a func.func marked
// `psy.invoke` whose body is the schedule; kernel metadata lives in module-level
// psy.kernel_meta symbols. docs/dialect.md describes every op with an example.
#ifndef PSY_DIALECT_TD
#define PSY_DIALECT_TD

include "mlir/IR/OpBase.td"

def Psy_Dialect : Dialect {
  let name = "psy";
  let cppNamespace = "::psy";
  let summary = "PSyclone's PSy layer for LFRic: kernels, builtins, loops, halo exchanges";
  let description = [{
    Fields, operators and quadrature rules are values of psy types; scalars are builtin
    types. Loops are regions over cells, dofs, the domain or colours; they hold kernel and
    builtin calls. Halo exchanges, dirty/clean markers and global reductions are explicit
    ops placed by the passes. The vocabulary of LFRic (access modes, function spaces, ...)
    is read from one C table (include/psy-c/Domain.h).
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
}

class Psy_Op<string mnemonic, list<Trait> traits = []> : Op<Psy_Dialect, mnemonic, traits>;

#endif // PSY_DIALECT_TD
