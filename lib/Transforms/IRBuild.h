/* Small helpers that build func/scf/arith/math/memref ops through the generic MLIR C API.
 *
 * A PsyBuilder is an insertion point: ops go before `before` in `block`, or at the end of the
 * block when `before` is null. Every helper builds one op, inserts it and returns its result;
 * result types are given explicitly (no inference), so the helpers never fail. Ops are
 * written in their generic form, which is all the C API offers. */
#ifndef PSY_TRANSFORMS_IRBUILD_H
#define PSY_TRANSFORMS_IRBUILD_H

#include <stdint.h>
#include "mlir-c/IR.h"

typedef struct {
  MlirContext ctx;
  MlirLocation loc;
  MlirBlock block;
  MlirOperation before; /* null: append to `block` */
} PsyBuilder;

/* A builder that inserts before `op`, at `op`'s location. */
PsyBuilder psyBuilderBefore(MlirOperation op);
/* A builder that appends to `block`. */
PsyBuilder psyBuilderAtEnd(MlirBlock block, MlirLocation loc);

/* Generic op: `name` with operands, one result type (or a null type for none), attributes. */
MlirOperation psyBuildOp(PsyBuilder *b, const char *name, intptr_t nOperands,
                         const MlirValue *operands, MlirType result, intptr_t nAttrs,
                         const MlirNamedAttribute *attrs);
MlirNamedAttribute psyBuildNamedAttr(MlirContext ctx, const char *name, MlirAttribute attr);

/* ---- arith ---- */
MlirValue psyBuildConstIndex(PsyBuilder *b, int64_t v);
MlirValue psyBuildConstInt(PsyBuilder *b, MlirType type, int64_t v);
MlirValue psyBuildConstFloat(PsyBuilder *b, MlirType type, double v);
/* A binary op whose result has the type of `lhs`, e.g. "arith.addf". */
MlirValue psyBuildBinary(PsyBuilder *b, const char *name, MlirValue lhs, MlirValue rhs);
/* A unary op or cast to `type`, e.g. "arith.negf", "arith.extf". */
MlirValue psyBuildUnary(PsyBuilder *b, const char *name, MlirValue v, MlirType type);

/* arith.cmpi / arith.cmpf predicates, numbered as in the arith dialect. */
enum { PSY_CMPI_SLT = 2, PSY_CMPI_SGE = 5 };
enum { PSY_CMPF_OLT = 4, PSY_CMPF_OGE = 3 };
MlirValue psyBuildCmpI(PsyBuilder *b, int64_t predicate, MlirValue lhs, MlirValue rhs);
MlirValue psyBuildCmpF(PsyBuilder *b, int64_t predicate, MlirValue lhs, MlirValue rhs);
MlirValue psyBuildSelect(PsyBuilder *b, MlirValue cond, MlirValue ifTrue, MlirValue ifFalse);

/* ---- memref ---- */
/* memref<?xelt>: how a field (one component) is passed once lowered. */
MlirType psyBuildMemRef1DType(MlirType element);
MlirValue psyBuildLoad(PsyBuilder *b, MlirValue memref, MlirValue index);
void psyBuildStore(PsyBuilder *b, MlirValue value, MlirValue memref, MlirValue index);
/* memref.dim of the dimension given by the index value `dim`. */
MlirValue psyBuildDim(PsyBuilder *b, MlirValue memref, MlirValue dim);

/* ---- scf ---- */
/* Creates `scf.for %iv = lb to ub step step iter_args(inits)` with an empty body and sets
 * `*body` to append to that body. The caller fills the body and ends it with
 * psyBuildYield(body, ...). Results: one per init. */
MlirOperation psyBuildFor(PsyBuilder *b, MlirValue lb, MlirValue ub, MlirValue step,
                          intptr_t nInits, const MlirValue *inits, PsyBuilder *body);
MlirValue psyBuildForInductionVar(MlirOperation forOp);
MlirValue psyBuildForIterArg(MlirOperation forOp, intptr_t i);
void psyBuildYield(PsyBuilder *b, intptr_t n, const MlirValue *values);

/* ---- the module ---- */
/* Parses `text` (one op, e.g. a declaration) into the body of the module holding `at`, unless
 * a symbol `name` is there already. */
void psyBuildDeclare(MlirOperation at, const char *name, const char *text);

/* ---- llvm memory ---- */
MlirType psyBuildPtrType(MlirContext ctx);
/* `count` (an i64 value) elements of type `elt` on the stack. */
MlirValue psyBuildAlloca(PsyBuilder *b, MlirValue count, MlirType elt);
/* &base[index] (an i64 value), elements of type `elt`. */
MlirValue psyBuildGep(PsyBuilder *b, MlirValue base, MlirValue index, MlirType elt);
MlirValue psyBuildPtrLoad(PsyBuilder *b, MlirValue ptr, MlirType t);
void psyBuildPtrStore(PsyBuilder *b, MlirValue v, MlirValue ptr);

#endif
