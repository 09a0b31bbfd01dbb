/* psy-lower-builtins: every psy.builtin becomes the dof loop LFRic's PSy layer would run.
 *
 * Domain rule: a builtin is a loop over the dofs of its fields, 0..ndofs (all dofs without
 * distributed memory), applying the per-dof effect of its row in the builtin table. The
 * lowering is generic: it walks the row's effect tree (grammar in docs/builtins.md; parsed
 * once for the whole table, psy-c/BuiltinEffect.h) and emits arith/math ops typed by
 * the fields' element types, so no builtin has code of its own (LowerBuiltinsEffect.c).
 * Reductions carry their partial result through scf.for iter_args in dof order, so a sum is
 * reproducible run to run.
 *
 * Invoke signatures change: a field argument becomes memref<?xelt>, a field vector of N
 * components becomes N such arguments in component order. Each psy.loop over the owned dofs
 * is checked, then its builtins are lowered in its place and its reductions become the loop's
 * results: one scf.for per component runs every builtin of the loop for each dof in turn
 * when all their fields share one function space and component count (a loop psy-fuse made
 * streams each field once), else each builtin has its own. A loop psy-omp marked becomes
 * an OpenMP parallel loop carrying all its reductions (OmpLoop.h). Without distributed
 * memory a psy.global_reduction is its operand.
 * Coded kernels, halo exchanges and DM bounds are other passes' work and are reported as errors
 * here. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/BuiltinEffect.h"
#include "psy-c/Alloc.h"
#include "IRBuild.h"
#include "LowerBuiltins.h"
#include "LowerDm.h"
#include "OmpLoop.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

/* Errors are located at the op: psyEmitError(opLoc(op), ...) returns failure. */
static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

/* Reductions: the accumulator's start value and how a dof's value joins it. */
static const struct {
  double identity;
  const char *floatOp, *intOp;
} kReductions[PSY_REDUCE_COUNT] = {
    [PSY_REDUCE_SUM] = {0.0, "arith.addf", "arith.addi"},
    [PSY_REDUCE_MIN] = {INFINITY, "arith.minnumf", "arith.minsi"},
    [PSY_REDUCE_MAX] = {-INFINITY, "arith.maxnumf", "arith.maxsi"},
};

/* ==== Fields of the lowered invoke ========================================================= */

typedef PsyBuiltinField FieldEntry;

typedef struct {
  int count, cap;
  FieldEntry *entries;
} FieldMap;

static void fieldMapAdd(FieldMap *m, FieldEntry e) {
  m->entries = psyGrow(m->entries, m->count, &m->cap, sizeof *m->entries);
  m->entries[m->count++] = e;
}

static const FieldEntry *fieldMapFind(const FieldMap *m, MlirValue v) {
  for (int i = 0; i < m->count; ++i)
    if (mlirValueEqual(m->entries[i].value, v))
      return &m->entries[i];
  return NULL;
}

static MlirValue fieldComponent(const FieldEntry *f, int k) { return psyBuiltinFieldComponent(f, k); }

/* ==== One psy.builtin ====================================================================== */

typedef struct {
  MlirOperation op;
  const PsyBuiltin *row;
  const PsyEffect *effect; /* the row's tree, parsed once for the table */
  PsyBuiltinBinding bind[PSY_BUILTIN_MAX_ARGS];
  int target;      /* index of the assigned argument */
  int firstField;  /* index of the first field argument (its size is the loop bound) */
  MlirValue bound; /* under distributed memory: the loop's bound from the DM callback */
  PsyOmpMode omp;     /* psy-omp's mark on the builtin's loop */
  MlirValue identity; /* a reduction's start value */
} Lowering;

/* The builtins of the hoisted loops: each with its loop's DM bound (psy-lower-kernels marked
 * the loops; null without one) and its group, the builtins lowered into one scf.for. */
typedef struct {
  MlirOperation op;
  MlirValue bound;
  int group;
} Hoisted;

