/* psy-c/Dialect.h: the psy dialect through the C API -- its context, types, attributes and ops.
 *
 * The dialect is defined in ODS (the .td files in dialect/); this header is the one way C code reaches it.
 * Ops are created detached (the caller inserts them); strings returned as MlirStringRef point
 * into the context and live as long as it does. Every op's syntax and rules: docs/dialect.md. */
#ifndef PSY_C_DIALECT_H
#define PSY_C_DIALECT_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/IR.h"
#include "psy-c/Domain.h"
#include "psy-c/Export.h"
#include "psy-c/GOcean.h"
#include "psy-c/Kernel.h"

#ifdef __cplusplus
extern "C" {
#endif

/* mlirGetDialectHandle__psy__(): insert or load the dialect like any upstream one. */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Psy, psy);

/* A context with every upstream dialect, pass and LLVM translation registered and the psy
 * dialect loaded. */
PSY_CAPI_EXPORTED MlirContext psyContextCreate(void);

/* ---- Types -------------------------------------------------------------------------------- */
/* The getters check their parameters: an unknown space, a bad element type or shape emits an
 * error diagnostic in `ctx` and returns a null type. */

/* !psy.field<elt, "space">: elt is f32, f64 or i32. */
PSY_CAPI_EXPORTED MlirType psyFieldTypeGet(MlirContext ctx, MlirType element, MlirStringRef space);
PSY_CAPI_EXPORTED bool psyTypeIsAField(MlirType t);
/* !psy.field_vector<elt, "space", N> */
PSY_CAPI_EXPORTED MlirType psyFieldVectorTypeGet(MlirContext ctx, MlirType element,
                                                 MlirStringRef space, int32_t dim);
PSY_CAPI_EXPORTED bool psyTypeIsAFieldVector(MlirType t);
/* !psy.operator<elt, "to", "from"> and !psy.columnwise_operator<elt, "to", "from"> */
PSY_CAPI_EXPORTED MlirType psyOperatorTypeGet(MlirContext ctx, MlirType element, MlirStringRef to,
                                              MlirStringRef from);
PSY_CAPI_EXPORTED bool psyTypeIsAnOperator(MlirType t);
PSY_CAPI_EXPORTED MlirType psyColumnwiseOperatorTypeGet(MlirContext ctx, MlirType element,
                                                        MlirStringRef to, MlirStringRef from);
PSY_CAPI_EXPORTED bool psyTypeIsAColumnwiseOperator(MlirType t);
/* !psy.qr<"gh_quadrature_xyoz"> */
PSY_CAPI_EXPORTED MlirType psyQrTypeGet(MlirContext ctx, MlirStringRef shape);
PSY_CAPI_EXPORTED bool psyTypeIsAQr(MlirType t);
/* !psy.mesh_property<"adjacent_face"> */
PSY_CAPI_EXPORTED MlirType psyMeshPropertyTypeGet(MlirContext ctx, MlirStringRef property);
PSY_CAPI_EXPORTED bool psyTypeIsAMeshProperty(MlirType t);
/* !psy.halo_request */
PSY_CAPI_EXPORTED MlirType psyHaloRequestTypeGet(MlirContext ctx);
PSY_CAPI_EXPORTED bool psyTypeIsAHaloRequest(MlirType t);

/* Element type of a field, field vector or operator; null type otherwise. */
PSY_CAPI_EXPORTED MlirType psyTypeGetElementType(MlirType t);
/* Function space of a field or field vector, "to" space of an operator; empty otherwise. */
PSY_CAPI_EXPORTED MlirStringRef psyTypeGetSpace(MlirType t);
/* "from" space of an operator; empty otherwise. */
PSY_CAPI_EXPORTED MlirStringRef psyOperatorTypeGetFromSpace(MlirType t);
/* Components of a field vector; 1 for a field; 0 for anything else. */
PSY_CAPI_EXPORTED int32_t psyTypeGetDim(MlirType t);
/* Shape of a qr type; empty otherwise. */
PSY_CAPI_EXPORTED MlirStringRef psyQrTypeGetShape(MlirType t);
/* Property of a mesh_property type; empty otherwise. */
PSY_CAPI_EXPORTED MlirStringRef psyMeshPropertyTypeGetProperty(MlirType t);

