/* Distributed-memory ops and loop bounds become calls of the binding's callbacks
 * (psy-c/InvokeAbi.h, psy-c/DmCalls.def): `func.call_indirect` of the DM_CALLBACK argument
 * with the invoke's context pointer, the site's number, the depth and an extra value (the
 * colour of a coloured bound; the start's result for a finish, so that an exchange that
 * `check_dirty` skipped is not finished either), and of the DM_REDUCER argument for a global
 * sum, minimum or maximum. func-to-llvm makes them indirect calls. */
#include "LowerDm.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Support.h"
#include "psy-c/Alloc.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"

static MlirType i32Type(MlirContext ctx) { return mlirIntegerTypeGet(ctx, 32); }

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

PsyDmValues psyLowerDmValues(MlirOperation func) {
  PsyDmValues v = {0};
  MlirAttribute names = mlirOperationGetAttributeByName(func, psyRef("psy.abi"));
  if (mlirAttributeIsNull(names)) return v;
  MlirBlock entry = entryBlock(func);
  intptr_t n = mlirArrayAttrGetNumElements(names), nargs = mlirBlockGetNumArguments(entry);
  static const char *const kNames[4] = {"max_halo_depth", "psy_dm_context", "psy_dm_callback",
                                        "psy_dm_reducer"};
  MlirValue *slots[4] = {&v.maxDepth, &v.context, &v.callback, &v.reducer};
  for (intptr_t i = 0; i < n; ++i) {
    MlirStringRef s = mlirStringAttrGetValue(mlirArrayAttrGetElement(names, i));
    for (int k = 0; k < 4; ++k)
      if (mlirStringRefEqual(s, psyRef(kNames[k])))
        *slots[k] = mlirBlockGetArgument(entry, nargs - n + i);
  }
  return v;
}

MlirValue psyLowerDmDepth(PsyBuilder *b, MlirOperation op, const PsyDmValues *v) {
  MlirType i32 = i32Type(b->ctx);
  MlirValue value = psyHaloDepthGetValue(op);
  if (!mlirValueIsNull(value)) return psyBuildUnary(b, "arith.index_cast", value, i32);
  if (psyHaloDepthIsMax(op))
    return psyBuildBinary(b, "arith.subi", v->maxDepth,
                          psyBuildConstInt(b, i32, psyHaloDepthGetBelowMax(op)));
  return psyBuildConstInt(b, i32, psyHaloDepthGetConstant(op));
}

MlirValue psyLowerDmCall(PsyBuilder *b, const PsyDmValues *v, int site, MlirValue depth,
                         MlirValue extra) {
  MlirType i32 = i32Type(b->ctx);
  /* One constant per statement: the order of an initializer list's side effects is
   * unspecified in C, and the order ops are built in is the order they are printed in. */
  MlirValue siteValue = psyBuildConstInt(b, i32, site);
  if (mlirValueIsNull(depth)) depth = psyBuildConstInt(b, i32, 0);
  if (mlirValueIsNull(extra)) extra = psyBuildConstInt(b, i32, 0);
  MlirValue ops[5] = {v->callback, v->context, siteValue, depth, extra};
  return mlirOperationGetResult(psyBuildOp(b, "func.call_indirect", 5, ops, i32, 0, NULL), 0);
}

MlirValue psyLowerDmBound(PsyBuilder *b, const PsyDmValues *v, MlirOperation loop, int site,
                          MlirValue colour) {
  MlirType i32 = i32Type(b->ctx);
  MlirValue depth = psyOpHasHaloDepth(loop) ? psyLowerDmDepth(b, loop, v) : (MlirValue){NULL};
  MlirValue extra = colour; /* LFRic's colours are 1-based */
  if (!mlirValueIsNull(colour)) {
    MlirValue c = psyBuildUnary(b, "arith.index_cast", colour, i32); /* built before the 1 */
    extra = psyBuildBinary(b, "arith.addi", c, psyBuildConstInt(b, i32, 1));
  }
  MlirValue n = psyLowerDmCall(b, v, site, depth, extra);
  return psyBuildUnary(b, "arith.index_cast", n, mlirIndexTypeGet(b->ctx));
}

/* ==== The runtime ops ======================================================================= */

/* One call per site of a field op: each component of a whole field vector. */
static MlirValue callSites(PsyBuilder *b, const PsyInvokeAbi *abi, const PsyDmValues *v,
                           MlirOperation op, PsyDmCall call, MlirValue depth, MlirValue extra) {
  MlirValue field = mlirOperationGetOperand(op, 0);
  intptr_t arg = mlirBlockArgumentGetArgNumber(field);
  int64_t k = psyOpHasHaloDepth(op) && !psySetCleanOpIsA(op) ? psyHaloExchangeOpGetComponent(op)
                                                              : 0;
  bool vector = psyTypeIsAFieldVector(mlirValueGetType(field));
  int first = vector && k == 0 ? 1 : (int)k, last = vector && k == 0
                                                        ? psyTypeGetDim(mlirValueGetType(field))
                                                        : (int)k;
  MlirValue r = {NULL};
  for (int c = first; c <= last; ++c)
    r = psyLowerDmCall(b, v, psyInvokeAbiFindSite(abi, call, arg, c), depth, extra);
  return r;
}