typedef struct {
  int n, cap, groups;
  Hoisted *at;
} HoistedList;

static const Hoisted *hoistedOf(const HoistedList *d, MlirOperation op) {
  for (int i = 0; i < d->n; ++i)
    if (mlirOperationEqual(d->at[i].op, op)) return &d->at[i];
  return NULL;
}

/* A builtin's loop runs over the owned dofs: the halo bounds need distributed memory. */
static MlirLogicalResult checkBounds(MlirOperation op) {
  if (psyLoopOpGetIteration(op) != PSY_ITER_DOFS)
    return psyEmitError(opLoc(op), "psy-lower-builtins: a builtin must iterate over 'dofs'");
  PsyUpperBound ub = psyLoopOpGetUpperBound(op);
  bool dmBound = !mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef(PSY_DM_BOUND_SITE_ATTR)));
  if (ub == PSY_UB_NDOFS || (dmBound && (ub == PSY_UB_NANNEXED || ub == PSY_UB_DOF_HALO)))
    return mlirLogicalResultSuccess();
  if (ub == PSY_UB_NANNEXED || ub == PSY_UB_DOF_HALO)
    return psyEmitError(opLoc(op), "psy-lower-builtins: upper bound '%s' comes from the DM "
                        "callback, which psy-lower-kernels adds: run it first",
                        psyUpperBoundName(ub));
  return psyEmitError(opLoc(op), "psy-lower-builtins: a builtin's upper bound must be 'ndofs'");
}

static MlirLogicalResult bindArgs(Lowering *l, const FieldMap *fields) {
  intptr_t operand = 0;
  l->target = l->firstField = -1;
  for (int i = 0; i < l->row->nargs; ++i) {
    PsyBuiltinBinding *bd = &l->bind[i];
    bd->meta = &l->row->args[i];
    if (bd->meta->name == l->effect->target)
      l->target = i;
    if (bd->meta->access == PSY_ACCESS_REDUCTION)
      continue;
    MlirValue v = mlirOperationGetOperand(l->op, operand++);
    if (bd->meta->kind == PSY_ARG_SCALAR) {
      bd->scalar = v;
      continue;
    }
    if (!mlirValueIsABlockArgument(v) || !(bd->field = fieldMapFind(fields, v)))
      return psyEmitError(opLoc(l->op), "psy-lower-builtins: builtin '%s' argument '%c' must be a field "
                                "argument of the invoke", l->row->name, bd->meta->name);
    if (l->firstField < 0)
      l->firstField = i;
  }
  if (l->target < 0 || l->firstField < 0)
    return psyEmitError(opLoc(l->op), "psy-lower-builtins: builtin '%s' has a malformed table row",
                       l->row->name);
  return mlirLogicalResultSuccess();
}

static MlirType targetType(const Lowering *l) {
  const PsyBuiltinBinding *t = &l->bind[l->target];
  if (t->meta->access == PSY_ACCESS_REDUCTION)
    return mlirValueGetType(mlirOperationGetResult(l->op, 0));
  return t->field ? t->field->element : mlirValueGetType(t->scalar);
}

static MlirValue reductionIdentity(PsyBuilder *b, const Lowering *l, MlirType t) {
  double v = kReductions[l->effect->reduce].identity;
  if (mlirTypeIsAFloat(t))
    return psyBuildConstFloat(b, t, v);
  int64_t iv = v == 0.0 ? 0 : (v > 0 ? INT32_MAX : INT32_MIN);
  return psyBuildConstInt(b, t, iv);
}

/* How a dof's value joins reduction `l`'s running value of type `t`. */
static const char *joinOf(const Lowering *l, MlirType t) {
  return mlirTypeIsAFloat(t) ? kReductions[l->effect->reduce].floatOp
                             : kReductions[l->effect->reduce].intOp;
}

/* Adds one dof's value `v` of builtin `l` to the loop body: a store, or the reduction's
 * next partial value (from the running value `acc`), returned. */