/* ---- #psy.meta_arg: one arg_type entry of a kernel's meta_args ------------------------------ */

/* The attribute holds the kernel model's PsyKernelMetaArg (psy-c/Kernel.h) less its location
 * and access spelling. The getter copies the strings into the context; the value's strings
 * borrow from the context ("" where absent) and its accessSpelling is the access's canonical
 * name. */
PSY_CAPI_EXPORTED MlirAttribute psyMetaArgAttrGet(MlirContext ctx, const PsyKernelMetaArg *arg);
PSY_CAPI_EXPORTED bool psyAttributeIsAMetaArg(MlirAttribute a);
PSY_CAPI_EXPORTED PsyKernelMetaArg psyMetaArgAttrGetValue(MlirAttribute a);

/* ---- The kernel model from the IR -------------------------------------------------------- */

/* The metadata a psy.kernel_meta op carries, as the kernel model's struct (psy-c/Kernel.h;
 * heap copies, free with psyKernelMetaClear). Locations are unknown. False if an attribute
 * names something the vocabulary does not know (the op's verifier rules that out). */
PSY_CAPI_EXPORTED bool psyKernelMetaFromOp(MlirOperation meta, PsyKernelMeta *out);

/* ---- Ops: common ------------------------------------------------------------------------- */

/* One type test per psy op, generated from the op declarations of dialect/PsyOps.td:
 * psyLoopOpIsA, psyKernelOpIsA, psyHaloExchangeOpIsA, ... (cmake/PsyGenOpIsA.cmake writes
 * them to the build tree's include/psy-c/PsyOpIsA.h.inc). */
#include "psy-c/PsyOpIsA.h.inc"
/* True if `op` is a func.func marked psy.invoke. */
PSY_CAPI_EXPORTED bool psyOpIsAnInvoke(MlirOperation op);
/* String attribute `name` of `op`; empty if absent or not a string. */
PSY_CAPI_EXPORTED MlirStringRef psyOpGetStringAttr(MlirOperation op, const char *name);
/* Integer attribute `name` of `op`, or `dflt` if absent. */
PSY_CAPI_EXPORTED int64_t psyOpGetIntAttr(MlirOperation op, const char *name, int64_t dflt);

/* ---- psy.kernel_meta --------------------------------------------------------------------- */

/* `metaArgs` is an array attribute of #psy.meta_arg. */
PSY_CAPI_EXPORTED MlirOperation psyKernelMetaOpCreate(MlirLocation loc, MlirStringRef symName,
                                                      MlirStringRef operatesOn,
                                                      MlirStringRef procedure,
                                                      MlirAttribute metaArgs);
/* The psy.kernel_meta named `sym` in `module`; null op if none. */
PSY_CAPI_EXPORTED MlirOperation psyKernelMetaLookup(MlirOperation module, MlirStringRef sym);
PSY_CAPI_EXPORTED PsyOperatesOn psyKernelMetaOpGetOperatesOn(MlirOperation meta);
PSY_CAPI_EXPORTED intptr_t psyKernelMetaOpGetNumArgs(MlirOperation meta);
/* Entry `i` of its meta_args (psyMetaArgAttrGetValue). */
PSY_CAPI_EXPORTED PsyKernelMetaArg psyKernelMetaOpGetArg(MlirOperation meta, intptr_t i);
/* Whether meta_args entry `i` (from 0) is in the op's dummy_writes: the metadata only reads
 * it, but the kernel subroutine's dummy may write it. */
