/* The GOcean schedule's ops through the C API (docs/gocean.md, "The schedule IR"): creating
 * psy.go_loop, psy.go_kernel and psy.go_halo_exchange, and the rules their verifiers call.
 * A loop names its field's grid-point type, its iteration space and its offset with the
 * GOcean tables' strings, so that the IR reads like PSyclone's view; every name is checked
 * here against those tables. A call is checked against its psy.go_kernel_meta. */
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef(name)), a);
}

static MlirAttribute vocabAttr(MlirContext ctx, PsyGoVocab v, int i) {
  return mlirStringAttrGet(ctx, psyRef(psyGoVocabName(v, i)));
}

MlirOperation psyGoLoopOpCreate(MlirLocation loc, bool outer, MlirValue field, int pointType,
                                int iterationSpace, int indexOffset) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirNamedAttribute attrs[] = {
      named(ctx, "loop_type", mlirStringAttrGet(ctx, psyRef(outer ? "outer" : "inner"))),
      named(ctx, "field_space", vocabAttr(ctx, PSY_GO_VOCAB_POINT_TYPE, pointType)),
      named(ctx, "iteration_space", vocabAttr(ctx, PSY_GO_VOCAB_ITERATES_OVER, iterationSpace)),
      named(ctx, "index_offset", vocabAttr(ctx, PSY_GO_VOCAB_INDEX_OFFSET, indexOffset)),
  };
  MlirOperationState st = mlirOperationStateGet(psyRef("psy.go_loop"), loc);
  mlirOperationStateAddOperands(&st, 1, &field);
  mlirOperationStateAddAttributes(&st, (intptr_t)(sizeof attrs / sizeof attrs[0]), attrs);
  MlirRegion body = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(body, mlirBlockCreate(0, NULL, NULL));
  mlirOperationStateAddOwnedRegions(&st, 1, &body);
  return mlirOperationCreate(&st);
}

MlirBlock psyGoLoopOpGetBody(MlirOperation loop) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(loop, 0));
}

bool psyGoLoopOpIsOuter(MlirOperation loop) {
  return mlirStringRefEqual(psyOpGetStringAttr(loop, "loop_type"), psyRef("outer"));
}

MlirOperation psyGoKernelOpCreate(MlirLocation loc, MlirStringRef kernel, intptr_t nargs,
                                  const MlirValue *args, MlirAttribute grid) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirNamedAttribute attrs[2] = {
      named(ctx, "kernel", mlirFlatSymbolRefAttrGet(ctx, kernel)),
      named(ctx, "grid", grid),
  };
  MlirOperationState st = mlirOperationStateGet(psyRef("psy.go_kernel"), loc);
  mlirOperationStateAddOperands(&st, nargs, args);
  mlirOperationStateAddAttributes(&st, mlirAttributeIsNull(grid) ? 1 : 2, attrs);
  return mlirOperationCreate(&st);
}

MlirOperation psyGoHaloExchangeOpCreate(MlirLocation loc, MlirValue field, int64_t depth) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirNamedAttribute attr =
      named(ctx, "depth", mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), depth));
  MlirOperationState st = mlirOperationStateGet(psyRef("psy.go_halo_exchange"), loc);
  mlirOperationStateAddOperands(&st, 1, &field);
  mlirOperationStateAddAttributes(&st, 1, &attr);
  return mlirOperationCreate(&st);
}

/* ---- psy.go_loop's rules ------------------------------------------------------------------ */

/* The table of each string attribute of a loop. */
static const struct {
  const char *attr;
  PsyGoVocab vocab;
} kLoopNames[] = {{"field_space", PSY_GO_VOCAB_POINT_TYPE},
                  {"iteration_space", PSY_GO_VOCAB_ITERATES_OVER},
                  {"index_offset", PSY_GO_VOCAB_INDEX_OFFSET}};

static MlirLogicalResult checkNames(MlirOperation loop) {
  MlirStringRef type = psyOpGetStringAttr(loop, "loop_type");
  if (!mlirStringRefEqual(type, psyRef("outer")) && !mlirStringRefEqual(type, psyRef("inner")))
    return psyOpEmitError(loop, "unknown loop_type '%.*s'; valid: outer, inner",
                          (int)type.length, type.data);
  for (size_t k = 0; k < sizeof kLoopNames / sizeof kLoopNames[0]; ++k) {
    MlirStringRef s = psyOpGetStringAttr(loop, kLoopNames[k].attr);
    if (psyGoVocabLookup(kLoopNames[k].vocab, s.data, s.length) >= 0) continue;
    char list[512];
    psyGoVocabList(kLoopNames[k].vocab, list, sizeof list);
    return psyOpEmitError(loop, "unknown %s '%.*s'; valid: %s", kLoopNames[k].attr,
                          (int)s.length, s.data, list);
  }
  return mlirLogicalResultSuccess();
}

