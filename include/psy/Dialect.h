// psy/Dialect.h: the C++ view of the psy dialect, generated from dialect/*.td, for libPsyIR's
// C++ glue: the dialect's own files and the pass classes, whose dependent dialects name
// psy::PsyDialect. The .inc files it includes are generated in the build's lib/ folder, so
// only libPsyIR's sources can include it; tools and the passes' C bodies use the C API
// (psy-c/Dialect.h).
#ifndef PSY_DIALECT_H
#define PSY_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "PsyDialect.h.inc"
#include "PsyEnums.h.inc"
#define GET_TYPEDEF_CLASSES
#include "PsyTypes.h.inc"
#define GET_ATTRDEF_CLASSES
#include "PsyAttrs.h.inc"
#include "PsyInterfaces.h.inc"
#define GET_OP_CLASSES
#include "PsyOps.h.inc"

#endif // PSY_DIALECT_H
