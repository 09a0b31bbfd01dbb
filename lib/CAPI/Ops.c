/* psy ops: builders and attribute getters. Ops are created detached; the caller inserts them.
 * Names and attribute keys match dialect/psy.irdl.mlir. */
#include "psy-c/Dialect.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

static int refEq(MlirStringRef a, const char *b) {
  return a.length == strlen(b) && strncmp(a.data, b, a.length) == 0;
}

static MlirNamedAttribute named(MlirContext ctx, const char *key, MlirAttribute value) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref(key)), value);
}

static MlirAttribute strAttr(MlirContext ctx, const char *s) {
  return mlirStringAttrGet(ctx, ref(s));
}

static MlirAttribute i64Attr(MlirContext ctx, int64_t v) {
  return mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), v);
}

/* ---- Common ----------------------------------------------------------------------------- */

bool psyOpIsA(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 4 + strlen(name) && strncmp(n.data, "psy.", 4) == 0 &&
         strncmp(n.data + 4, name, n.length - 4) == 0;
}

bool psyOpIsAnInvoke(MlirOperation op) {
  return refEq(mlirIdentifierStr(mlirOperationGetName(op)), "func.func") &&
         !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, ref("psy.invoke")));
}

MlirStringRef psyOpGetStringAttr(MlirOperation op, const char *name) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, ref(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return (MlirStringRef){"", 0};
  return mlirStringAttrGetValue(a);
}

int64_t psyOpGetIntAttr(MlirOperation op, const char *name, int64_t dflt) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, ref(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a))
    return dflt;
  /* Bool attributes are i1 integers: read them unsigned so `true` is 1, not -1. */
  if (mlirIntegerTypeGetWidth(mlirAttributeGetType(a)) == 1)
    return (int64_t)mlirIntegerAttrGetValueUInt(a);
  return mlirIntegerAttrGetValueInt(a);
}

/* ---- psy.arg ---------------------------------------------------------------------------- */

MlirOperation psyArgOpCreate(MlirLocation loc, MlirValue value) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(ref("psy.arg"), loc);
  MlirType box = psyArgumentTypeGet(ctx);
  mlirOperationStateAddOperands(&st, 1, &value);
  mlirOperationStateAddResults(&st, 1, &box);
  return mlirOperationCreate(&st);
}

MlirValue psyArgumentGetValue(MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return v;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!psyOpIsA(def, "arg") || mlirOperationGetNumOperands(def) != 1)
    return v;
  return mlirOperationGetOperand(def, 0);
}

/* ---- Iteration spaces ------------------------------------------------------------------- */

static const char *const kIterations[] = {"cells", "dofs", "domain"};
static const char *const kUpperBounds[] = {"ncells",   "cell_halo", "ndofs", "nannexed",
                                           "dof_halo", "domain"};

const char *psyIterationName(PsyIteration it) {
  return it < PSY_ITER_UNKNOWN ? kIterations[it] : "unknown";
}

PsyIteration psyIterationFromName(MlirStringRef s) {
  for (int i = 0; i < PSY_ITER_UNKNOWN; ++i)
    if (refEq(s, kIterations[i]))
      return (PsyIteration)i;
  return PSY_ITER_UNKNOWN;
}

const char *psyUpperBoundName(PsyUpperBound ub) {
  return ub < PSY_UB_UNKNOWN ? kUpperBounds[ub] : "unknown";
}

PsyUpperBound psyUpperBoundFromName(MlirStringRef s) {
  for (int i = 0; i < PSY_UB_UNKNOWN; ++i)
    if (refEq(s, kUpperBounds[i]))
      return (PsyUpperBound)i;
  return PSY_UB_UNKNOWN;
}

/* ---- Loops: psy.kernel and psy.builtin -------------------------------------------------- */

static void addLoopAttrs(MlirOperationState *st, MlirContext ctx, PsyIteration it,
                         PsyUpperBound ub) {
  MlirNamedAttribute attrs[] = {
      named(ctx, "iteration", strAttr(ctx, psyIterationName(it))),
      named(ctx, "upper_bound", strAttr(ctx, psyUpperBoundName(ub))),
  };
  mlirOperationStateAddAttributes(st, 2, attrs);
}

MlirOperation psyBuiltinOpCreate(MlirLocation loc, MlirStringRef name, intptr_t nargs,
                                 const MlirValue *args, PsyUpperBound ub, MlirType resultType) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(ref("psy.builtin"), loc);
  mlirOperationStateAddOperands(&st, nargs, args);
  if (!mlirTypeIsNull(resultType))
    mlirOperationStateAddResults(&st, 1, &resultType);
  MlirNamedAttribute n = named(ctx, "name", mlirStringAttrGet(ctx, name));
  mlirOperationStateAddAttributes(&st, 1, &n);
  addLoopAttrs(&st, ctx, PSY_ITER_DOFS, ub);
  return mlirOperationCreate(&st);
}

MlirStringRef psyBuiltinOpGetName(MlirOperation op) { return psyOpGetStringAttr(op, "name"); }

MlirOperation psyKernelOpCreate(MlirLocation loc, MlirStringRef metaSymbol, intptr_t nargs,
                                const MlirValue *args, PsyIteration it, PsyUpperBound ub) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(ref("psy.kernel"), loc);
  mlirOperationStateAddOperands(&st, nargs, args);
  MlirNamedAttribute k = named(ctx, "kernel", mlirFlatSymbolRefAttrGet(ctx, metaSymbol));
  mlirOperationStateAddAttributes(&st, 1, &k);
  addLoopAttrs(&st, ctx, it, ub);
  return mlirOperationCreate(&st);
}