PSY_CAPI_EXPORTED bool psyKernelMetaOpDummyWrites(MlirOperation meta, intptr_t i);

/* ---- psy.go_kernel_meta (GOcean 1.0, docs/gocean.md) ------------------------------------ */

/* The op holding `m` (its name, iterates_over, index_offset, procedure and entries). */
PSY_CAPI_EXPORTED MlirOperation psyGoKernelMetaOpCreate(MlirLocation loc,
                                                        const PsyGoKernelMeta *m);
/* Reads the op into `out` (heap strings and entries: psyGoKernelMetaClear frees them; the
 * module is ""); false, after emitting the reason at the op, if it breaks a GOcean rule. */
PSY_CAPI_EXPORTED bool psyGoKernelMetaFromOp(MlirOperation op, PsyGoKernelMeta *out);
/* The op's verifier: every name in the GOcean tables, every entry by psyGoArgCheck. */
PSY_CAPI_EXPORTED MlirLogicalResult psyGoKernelMetaOpVerify(MlirOperation op);

/* ---- the GOcean schedule: psy.go_loop, psy.go_kernel, psy.go_halo_exchange ------------ */

/* A loop of the GOcean nest over `field` (a rank-2 memref): `outer` (j) when `outer`, else
 * `inner` (i); pointType, iterationSpace and indexOffset index the GOcean tables
 * (psy-c/GOcean.h). Its body block is created empty (psyGoLoopOpGetBody). */
PSY_CAPI_EXPORTED MlirOperation psyGoLoopOpCreate(MlirLocation loc, bool outer, MlirValue field,
                                                  int pointType, int iterationSpace,
                                                  int indexOffset);
PSY_CAPI_EXPORTED MlirBlock psyGoLoopOpGetBody(MlirOperation loop);
PSY_CAPI_EXPORTED bool psyGoLoopOpIsOuter(MlirOperation loop);
/* The call of kernel type `kernel` with `args`; `grid` is a dictionary of grid property ->
 * Fortran text, or a null attribute when the kernel reads none. */
PSY_CAPI_EXPORTED MlirOperation psyGoKernelOpCreate(MlirLocation loc, MlirStringRef kernel,
                                                    intptr_t nargs, const MlirValue *args,
                                                    MlirAttribute grid);
PSY_CAPI_EXPORTED MlirOperation psyGoHaloExchangeOpCreate(MlirLocation loc, MlirValue field,
                                                          int64_t depth);
/* The first psy.go_kernel of invoke `func` (a func.func {psy.go_invoke} of psy.go_loop
 * nests) whose metadata, looked up in `symbols`, updates its argument `arg` in place: a
 * go_readwrite scalar. A null op when none does. */
PSY_CAPI_EXPORTED MlirOperation psyGoInvokeScalarWriter(MlirOperation func,
                                                        MlirSymbolTable symbols, intptr_t arg);
/* The verifiers' rules: the loop's names and nest shape; a call against its metadata (count
 * and kind of operands, the grid dictionary's keys). */
PSY_CAPI_EXPORTED MlirLogicalResult psyGoLoopOpVerify(MlirOperation loop);
PSY_CAPI_EXPORTED MlirLogicalResult psyGoKernelOpVerifyMeta(MlirOperation call,
                                                            MlirOperation meta);

/* ---- psy.loop and psy.yield -------------------------------------------------------------- */

/* Symbolic upper bounds (psy-c/DialectEnums.def, as psy.loop's attribute). */
typedef enum {
#define PSY_UPPER_BOUND(Id, name, value) PSY_UB_##Id = value,
#include "psy-c/DialectEnums.def"
} PsyUpperBound;
PSY_CAPI_EXPORTED const char *psyIterationName(PsyIteration it);
PSY_CAPI_EXPORTED const char *psyUpperBoundName(PsyUpperBound ub);