static MlirValue emitUpdate(Lowering *l, PsyBuilder *body, MlirValue v, MlirValue iv, int k,
                            MlirValue acc) {
  if (l->effect->reduce < 0) {
    psyBuildStore(body, v, fieldComponent(l->bind[l->target].field, k), iv);
    return (MlirValue){NULL};
  }
  return psyBuildBinary(body, joinOf(l, mlirValueGetType(v)), acc, v);
}

/* Emits each builtin of `ls[0..n)` for the dof `iv` of component `k` into `body`; the
 * reductions' running values are `acc`, their next values go to `next`, in order. */
static MlirLogicalResult emitDof(Lowering *ls, int n, PsyBuilder *body, MlirValue iv, int k,
                                 const MlirValue *acc, MlirValue *next) {
  for (int i = 0, r = 0; i < n; ++i) {
    Lowering *l = &ls[i];
    MlirType target = targetType(l);
    MlirValue v = psyBuiltinEmitEffect(body, l->op, l->row, l->effect, l->bind, iv, k, target);
    if (mlirValueIsNull(v))
      return mlirLogicalResultFailure();
    if (!mlirTypeEqual(mlirValueGetType(v), target))
      return psyEmitError(opLoc(l->op), "psy-lower-builtins: builtin '%s' computes a value of "
                          "another type than its argument '%c'", l->row->name, l->effect->target);
    if (l->effect->reduce >= 0)
      next[r] = emitUpdate(l, body, v, iv, k, acc[r]), ++r;
    else
      emitUpdate(l, body, v, iv, k, (MlirValue){NULL});
  }
  return mlirLogicalResultSuccess();
}

/* The loop over component `k` of the dofs (serial, or OpenMP as psy-omp marked it,
 * OmpLoop.h), running the builtins `ls[0..n)` in order for each dof; `acc` holds the running
 * value of each reduction among them, in order. */
static MlirLogicalResult emitComponentLoop(Lowering *ls, int n, PsyBuilder *outer, int k,
                                           MlirValue *acc, int nacc) {
  MlirValue c0 = psyBuildConstIndex(outer, 0), c1 = psyBuildConstIndex(outer, 1);
  MlirValue ndofs = !mlirValueIsNull(ls[0].bound)
                        ? ls[0].bound
                        : psyBuildDim(outer, fieldComponent(ls[0].bind[ls[0].firstField].field, k), c0);
  PsyOmpReduction *reds = psyXcalloc((size_t)nacc + 1, sizeof *reds);
  for (int i = 0, r = 0; i < n; ++i)
    if (ls[i].effect->reduce >= 0)
      reds[r] = (PsyOmpReduction){joinOf(&ls[i], targetType(&ls[i])), acc[r], ls[i].identity}, ++r;
  PsyOmpLoop loop;
  psyOmpLoopBegin(&loop, outer, ls[0].omp, (MlirValue[3]){c0, ndofs, c1}, nacc, reds);
  free(reds);
  MlirValue *next = psyXcalloc((size_t)nacc + 1, sizeof *next);
  MlirLogicalResult res = emitDof(ls, n, &loop.body, loop.iv, k, loop.acc, next);
  if (mlirLogicalResultIsSuccess(res))
    psyOmpLoopEnd(&loop, next, acc);
  else
    psyOmpLoopDiscard(&loop);
  free(next);
  return res;
}

static MlirLogicalResult prepare(Lowering *l, MlirOperation op, const FieldMap *fields,
                                 MlirValue bound) {
  *l = (Lowering){.op = op, .row = psyBuiltinLookup(psyBuiltinOpGetName(op)), .bound = bound};
  if (!l->row) /* psyBuiltinOpVerify ran first, so this is an internal error */
    return psyEmitError(opLoc(op), "psy-lower-builtins: unknown builtin");
  l->effect = psyBuiltinEffect(l->row);
  const char *why = psyBuiltinEffectError(l->row);
  if (!l->effect)
    return psyEmitError(opLoc(op), "psy-lower-builtins: cannot parse the effect '%s' of builtin '%s': %s",
                       l->row->effect, l->row->name, why);
  if (mlirLogicalResultIsFailure(bindArgs(l, fields)))
    return mlirLogicalResultFailure();
  return psyOmpModeGet(op, &l->omp);
}

