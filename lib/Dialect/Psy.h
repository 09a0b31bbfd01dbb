// C++ view of the psy dialect, generated from dialect/*.td. Private to libPsyIR: tools and
// passes use the C API (include/psy-c/Dialect.h).
#ifndef PSY_DIALECT_IR_PSY_H
#define PSY_DIALECT_IR_PSY_H

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

#endif // PSY_DIALECT_IR_PSY_H
