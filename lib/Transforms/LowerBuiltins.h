/* What psy-lower-builtins (LowerBuiltins.c) shares with its effect emitter
 * (LowerBuiltinsEffect.c): the invoke's field arguments once they are memrefs, a builtin's
 * table arguments bound to its operands, and the emission of one dof's effect. */
#ifndef PSY_TRANSFORMS_LOWERBUILTINS_H
#define PSY_TRANSFORMS_LOWERBUILTINS_H

#include "IRBuild.h"
#include "mlir-c/IR.h"
#include "psy-c/BuiltinEffect.h"
#include "psy-c/Builtins.h"

/* A field argument of the lowered invoke: its components are consecutive block arguments
 * starting at `value`'s position (`value` keeps its identity when retyped, so the builtins'
 * operands still find it). */
typedef struct {
  MlirValue value;
  MlirType element;
  int ncomp;
} PsyBuiltinField;

/* Component `k` (0-based) of a field: a memref<?xelt> block argument. */
MlirValue psyBuiltinFieldComponent(const PsyBuiltinField *f, int k);

/* One table argument bound to the op's operand. */
typedef struct {
  const PsyBuiltinArg *meta;
  const PsyBuiltinField *field; /* fields */
  MlirValue scalar;             /* scalars */
} PsyBuiltinBinding;

/* Emits at `b` the effect of builtin `op` (table row `row`, its parsed tree `effect`, its
 * arguments `bind`) for dof `iv` of component `component`: the value of type `target` it
 * assigns (for a reduction, the dof's contribution). Null after an error at `op`. */
MlirValue psyBuiltinEmitEffect(PsyBuilder *b, MlirOperation op, const PsyBuiltin *row,
                               const PsyEffect *effect, const PsyBuiltinBinding *bind,
                               MlirValue iv, int component, MlirType target);

#endif