/* Lowers the builtins `ops[0..n)` of one psy.loop, which psyLowerLoopIsUniform found to run
 * over one set of dofs: one scf.for per component runs them all, in order, for each dof. A
 * builtin on field vectors applies to each component; a reduction runs on through them, so
 * its dofs are added in order 1..ndofs, component after component, fused or not. */
static MlirLogicalResult lowerGroup(MlirOperation *ops, int n, const FieldMap *fields,
                                    MlirValue bound) {
  Lowering *ls = psyXcalloc((size_t)n, sizeof *ls);
  MlirValue *acc = psyXcalloc((size_t)n, sizeof *acc);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  int nacc = 0;
  for (int i = 0; i < n && mlirLogicalResultIsSuccess(res); ++i)
    res = prepare(&ls[i], ops[i], fields, bound);
  PsyBuilder outer = psyBuilderBefore(ops[0]);
  for (int i = 0; i < n && mlirLogicalResultIsSuccess(res); ++i)
    if (ls[i].effect->reduce >= 0)
      acc[nacc++] = ls[i].identity = reductionIdentity(&outer, &ls[i], targetType(&ls[i]));
  int ncomp = mlirLogicalResultIsSuccess(res) ? ls[0].bind[ls[0].firstField].field->ncomp : 0;
  for (int k = 0; k < ncomp && mlirLogicalResultIsSuccess(res); ++k)
    res = emitComponentLoop(ls, n, &outer, k, acc, nacc);
  for (int i = 0, r = 0; i < n && mlirLogicalResultIsSuccess(res); ++i) {
    if (ls[i].effect->reduce >= 0)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ops[i], 0), acc[r++]);
    mlirOperationDestroy(ops[i]);
  }
  free(ls);
  free(acc);
  return res;
}

/* ==== The invoke's signature =============================================================== */

/* arg_attrs has one entry per argument: repeat a field vector's entry for each component. */
static void expandArgAttrs(MlirOperation func, const int *ncomp, intptr_t nOld) {
  MlirAttribute old = mlirOperationGetAttributeByName(func, psyRef("arg_attrs"));
  if (mlirAttributeIsNull(old) || !mlirAttributeIsAArray(old))
    return;
  intptr_t n = 0;
  for (intptr_t i = 0; i < nOld; ++i)
    n += ncomp[i];
  MlirAttribute *elts = psyXcalloc((size_t)n + 1, sizeof *elts);
  n = 0;
  for (intptr_t i = 0; i < nOld && i < mlirArrayAttrGetNumElements(old); ++i)
    for (int k = 0; k < ncomp[i]; ++k)
      elts[n++] = mlirArrayAttrGetElement(old, i);
  mlirOperationSetAttributeByName(func, psyRef("arg_attrs"),
                                  mlirArrayAttrGet(mlirOperationGetContext(func), n, elts));
  free(elts);
}

static void updateFunctionType(MlirOperation func, MlirBlock entry) {
  MlirAttribute attr = mlirOperationGetAttributeByName(func, psyRef("function_type"));
  MlirType old = mlirTypeAttrGetValue(attr);
  intptr_t nIn = mlirBlockGetNumArguments(entry), nOut = mlirFunctionTypeGetNumResults(old);
  MlirType *types = psyXcalloc((size_t)(nIn + nOut + 1), sizeof *types);
  for (intptr_t i = 0; i < nIn; ++i)
    types[i] = mlirValueGetType(mlirBlockGetArgument(entry, i));
  for (intptr_t i = 0; i < nOut; ++i)
    types[nIn + i] = mlirFunctionTypeGetResult(old, i);
  MlirType fnType = mlirFunctionTypeGet(mlirOperationGetContext(func), nIn, types, nOut,
                                        types + nIn);
  mlirOperationSetAttributeByName(func, psyRef("function_type"), mlirTypeAttrGet(fnType));
  free(types);
}