/* A loop with an empty body (ending in psy.yield). `depth` > 0 sets a constant depth; a
 * non-null `depthValue` an SSA one; `field` (may be null) names the field defining the
 * bound; `resultTypes` are its reductions' types. */
PSY_CAPI_EXPORTED MlirOperation psyLoopOpCreate(MlirLocation loc, PsyIteration it,
                                                PsyUpperBound ub, int64_t depth,
                                                MlirValue depthValue, MlirValue field,
                                                intptr_t nresults, const MlirType *resultTypes);
PSY_CAPI_EXPORTED MlirBlock psyLoopOpGetBody(MlirOperation loop);
PSY_CAPI_EXPORTED PsyIteration psyLoopOpGetIteration(MlirOperation loop);
PSY_CAPI_EXPORTED PsyUpperBound psyLoopOpGetUpperBound(MlirOperation loop);
/* The field defining the bound; null when there is none. */
PSY_CAPI_EXPORTED MlirValue psyLoopOpGetField(MlirOperation loop);
/* Sets the bound and a constant depth (0: none); an SSA depth or `max` is dropped. */
PSY_CAPI_EXPORTED void psyLoopOpSetUpperBound(MlirOperation loop, PsyUpperBound ub,
                                              int64_t depth);
/* Sets a halo bound `ub` to the mesh's maximum depth; a constant or SSA depth is dropped. */
PSY_CAPI_EXPORTED void psyLoopOpSetUpperBoundMax(MlirOperation loop, PsyUpperBound ub);
/* Appends `op` to the loop's body, before its psy.yield. */
PSY_CAPI_EXPORTED void psyLoopOpAppend(MlirOperation loop, MlirOperation op);
/* Replaces the body's psy.yield by one yielding `values`. */
PSY_CAPI_EXPORTED void psyLoopOpSetYield(MlirOperation loop, intptr_t n, const MlirValue *values);

/* ---- psy.kernel and psy.builtin (calls inside a loop) ------------------------------------ */

PSY_CAPI_EXPORTED MlirOperation psyKernelOpCreate(MlirLocation loc, MlirStringRef metaSymbol,
                                                  intptr_t nargs, const MlirValue *args);
PSY_CAPI_EXPORTED MlirStringRef psyKernelOpGetMetaName(MlirOperation op);
/* The psy.kernel_meta a psy.kernel names; null op if it is missing. */
PSY_CAPI_EXPORTED MlirOperation psyKernelOpLookupMeta(MlirOperation op);

/* `resultType`: the reduction's scalar type, or a null type. */
PSY_CAPI_EXPORTED MlirOperation psyBuiltinOpCreate(MlirLocation loc, MlirStringRef name,
                                                   intptr_t nargs, const MlirValue *args,
                                                   MlirType resultType);
PSY_CAPI_EXPORTED MlirStringRef psyBuiltinOpGetName(MlirOperation op);

/* The access of operand `i` of a psy.kernel (from its metadata) or psy.builtin (from the
 * builtin table). Unknown metadata gives PSY_ACCESS_READWRITE, the safe answer. Every pass
 * asks this. */
PSY_CAPI_EXPORTED PsyAccess psyCallOpGetOperandAccess(MlirOperation op, intptr_t i);
/* What the op's memory effects say of operand `i`: its access, except that a kernel's read
 * entry whose dummy may write it (psyKernelMetaOpDummyWrites) is a readwrite. The passes
 * follow the metadata (psyCallOpGetOperandAccess), as PSyclone does; MLIR's own transforms
 * see the effects, which promise nothing the kernel breaks. */
PSY_CAPI_EXPORTED PsyAccess psyCallOpGetOperandEffect(MlirOperation op, intptr_t i);

/* What operand `i` of a psy.kernel is (the kernel model's mapping, psy-c/Kernel.h): the data
 * of a meta_args entry, that entry's stencil extent or xory1d direction, or a quadrature
 * rule. Returns the entry (0-based), or -1 for a quadrature rule or unknown metadata. */