MlirStringRef psyKernelOpGetMetaName(MlirOperation op) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, ref("kernel"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAFlatSymbolRef(a))
    return (MlirStringRef){"", 0};
  return mlirFlatSymbolRefAttrGetValue(a);
}

PsyIteration psyLoopOpGetIteration(MlirOperation op) {
  return psyIterationFromName(psyOpGetStringAttr(op, "iteration"));
}

PsyUpperBound psyLoopOpGetUpperBound(MlirOperation op) {
  return psyUpperBoundFromName(psyOpGetStringAttr(op, "upper_bound"));
}

int64_t psyLoopOpGetDepth(MlirOperation op) { return psyOpGetIntAttr(op, "depth", 0); }

void psyLoopOpSetUpperBound(MlirOperation op, PsyUpperBound ub, int64_t depth) {
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetAttributeByName(op, ref("upper_bound"), strAttr(ctx, psyUpperBoundName(ub)));
  if (ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO)
    mlirOperationSetAttributeByName(op, ref("depth"), i64Attr(ctx, depth));
  else
    mlirOperationRemoveAttributeByName(op, ref("depth"));
}

/* ---- psy.kernel_meta -------------------------------------------------------------------- */

MlirOperation psyKernelMetaOpCreate(MlirLocation loc, MlirStringRef symName,
                                    MlirStringRef operatesOn, MlirStringRef procedure,
                                    MlirAttribute metaArgs) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(ref("psy.kernel_meta"), loc);
  MlirNamedAttribute attrs[] = {
      named(ctx, "sym_name", mlirStringAttrGet(ctx, symName)),
      named(ctx, "operates_on", mlirStringAttrGet(ctx, operatesOn)),
      named(ctx, "procedure", mlirStringAttrGet(ctx, procedure)),
      named(ctx, "meta_args", metaArgs),
  };
  mlirOperationStateAddAttributes(&st, 4, attrs);
  return mlirOperationCreate(&st);
}

MlirOperation psyKernelMetaLookup(MlirOperation module, MlirStringRef sym) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyOpIsA(op, "kernel_meta"))
      continue;
    MlirStringRef name = psyOpGetStringAttr(op, "sym_name");
    if (name.length == sym.length && strncmp(name.data, sym.data, sym.length) == 0)
      return op;
  }
  return (MlirOperation){NULL};
}

/* ---- Halo exchanges and global sums ----------------------------------------------------- */

static MlirOperation haloCreate(const char *name, MlirLocation loc, MlirValue field,
                                int64_t depth, bool checkDirty, bool withRequest) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(ref(name), loc);
  mlirOperationStateAddOperands(&st, 1, &field);
  if (withRequest) {
    MlirType req = psyHaloRequestTypeGet(ctx);
    mlirOperationStateAddResults(&st, 1, &req);
  }
  MlirNamedAttribute attrs[] = {
      named(ctx, "depth", i64Attr(ctx, depth)),
      named(ctx, "check_dirty", mlirBoolAttrGet(ctx, checkDirty)),
  };
  mlirOperationStateAddAttributes(&st, 2, attrs);
  return mlirOperationCreate(&st);
}

MlirOperation psyHaloExchangeOpCreate(MlirLocation loc, MlirValue field, int64_t depth,
                                      bool checkDirty) {
  return haloCreate("psy.halo_exchange", loc, field, depth, checkDirty, false);
}

MlirOperation psyHaloExchangeStartOpCreate(MlirLocation loc, MlirValue field, int64_t depth,
                                           bool checkDirty) {
  return haloCreate("psy.halo_exchange_start", loc, field, depth, checkDirty, true);
}

MlirOperation psyHaloExchangeEndOpCreate(MlirLocation loc, MlirValue field, MlirValue request) {
  MlirOperationState st = mlirOperationStateGet(ref("psy.halo_exchange_end"), loc);
  MlirValue operands[] = {field, request};
  mlirOperationStateAddOperands(&st, 2, operands);
  return mlirOperationCreate(&st);
}

int64_t psyHaloExchangeOpGetDepth(MlirOperation op) { return psyOpGetIntAttr(op, "depth", 0); }

bool psyHaloExchangeOpGetCheckDirty(MlirOperation op) {
  return psyOpGetIntAttr(op, "check_dirty", 0) != 0;
}

int64_t psyHaloExchangeOpGetComponent(MlirOperation op) {
  return psyOpGetIntAttr(op, "component", 0);
}

static const char *const kReductions[] = {"sum", "min", "max"};

MlirOperation psyGlobalSumOpCreate(MlirLocation loc, MlirValue value, PsyReduction kind) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(ref("psy.global_sum"), loc);
  MlirType t = mlirValueGetType(value);
  mlirOperationStateAddOperands(&st, 1, &value);
  mlirOperationStateAddResults(&st, 1, &t);
  MlirNamedAttribute r = named(ctx, "reduction", strAttr(ctx, kReductions[kind]));
  mlirOperationStateAddAttributes(&st, 1, &r);
  return mlirOperationCreate(&st);
}

PsyReduction psyGlobalSumOpGetReduction(MlirOperation op) {
  MlirStringRef s = psyOpGetStringAttr(op, "reduction");
  for (int i = 0; i < PSY_REDUCE_UNKNOWN; ++i)
    if (refEq(s, kReductions[i]))
      return (PsyReduction)i;
  return PSY_REDUCE_UNKNOWN;
}