/* psy-lower-kernels reads a field vector that builtins use too through one cast to its N
 * component memrefs: once the vector is N memref arguments, those are the cast's results. */
static void replaceComponentCasts(MlirBlock entry, intptr_t pos, int ncomp) {
  MlirValue arg = mlirBlockGetArgument(entry, pos);
  for (MlirOpOperand use = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(use);) {
    MlirOperation user = mlirOpOperandGetOwner(use);
    use = mlirOpOperandGetNextUse(use);
    if (!mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(user)),
                            psyRef("builtin.unrealized_conversion_cast")) ||
        mlirOperationGetNumResults(user) != ncomp || ncomp < 2)
      continue;
    for (int k = 0; k < ncomp; ++k)
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(user, k),
                                    mlirBlockGetArgument(entry, pos + k));
    mlirOperationDestroy(user);
  }
}

/* Fields become memref<?xelt>; a field vector of N becomes N memrefs, in component order. */
static void convertSignature(MlirOperation func, MlirBlock entry, FieldMap *fields) {
  intptr_t nOld = mlirBlockGetNumArguments(entry);
  int *ncomp = psyXcalloc((size_t)nOld + 1, sizeof *ncomp);
  intptr_t pos = 0;
  for (intptr_t i = 0; i < nOld; ++i) {
    MlirValue arg = mlirBlockGetArgument(entry, pos);
    MlirType t = mlirValueGetType(arg);
    ncomp[i] = 1;
    if (psyTypeIsAField(t) || psyTypeIsAFieldVector(t)) {
      MlirType memref = psyBuildMemRef1DType(psyTypeGetElementType(t));
      ncomp[i] = psyTypeGetDim(t);
      fieldMapAdd(fields, (FieldEntry){arg, psyTypeGetElementType(t), ncomp[i]});
      mlirValueSetType(arg, memref);
      for (int k = 1; k < ncomp[i]; ++k)
        mlirBlockInsertArgument(entry, pos + k, memref, mlirValueGetLocation(arg));
      replaceComponentCasts(entry, pos, ncomp[i]);
    }
    pos += ncomp[i];
  }
  expandArgAttrs(func, ncomp, nOld);
  updateFunctionType(func, entry);
  free(ncomp);
}

/* ==== The pass ============================================================================= */

/* The psy ops of an invoke body, in order (lowering erases ops, so they are listed first). */
typedef struct {
  int count, cap;
  MlirOperation *ops;
} OpList;

static void opListPush(OpList *l, MlirOperation op) {
  l->ops = psyGrow(l->ops, l->count, &l->cap, sizeof *l->ops);
  l->ops[l->count++] = op;
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static bool isPsyOp(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length > 4 && strncmp(n.data, "psy.", 4) == 0;
}

/* Refuses, before anything changes, a loop this pass does not lower: one that is not over
 * the owned dofs, or that holds anything but builtins. */
static MlirLogicalResult checkLoop(MlirOperation loop) {
  MlirBlock body = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyKernelOpIsA(op))
      return psyEmitError(opLoc(op), "psy-lower-builtins: a loop holding coded kernels "
                                     "is lowered by psy-lower-kernels: run it first");
    if (!psyBuiltinOpIsA(op) && !psyYieldOpIsA(op))
      return psyEmitError(opLoc(op), "psy-lower-builtins: a builtin loop may hold only builtins");
  }
  PsyOmpMode mode;
  if (mlirLogicalResultIsFailure(psyOmpModeGet(loop, &mode)))
    return mlirLogicalResultFailure();
  return checkBounds(loop);
}

