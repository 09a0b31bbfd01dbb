/* psy-c/Dialect.h: the psy dialect through the C API -- loading it, its types and its ops.
 *
 * Every pass and tool touches psy IR only through these functions. Types are IRDL dynamic
 * types; the LLVM 22 C API cannot read their parameters, so the getters here read them back
 * from the printed type (in one place, lib/CAPI/Types.c). Strings returned as MlirStringRef
 * point into the context (attribute storage) and live as long as it does. */
#ifndef PSY_C_DIALECT_H
#define PSY_C_DIALECT_H

#include <stdbool.h>
#include <stdint.h>
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Context set-up ---------------------------------------------------------------------- */

/* Creates a context with every upstream dialect, pass and LLVM translation registered and the
 * psy dialect loaded. Returns a null context if the embedded dialect fails to load. */
MlirContext psyContextCreate(void);

/* Loads the psy dialect (dialect/psy.irdl.mlir, embedded at build time) into `ctx`. */
MlirLogicalResult psyLoadDialect(MlirContext ctx);

/* The IRDL text of the dialect, as embedded. */
const char *psyDialectSource(void);

/* ---- Types -------------------------------------------------------------------------------- */

/* !psy.field<elt, "space">: elt is f32, f64 or i32. */
MlirType psyFieldTypeGet(MlirContext ctx, MlirType element, MlirStringRef space);
bool psyTypeIsAField(MlirType t);
/* !psy.field_vector<elt, "space", N : i32> */
MlirType psyFieldVectorTypeGet(MlirContext ctx, MlirType element, MlirStringRef space, int32_t dim);
bool psyTypeIsAFieldVector(MlirType t);
/* !psy.operator<elt, "to", "from"> */
MlirType psyOperatorTypeGet(MlirContext ctx, MlirType element, MlirStringRef to, MlirStringRef from);
bool psyTypeIsAnOperator(MlirType t);
/* !psy.qr<"shape"> */
MlirType psyQrTypeGet(MlirContext ctx, MlirStringRef shape);
bool psyTypeIsAQr(MlirType t);
MlirType psyArgumentTypeGet(MlirContext ctx);
bool psyTypeIsAnArgument(MlirType t);
MlirType psyHaloRequestTypeGet(MlirContext ctx);
bool psyTypeIsAHaloRequest(MlirType t);

/* Element type of a field, field vector or operator; null type otherwise. */
MlirType psyTypeGetElementType(MlirType t);
/* Function space of a field or field vector ("to" space of an operator); empty otherwise.
 * The returned string is owned by the context. */
MlirStringRef psyTypeGetSpace(MlirType t);
/* "from" space of an operator; empty otherwise. */
MlirStringRef psyOperatorTypeGetFromSpace(MlirType t);
/* Number of components of a field vector (1 for a field, 0 for anything else). */
int32_t psyTypeGetDim(MlirType t);
/* Shape of a qr type; empty otherwise. */
MlirStringRef psyQrTypeGetShape(MlirType t);

/* ---- Ops: common ------------------------------------------------------------------------- */

/* True if `op` is the psy op named `name` without the "psy." prefix, e.g. "halo_exchange". */
bool psyOpIsA(MlirOperation op, const char *name);
/* True if `op` is a func.func marked psy.invoke. */
bool psyOpIsAnInvoke(MlirOperation op);
/* String attribute `name` of `op`; empty if absent or not a string. */
MlirStringRef psyOpGetStringAttr(MlirOperation op, const char *name);
/* Integer attribute `name` of `op`, or `dflt` if absent. */
int64_t psyOpGetIntAttr(MlirOperation op, const char *name, int64_t dflt);

/* ---- psy.arg ----------------------------------------------------------------------------- */

/* Creates "psy.arg"(value) -> !psy.argument; caller inserts it. */
MlirOperation psyArgOpCreate(MlirLocation loc, MlirValue value);
/* The value behind a !psy.argument (the psy.arg operand); `v` itself when it is not boxed. */
MlirValue psyArgumentGetValue(MlirValue v);

/* ---- psy.kernel and psy.builtin (loops) -------------------------------------------------- */