/* The only op of `block`, or a null op when it holds none or several. */
static MlirOperation onlyOp(MlirBlock block) {
  MlirOperation first = mlirBlockGetFirstOperation(block);
  if (mlirOperationIsNull(first) || !mlirOperationIsNull(mlirOperationGetNextInBlock(first)))
    return (MlirOperation){NULL};
  return first;
}

/* An inner loop's parent is the outer loop, and both describe the same iteration. */
static bool sameIteration(MlirOperation a, MlirOperation b) {
  for (size_t k = 0; k < sizeof kLoopNames / sizeof kLoopNames[0]; ++k)
    if (!mlirStringRefEqual(psyOpGetStringAttr(a, kLoopNames[k].attr),
                            psyOpGetStringAttr(b, kLoopNames[k].attr)))
      return false;
  return mlirValueEqual(mlirOperationGetOperand(a, 0), mlirOperationGetOperand(b, 0));
}

MlirLogicalResult psyGoLoopOpVerify(MlirOperation loop) {
  if (mlirLogicalResultIsFailure(checkNames(loop))) return mlirLogicalResultFailure();
  MlirType t = mlirValueGetType(mlirOperationGetOperand(loop, 0));
  if (!mlirTypeIsAMemRef(t) || mlirShapedTypeGetRank(t) != 2)
    return psyOpEmitError(loop, "expects a rank-2 memref field (the field's data)");
  MlirOperation inner = onlyOp(psyGoLoopOpGetBody(loop));
  if (psyGoLoopOpIsOuter(loop)) {
    if (mlirOperationIsNull(inner) || !psyGoLoopOpIsA(inner) || psyGoLoopOpIsOuter(inner))
      return psyOpEmitError(loop, "an outer loop's body must be exactly one inner psy.go_loop");
    if (!sameIteration(loop, inner))
      return psyOpEmitError(loop, "expects its inner loop over the same field and spaces");
    return mlirLogicalResultSuccess();
  }
  MlirOperation parent = mlirOperationGetParentOperation(loop);
  if (mlirOperationIsNull(parent) || !psyGoLoopOpIsA(parent) || !psyGoLoopOpIsOuter(parent))
    return psyOpEmitError(loop, "an inner loop must be the body of an outer psy.go_loop");
  if (mlirOperationIsNull(inner) || !psyGoKernelOpIsA(inner))
    return psyOpEmitError(loop, "an inner loop's body must be exactly one psy.go_kernel");
  return mlirLogicalResultSuccess();
}

/* ---- psy.go_kernel against its metadata --------------------------------------------------- */

/* Whether `t` suits entry `a`: a rank-2 memref for a field, a float for go_r_scalar, an
 * integer for go_i_scalar. */
static bool operandFits(const PsyGoArg *a, MlirType t) {
  if (a->kind == PSY_GO_ARG_FIELD) return mlirTypeIsAMemRef(t) && mlirShapedTypeGetRank(t) == 2;
  bool real = !strcmp(psyGoArgWhatName(a), "go_r_scalar");
  return real ? mlirTypeIsAFloat(t) : mlirTypeIsAInteger(t);
}