/* Whether every field the loop's builtins touch has one function space and component
 * count: they then run over the same dofs and share one scf.for (psy-fuse makes such loops).
 * Asked before the fields become memrefs, whose types no longer say their space. */
static bool isUniform(MlirOperation loop) {
  MlirType first = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
      MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
      if (!psyTypeIsAField(t) && !psyTypeIsAFieldVector(t)) continue;
      if (mlirTypeIsNull(first)) first = t;
      else if (!mlirStringRefEqual(psyTypeGetSpace(t), psyTypeGetSpace(first)) ||
               psyTypeGetDim(t) != psyTypeGetDim(first))
        return false;
    }
  return true;
}

/* Moves a dof loop's builtins in front of it and drops the loop, noting each builtin's
 * bound and group: one group for a uniform loop, one per builtin otherwise. */
static void hoistLoop(MlirOperation func, MlirOperation loop, HoistedList *d) {
  MlirBlock body = psyLoopOpGetBody(loop);
  MlirAttribute site = mlirOperationGetAttributeByName(loop, psyRef(PSY_DM_BOUND_SITE_ATTR));
  MlirValue bound = {NULL};
  if (!mlirAttributeIsNull(site)) {
    PsyDmValues v = psyLowerDmValues(func);
    PsyBuilder b = psyBuilderBefore(loop);
    bound = psyLowerDmBound(&b, &v, loop, (int)mlirIntegerAttrGetValueInt(site), (MlirValue){NULL});
  }
  bool uniform = isUniform(loop);
  MlirAttribute omp = mlirOperationGetAttributeByName(loop, psyRef(PSY_OMP_ATTR));
  MlirOperation yield = mlirBlockGetTerminator(body);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(loop); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(loop, i),
                                  mlirOperationGetOperand(yield, i));
  int group = d->groups++;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationEqual(op, yield);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    d->at = psyGrow(d->at, d->n, &d->cap, sizeof *d->at);
    d->at[d->n++] = (Hoisted){op, bound, uniform ? group : d->groups++};
    /* The lowering reads psy-omp's mark from each builtin, the loop being gone. */
    if (!mlirAttributeIsNull(omp)) mlirOperationSetAttributeByName(op, psyRef(PSY_OMP_ATTR), omp);
    mlirOperationMoveBefore(op, loop);
    op = next;
  }
  mlirOperationDestroy(loop);
}

/* Refuses, before anything changes, what this pass does not lower. */
static MlirLogicalResult checkInvoke(MlirOperation func, const OpList *ops) {
  bool dm = !mlirAttributeIsNull(mlirOperationGetAttributeByName(func, psyRef("psy.dm")));
  for (int i = 0; i < ops->count; ++i) {
    MlirOperation op = ops->ops[i];
    if (psyLoopOpIsA(op)) {
      if (mlirLogicalResultIsFailure(checkLoop(op)))
        return mlirLogicalResultFailure();
    } else if (psyGlobalReductionOpIsA(op)) {
      if (dm)
        return psyEmitError(opLoc(op), "psy-lower-builtins: a distributed-memory global "
                            "reduction calls the binding's reducer, which psy-lower-kernels adds: "
                            "run it first");
    } else {
      MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
      return psyEmitError(opLoc(op), "psy-lower-builtins: '%.*s' is lowered by psy-lower-kernels: run it "
                             "first", (int)n.length, n.data);
    }
  }
  return mlirLogicalResultSuccess();
}

/* The number of builtins from ops[i] on that form one group. */
static int groupLength(const OpList *ops, int i, const HoistedList *d) {
  const Hoisted *h = hoistedOf(d, ops->ops[i]);
  int n = 1;
  while (h && i + n < ops->count && psyBuiltinOpIsA(ops->ops[i + n]) &&
         hoistedOf(d, ops->ops[i + n])->group == h->group)
    ++n;
  return n;
}

/* Lowers the builtins, a group at a time, and the global sums, clearing their list entries as
 * they are destroyed. */