/* Iteration kinds and upper bounds, as stored in the "iteration" / "upper_bound" attributes. */
typedef enum { PSY_ITER_CELLS, PSY_ITER_DOFS, PSY_ITER_DOMAIN, PSY_ITER_UNKNOWN } PsyIteration;
typedef enum {
  PSY_UB_NCELLS, PSY_UB_CELL_HALO, PSY_UB_NDOFS, PSY_UB_NANNEXED, PSY_UB_DOF_HALO,
  PSY_UB_DOMAIN, PSY_UB_UNKNOWN
} PsyUpperBound;
const char *psyIterationName(PsyIteration it);
PsyIteration psyIterationFromName(MlirStringRef s);
const char *psyUpperBoundName(PsyUpperBound ub);
PsyUpperBound psyUpperBoundFromName(MlirStringRef s);

/* Creates "psy.builtin"(args) {name, iteration = "dofs", upper_bound}; `args` are
 * !psy.argument values; `resultType` is the reduction's scalar type or a null type. */
MlirOperation psyBuiltinOpCreate(MlirLocation loc, MlirStringRef name, intptr_t nargs,
                                 const MlirValue *args, PsyUpperBound ub, MlirType resultType);
MlirStringRef psyBuiltinOpGetName(MlirOperation op);

/* Creates "psy.kernel"(args) {kernel = @meta, iteration, upper_bound}. */
MlirOperation psyKernelOpCreate(MlirLocation loc, MlirStringRef metaSymbol, intptr_t nargs,
                                const MlirValue *args, PsyIteration it, PsyUpperBound ub);
/* Symbol name of the psy.kernel_meta a psy.kernel names. */
MlirStringRef psyKernelOpGetMetaName(MlirOperation op);

/* For psy.kernel and psy.builtin. The optional "depth" attribute goes with cell_halo and
 * dof_halo bounds (0 when absent). */
PsyIteration psyLoopOpGetIteration(MlirOperation op);
PsyUpperBound psyLoopOpGetUpperBound(MlirOperation op);
int64_t psyLoopOpGetDepth(MlirOperation op);
void psyLoopOpSetUpperBound(MlirOperation op, PsyUpperBound ub, int64_t depth);

/* ---- psy.kernel_meta --------------------------------------------------------------------- */

/* Creates the module-level metadata symbol. `metaArgs` is an array attribute of dictionaries
 * (see docs/dialect.md for their keys). */
MlirOperation psyKernelMetaOpCreate(MlirLocation loc, MlirStringRef symName,
                                    MlirStringRef operatesOn, MlirStringRef procedure,
                                    MlirAttribute metaArgs);
/* Finds the psy.kernel_meta named `sym` among the ops of `module`; null op if none. */
MlirOperation psyKernelMetaLookup(MlirOperation module, MlirStringRef sym);

/* ---- Halo exchanges and global sums ------------------------------------------------------ */

/* Creates "psy.halo_exchange"(field) {depth, check_dirty}. */
MlirOperation psyHaloExchangeOpCreate(MlirLocation loc, MlirValue field, int64_t depth,
                                      bool checkDirty);
int64_t psyHaloExchangeOpGetDepth(MlirOperation op);
bool psyHaloExchangeOpGetCheckDirty(MlirOperation op);
/* Optional "component" (1-based) of a field vector; 0 when the exchange covers a field. */
int64_t psyHaloExchangeOpGetComponent(MlirOperation op);

MlirOperation psyHaloExchangeStartOpCreate(MlirLocation loc, MlirValue field, int64_t depth,
                                           bool checkDirty);
MlirOperation psyHaloExchangeEndOpCreate(MlirLocation loc, MlirValue field, MlirValue request);

typedef enum { PSY_REDUCE_SUM, PSY_REDUCE_MIN, PSY_REDUCE_MAX, PSY_REDUCE_UNKNOWN } PsyReduction;
MlirOperation psyGlobalSumOpCreate(MlirLocation loc, MlirValue value, PsyReduction kind);
PsyReduction psyGlobalSumOpGetReduction(MlirOperation op);

#ifdef __cplusplus
}
#endif
#endif