static MlirLogicalResult checkOperands(MlirOperation call, const PsyGoKernelMeta *m) {
  int want = 0;
  for (int i = 0; i < m->nargs; ++i) want += m->args[i].kind != PSY_GO_ARG_GRID;
  intptr_t n = mlirOperationGetNumOperands(call);
  if (n != want)
    return psyOpEmitError(call, "expects %d operands for the meta_args of '%s' (grid properties "
                          "excluded), got %d", want, m->name, (int)n);
  for (int i = 0, k = 0; i < m->nargs; ++i) {
    if (m->args[i].kind == PSY_GO_ARG_GRID) continue;
    MlirValue v = mlirOperationGetOperand(call, k);
    if (m->args[i].kind == PSY_GO_ARG_SCALAR && m->args[i].access != PSY_GO_READ &&
        !mlirValueIsABlockArgument(v))
      return psyOpEmitError(call, "operand %d is a %s the kernel updates (meta_args entry %d, "
                            "go_readwrite): expects an argument of the invoke, not a constant",
                            k, psyGoArgWhatName(&m->args[i]), i);
    if (!operandFits(&m->args[i], mlirValueGetType(v)))
      return psyOpEmitError(call, "operand %d is a %s (meta_args entry %d): expects %s", k,
                            psyGoArgWhatName(&m->args[i]), i,
                            m->args[i].kind == PSY_GO_ARG_FIELD ? "a rank-2 memref"
                            : !strcmp(psyGoArgWhatName(&m->args[i]), "go_r_scalar")
                                ? "a float"
                                : "an integer");
    ++k;
  }
  return mlirLogicalResultSuccess();
}

/* The grid dictionary holds exactly the kernel's grid properties, each a string. */
static MlirLogicalResult checkGrid(MlirOperation call, const PsyGoKernelMeta *m) {
  MlirAttribute grid = mlirOperationGetAttributeByName(call, psyRef("grid"));
  int want = 0;
  for (int i = 0; i < m->nargs; ++i) {
    if (m->args[i].kind != PSY_GO_ARG_GRID) continue;
    ++want;
    const char *name = psyGoArgWhatName(&m->args[i]);
    MlirAttribute a = mlirAttributeIsNull(grid) ? grid
                                                : mlirDictionaryAttrGetElementByName(grid, psyRef(name));
    if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
      return psyOpEmitError(call, "expects the grid property '%s' of '%s' in its grid "
                            "dictionary, as a string", name, m->name);
  }
  intptr_t have = mlirAttributeIsNull(grid) ? 0 : mlirDictionaryAttrGetNumElements(grid);
  if (have != want)
    return psyOpEmitError(call, "has %d grid properties; the meta_args of '%s' read %d",
                          (int)have, m->name, want);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyGoKernelOpVerifyMeta(MlirOperation call, MlirOperation meta) {
  PsyGoKernelMeta m;
  bool ok = psyGoKernelMetaFromOp(meta, &m) &&
            mlirLogicalResultIsSuccess(checkOperands(call, &m)) &&
            mlirLogicalResultIsSuccess(checkGrid(call, &m));
  psyGoKernelMetaClear(&m);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

/* ---- scalars a kernel updates ------------------------------------------------------------ */

static MlirOperation kernelOfNest(MlirOperation outer) {
  MlirOperation inner = mlirBlockGetFirstOperation(psyGoLoopOpGetBody(outer));
  if (mlirOperationIsNull(inner) || !psyGoLoopOpIsA(inner)) return (MlirOperation){NULL};
  return mlirBlockGetFirstOperation(psyGoLoopOpGetBody(inner));
}

/* Whether `call`, of kernel `m`, updates block argument `arg` (a go_readwrite scalar). */
static bool updates(MlirOperation call, const PsyGoKernelMeta *m, intptr_t arg) {
  for (int e = 0, k = 0; e < m->nargs; ++e) {
    if (m->args[e].kind == PSY_GO_ARG_GRID) continue;
    MlirValue v = mlirOperationGetOperand(call, k++);
    if (m->args[e].kind == PSY_GO_ARG_SCALAR && m->args[e].access != PSY_GO_READ &&
        mlirValueIsABlockArgument(v) && mlirBlockArgumentGetArgNumber(v) == arg)
      return true;
  }
  return false;
}

MlirOperation psyGoInvokeScalarWriter(MlirOperation func, MlirSymbolTable symbols,
                                      intptr_t arg) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirOperation call = psyGoLoopOpIsA(op) ? kernelOfNest(op) : (MlirOperation){NULL};
    if (mlirOperationIsNull(call)) continue;
    MlirAttribute sym = mlirOperationGetAttributeByName(call, psyRef("kernel"));
    if (mlirAttributeIsNull(sym)) continue;
    MlirOperation meta = mlirSymbolTableLookup(symbols, mlirFlatSymbolRefAttrGetValue(sym));
    PsyGoKernelMeta m;
    if (mlirOperationIsNull(meta) || !psyGoKernelMetaFromOp(meta, &m)) continue;
    bool hit = updates(call, &m, arg);
    psyGoKernelMetaClear(&m);
    if (hit) return call;
  }
  return (MlirOperation){NULL};
}