static MlirLogicalResult lowerOps(OpList *ops, const FieldMap *fields, const HoistedList *d) {
  for (int i = 0; i < ops->count; ++i) {
    MlirOperation op = ops->ops[i];
    if (psyBuiltinOpIsA(op)) {
      int n = groupLength(ops, i, d);
      const Hoisted *h = hoistedOf(d, op);
      MlirLogicalResult r = lowerGroup(&ops->ops[i], n, fields, h ? h->bound : (MlirValue){NULL});
      for (int k = 0; k < n; ++k) ops->ops[i + k] = (MlirOperation){NULL};
      if (mlirLogicalResultIsFailure(r))
        return mlirLogicalResultFailure();
      i += n - 1;
    } else if (psyGlobalReductionOpIsA(op)) {
      /* Without distributed memory the local value is the global one. */
      mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0),
                                    mlirOperationGetOperand(op, 0));
      ops->ops[i] = (MlirOperation){NULL};
      mlirOperationDestroy(op);
    }
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult lowerInvoke(MlirOperation func) {
  MlirBlock entry = entryBlock(func);
  if (mlirBlockIsNull(entry))
    return psyEmitError(opLoc(func), "psy-lower-builtins: an invoke must have a body");
  OpList ops = {0};
  for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isPsyOp(op))
      opListPush(&ops, op);
  FieldMap fields = {0};
  HoistedList bounds = {0};
  MlirLogicalResult result = checkInvoke(func, &ops);
  free(ops.ops);
  ops = (OpList){0};
  if (mlirLogicalResultIsSuccess(result)) {
    /* Checked: flatten the loops, then list the builtins and reductions to lower. */
    for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      if (psyLoopOpIsA(op))
        hoistLoop(func, op, &bounds);
      op = next;
    }
    for (MlirOperation op = mlirBlockGetFirstOperation(entry); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      if (isPsyOp(op))
        opListPush(&ops, op);
    convertSignature(func, entry, &fields);
    result = lowerOps(&ops, &fields, &bounds);
  }
  free(bounds.at);
  free(ops.ops);
  free(fields.entries);
  return result;
}

/* After the pass only module-level metadata may remain of the psy dialect. */
static MlirWalkResult findLeftover(MlirOperation op, void *user) {
  if (isPsyOp(op) && !psyKernelMetaOpIsA(op)) {
    *(MlirOperation *)user = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static MlirLogicalResult checkNoPsyOpsLeft(MlirOperation module) {
  MlirOperation left = {NULL};
  mlirOperationWalk(module, findLeftover, &left, MlirWalkPreOrder);
  if (mlirOperationIsNull(left))
    return mlirLogicalResultSuccess();
  if (psyKernelOpIsA(left))
    return psyEmitError(opLoc(left), "psy-lower-builtins: a loop holding coded kernels "
                             "is lowered by psy-lower-kernels: run it first");
  return psyEmitError(opLoc(left), "psy-lower-builtins: psy ops outside a psy.invoke function are not "
                           "lowered");
}

MlirLogicalResult psyLowerBuiltinsRun(MlirOperation module, const PsyLowerBuiltinsOptions *opts) {
  /* The precision config maps LFRic kinds for the front end and psy-verify; the IR here is
   * already typed, so the pass only checks that the file it was given is valid. */
  const char *config = opts->precisionConfig;
  if (config) {
    PsyPrecisionConfig cfg;
    psyPrecisionConfigInitDefault(&cfg);
    MlirLogicalResult loaded = psyPrecisionConfigLoad(&cfg, mlirOperationGetContext(module), config);
    psyPrecisionConfigDestroy(&cfg);
    if (mlirLogicalResultIsFailure(loaded))
      return mlirLogicalResultFailure();
  }
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && mlirLogicalResultIsFailure(lowerInvoke(op)))
      return mlirLogicalResultFailure();
  return checkNoPsyOpsLeft(module);
}