PSY_CAPI_EXPORTED intptr_t psyKernelOpGetOperandEntry(MlirOperation op, intptr_t i,
                                                      PsyOperandRole *role);

/* Checks a psy.kernel's operands against its metadata (count, kind, function space, scalar
 * type) and its operates_on against the enclosing loop; emits an error at the op. */
PSY_CAPI_EXPORTED MlirLogicalResult psyKernelOpVerifyMeta(MlirOperation op, MlirOperation meta);

/* ---- Halo exchanges, dirty/clean markers, global reductions ------------------------------- */

/* Halo depths. A psy.loop's halo bound, psy.halo_exchange, psy.halo_exchange_start and
 * psy.set_clean hold a depth the same way (their HaloDepthOpInterface, dialect/PsyInterfaces.td):
 * a constant (at least 1), an `index` value, or the mesh's maximum less `below_max`
 * (`depth(max)`: 0, `depth(max - 1)`: 1). These read and write it whatever the op. */
PSY_CAPI_EXPORTED bool psyOpHasHaloDepth(MlirOperation op);
/* The constant depth; 0 when the depth is a value, the maximum, or absent. */
PSY_CAPI_EXPORTED int64_t psyHaloDepthGetConstant(MlirOperation op);
/* The depth as an index value; null unless it is one. */
PSY_CAPI_EXPORTED MlirValue psyHaloDepthGetValue(MlirOperation op);
/* Whether the depth is the mesh's maximum (less psyHaloDepthGetBelowMax). */
PSY_CAPI_EXPORTED bool psyHaloDepthIsMax(MlirOperation op);
PSY_CAPI_EXPORTED int64_t psyHaloDepthGetBelowMax(MlirOperation op);
/* Makes the depth the constant `depth` (0: none), dropping a value or `max`. */
PSY_CAPI_EXPORTED void psyHaloDepthSetConstant(MlirOperation op, int64_t depth);
/* Makes the depth `max - belowMax` (belowMax >= 0), dropping a constant or value. */
PSY_CAPI_EXPORTED void psyHaloDepthSetMax(MlirOperation op, int64_t belowMax);


/* `component`: 1-based vector component, 0 for a field. `depth` > 0 or a non-null
 * `depthValue`. */
PSY_CAPI_EXPORTED MlirOperation psyHaloExchangeOpCreate(MlirLocation loc, MlirValue field,
                                                        int64_t component, int64_t depth,
                                                        MlirValue depthValue, bool checkDirty);
PSY_CAPI_EXPORTED MlirOperation psyHaloExchangeStartOpCreate(MlirLocation loc, MlirValue field,
                                                             int64_t component, int64_t depth,
                                                             MlirValue depthValue,
                                                             bool checkDirty);
PSY_CAPI_EXPORTED MlirOperation psyHaloExchangeEndOpCreate(MlirLocation loc, MlirValue field,
                                                           MlirValue request);
/* For psy.halo_exchange and psy.halo_exchange_start (their depth: psyHaloDepth* above). */
PSY_CAPI_EXPORTED bool psyHaloExchangeOpGetCheckDirty(MlirOperation op);
PSY_CAPI_EXPORTED int64_t psyHaloExchangeOpGetComponent(MlirOperation op);

PSY_CAPI_EXPORTED MlirOperation psySetDirtyOpCreate(MlirLocation loc, MlirValue field);
PSY_CAPI_EXPORTED MlirOperation psySetCleanOpCreate(MlirLocation loc, MlirValue field,
                                                    int64_t depth, MlirValue depthValue);

PSY_CAPI_EXPORTED MlirOperation psyGlobalReductionOpCreate(MlirLocation loc, MlirValue value,
                                                           PsyReduction kind);
PSY_CAPI_EXPORTED PsyReduction psyGlobalReductionOpGetKind(MlirOperation op);

#ifdef __cplusplus
}
#endif
#endif