static void lowerReduction(PsyBuilder *b, const PsyDmValues *v, MlirOperation op) {
  MlirValue x = mlirOperationGetOperand(op, 0);
  MlirType t = mlirValueGetType(x), f64 = mlirF64TypeGet(b->ctx);
  bool wide = mlirTypeEqual(t, f64);
  MlirValue in = wide ? x : mlirTypeIsAFloat(t) ? psyBuildUnary(b, "arith.extf", x, f64)
                                                : psyBuildUnary(b, "arith.sitofp", x, f64);
  MlirValue ops[4] = {v->reducer, v->context,
                      psyBuildConstInt(b, i32Type(b->ctx), psyGlobalReductionOpGetKind(op)), in};
  MlirValue r = mlirOperationGetResult(psyBuildOp(b, "func.call_indirect", 4, ops, f64, 0, NULL), 0);
  MlirValue out = wide ? r : mlirTypeIsAFloat(t) ? psyBuildUnary(b, "arith.truncf", r, t)
                                                 : psyBuildUnary(b, "arith.fptosi", r, t);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), out);
}

/* The exchanges started and not yet finished: the start, its depth and its result. */
typedef struct {
  MlirOperation start;
  MlirValue depth, started;
} Pending;

/* Lowers one runtime op before it; returns whether it was one. */
static bool lowerOp(MlirOperation op, const PsyInvokeAbi *abi, const PsyDmValues *v,
                    Pending *pending, int *npending) {
  PsyBuilder b = psyBuilderBefore(op);
  bool dm = !mlirAttributeIsNull(mlirOperationGetAttributeByName(
      mlirOperationGetParentOperation(op), psyRef("psy.dm")));
  if (psyHaloExchangeOpIsA(op) || psyHaloExchangeStartOpIsA(op)) {
    bool start = psyHaloExchangeStartOpIsA(op);
    MlirValue depth = psyLowerDmDepth(&b, op, v);
    MlirValue r = callSites(&b, abi, v, op, psyDmExchangeCall(op), depth, (MlirValue){NULL});
    if (start) pending[(*npending)++] = (Pending){op, depth, r};
  } else if (psyHaloExchangeEndOpIsA(op)) {
    MlirOperation start = mlirOpResultGetOwner(mlirOperationGetOperand(op, 1));
    for (int i = 0; i < *npending; ++i)
      if (mlirOperationEqual(pending[i].start, start))
        callSites(&b, abi, v, start, PSY_DM_FINISH, pending[i].depth, pending[i].started);
  } else if (psySetDirtyOpIsA(op)) {
    callSites(&b, abi, v, op, PSY_DM_SET_DIRTY, (MlirValue){NULL}, (MlirValue){NULL});
  } else if (psySetCleanOpIsA(op)) {
    callSites(&b, abi, v, op, PSY_DM_SET_CLEAN, psyLowerDmDepth(&b, op, v), (MlirValue){NULL});
  } else if (psyGlobalReductionOpIsA(op) && dm) {
    lowerReduction(&b, v, op);
  } else {
    return false;
  }
  return true;
}

static void markBuiltinLoop(MlirOperation loop, const PsyInvokeAbi *abi, bool dm) {
  PsyDmCall call = psyDmLoopBoundCall(loop, dm);
  MlirValue subject = psyDmLoopSubject(loop);
  if (call == PSY_DM_CALL_COUNT || mlirValueIsNull(subject)) return;
  int comp = psyTypeIsAFieldVector(mlirValueGetType(subject)) ? 1 : 0;
  int site = psyInvokeAbiFindSite(abi, call, mlirBlockArgumentGetArgNumber(subject), comp);
  MlirContext ctx = mlirOperationGetContext(loop);
  mlirOperationSetAttributeByName(loop, psyRef(PSY_DM_BOUND_SITE_ATTR),
                                  mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 32), site));
}

void psyLowerDmOps(MlirOperation func, const PsyInvokeAbi *abi) {
  PsyDmValues v = psyLowerDmValues(func);
  bool dm = !mlirAttributeIsNull(mlirOperationGetAttributeByName(func, psyRef("psy.dm")));
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ++n;
  Pending *pending = psyXcalloc((size_t)n + 1, sizeof *pending);
  int npending = 0;
  MlirOperation *dead = psyXcalloc((size_t)n + 1, sizeof *dead);
  int ndead = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyLoopOpIsA(op)) markBuiltinLoop(op, abi, dm);
    else if (lowerOp(op, abi, &v, pending, &npending)) dead[ndead++] = op;
  }
  for (int i = ndead; i-- > 0;) mlirOperationDestroy(dead[i]); /* ends before their starts */
  free(pending);
  free(dead);
}
