/* psy-fuse: merges adjacent loops over the same dofs, so that each field is streamed through
 * memory once instead of once per loop, as PSyclone's LFRicLoopFuseTrans does in a
 * transformation script.
 *
 * Domain rule. Two loops of builtins over dofs may become one when they run over the same
 * dofs: the same upper bound (ndofs, nannexed or dof_halo(d), the same depth) and every field
 * of both on one function space with the same number of components. A builtin reads and
 * writes only the dof it is called for, so any dependence between the two loops (read after
 * write, write after read, write after write) links the same dof in both, and running the
 * first loop's builtins then the second's for each dof in turn keeps it. A reduction (sum_X,
 * X_innerproduct_Y, ...) fused into the loop that produces its input still adds the dofs in
 * order 1..ndofs, one component after another, so its value is the same to the bit; its
 * global sum stays after the fused loop.
 *
 * Function spaces: a field whose type says any_space_N may be on any space, so two loops on
 * any_space_N are fused only with same-space=true, the promise PSyclone's same_space option
 * makes; otherwise the two spaces must be the same named space.
 *
 * What may stand between the two loops: constants (moved before the first loop), dirty and
 * clean markers (moved after the second: they set halo flags, which only a halo exchange
 * reads) and global reductions the second loop does not use (moved after it: every rank
 * still calls them in the same order). A halo exchange, or a global reduction whose result
 * the second loop reads (psy-c/Dependence.h's edge from the sum to the loop), stops the
 * fusion, as anything else does. Of the markers then after the fused loop, a set_dirty that
 * a later set_dirty of the same field repeats is dropped (both loops marked what they
 * wrote). A loop's bound is never changed: loops with different bounds are left apart.
 * Loops of coded kernels are not fused: docs/passes.md says why a cell loop and a dof loop
 * stay apart.
 *
 * OpenMP: psy-omp's mark (psy.omp) says how a loop's lowering runs it on threads. Two loops
 * fuse only when they carry the same mark (or none), and the fused loop keeps it, so psy-fuse
 * may run before or after psy-omp: a dof loop's iterations are independent whether fused or
 * not, and the lowering carries each reduction of the fused loop on its own. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "OmpLoop.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Domain.h"
#include "psy-c/Passes.h"

/* ==== Which loops ============================================================================ */

static bool holdsOnlyBuiltins(MlirOperation loop) {
  bool any = false;
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (psyBuiltinOpIsA(op)) any = true;
    else if (!psyYieldOpIsA(op)) return false;
  }
  return any;
}

static bool isBuiltinLoop(MlirOperation op) {
  return psyLoopOpIsA(op) && psyLoopOpGetIteration(op) == PSY_ITER_DOFS && holdsOnlyBuiltins(op);
}

/* Same symbolic bound and the same depth (constant, value or max - n). */
static bool sameBound(MlirOperation a, MlirOperation b) {
  return psyLoopOpGetUpperBound(a) == psyLoopOpGetUpperBound(b) &&
         psyHaloDepthGetConstant(a) == psyHaloDepthGetConstant(b) &&
         mlirValueEqual(psyHaloDepthGetValue(a), psyHaloDepthGetValue(b)) &&
         psyHaloDepthIsMax(a) == psyHaloDepthIsMax(b) &&
         psyHaloDepthGetBelowMax(a) == psyHaloDepthGetBelowMax(b);
}

/* The one function space and component count of every field a loop's calls touch. */
typedef struct {
  MlirStringRef space;
  int32_t ncomp;
  bool mixed; /* two fields disagree: the loop has no single iteration space */
} LoopSpace;

static void noteField(LoopSpace *s, MlirType t) {
  if (!psyTypeIsAField(t) && !psyTypeIsAFieldVector(t)) return;
  MlirStringRef space = psyTypeGetSpace(t);
  if (!s->space.data) {
    s->space = space, s->ncomp = psyTypeGetDim(t);
    return;
  }
  if (!mlirStringRefEqual(s->space, space) || s->ncomp != psyTypeGetDim(t)) s->mixed = true;
}

static void addLoopSpace(LoopSpace *s, MlirOperation loop) {
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
      noteField(s, mlirValueGetType(mlirOperationGetOperand(op, i)));
}

static bool isAnySpace(MlirStringRef s) {
  return psyFunctionSpaceContinuity(s.data, s.length) == PSY_SPACE_UNKNOWN ||
         (s.length > 4 && strncmp(s.data, "any_", 4) == 0);
}

/* Whether the fields of both loops are on one space, with one component count. */
static bool sameSpace(MlirOperation a, MlirOperation b, const PsyFuseOptions *opts) {
  LoopSpace s = {{NULL, 0}, 0, false};
  addLoopSpace(&s, a);
  addLoopSpace(&s, b);
  return s.space.data && !s.mixed && (opts->sameSpace || !isAnySpace(s.space));
}

/* Whether both loops carry the same psy-omp mark, or neither does. */
static bool sameOmpMark(MlirOperation a, MlirOperation b) {
  MlirStringRef name = mlirStringRefCreateFromCString(PSY_OMP_ATTR);
  MlirAttribute ma = mlirOperationGetAttributeByName(a, name);
  MlirAttribute mb = mlirOperationGetAttributeByName(b, name);
  if (mlirAttributeIsNull(ma) || mlirAttributeIsNull(mb))
    return mlirAttributeIsNull(ma) && mlirAttributeIsNull(mb);
  return mlirAttributeEqual(ma, mb);
}

/* ==== What stands between them =============================================================== */

static bool isConstant(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return mlirStringRefEqual(n, mlirStringRefCreateFromCString("arith.constant"));
}

/* Whether `op`, between the loops, can move past the second loop (node `b` of `s`). */
static bool movesAfter(const PsySchedule *s, MlirOperation op, intptr_t b) {
  if (psySetDirtyOpIsA(op) || psySetCleanOpIsA(op)) return true;
  return psyGlobalReductionOpIsA(op) &&
         !psyScheduleDependsOn(s, b, psyScheduleFindNode(s, op));
}

/* Whether every op strictly between loops `a` and `b` may move out of the way. */
static bool clearBetween(const PsySchedule *s, MlirOperation a, MlirOperation b) {
  intptr_t nb = psyScheduleFindNode(s, b);
  for (MlirOperation op = mlirOperationGetNextInBlock(a); !mlirOperationEqual(op, b);
       op = mlirOperationGetNextInBlock(op))
    if (!isConstant(op) && !movesAfter(s, op, nb)) return false;
  return true;
}

/* The next op after `a` that is not a constant, marker or global reduction. */
static MlirOperation nextCandidate(MlirOperation a) {
  MlirOperation op = mlirOperationGetNextInBlock(a);
  while (!mlirOperationIsNull(op) && (isConstant(op) || psySetDirtyOpIsA(op) ||
                                      psySetCleanOpIsA(op) || psyGlobalReductionOpIsA(op)))
    op = mlirOperationGetNextInBlock(op);
  return op;
}

/* Constants go before `a`; markers and global reductions after `b`, in their order. */
static void clearWay(MlirOperation a, MlirOperation b) {
  MlirOperation after = b;
  for (MlirOperation op = mlirOperationGetNextInBlock(a); !mlirOperationEqual(op, b);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (isConstant(op)) {
      mlirOperationMoveBefore(op, a);
    } else {
      mlirOperationMoveAfter(op, after);
      after = op;
    }
    op = next;
  }
}

/* ==== Fusing ================================================================================ */

/* Moves the calls of `from` to the end of `into`'s body. */
static void moveCalls(MlirOperation from, MlirOperation into) {
  MlirBlock body = psyLoopOpGetBody(from);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!psyYieldOpIsA(op)) psyLoopOpAppend(into, op);
    op = next;
  }
}

static intptr_t appendYielded(MlirOperation loop, MlirValue *vals, MlirType *types, intptr_t n) {
  MlirOperation yield = mlirBlockGetTerminator(psyLoopOpGetBody(loop));
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(yield); ++i, ++n) {
    vals[n] = mlirOperationGetOperand(yield, i);
    types[n] = mlirValueGetType(vals[n]);
  }
  return n;
}

/* An empty loop with `a`'s iteration, bound and field, yielding the reductions of both. */
static MlirOperation fusedLoop(MlirOperation a, intptr_t n, const MlirType *types) {
  MlirOperation c = psyLoopOpCreate(mlirOperationGetLocation(a), psyLoopOpGetIteration(a),
                                    psyLoopOpGetUpperBound(a), psyHaloDepthGetConstant(a),
                                    psyHaloDepthGetValue(a), psyLoopOpGetField(a), n, types);
  if (psyHaloDepthIsMax(a)) psyHaloDepthSetMax(c, psyHaloDepthGetBelowMax(a));
  MlirStringRef omp = mlirStringRefCreateFromCString(PSY_OMP_ATTR);
  MlirAttribute mark = mlirOperationGetAttributeByName(a, omp);
  if (!mlirAttributeIsNull(mark)) mlirOperationSetAttributeByName(c, omp, mark);
  return c;
}

static void replaceResults(MlirOperation old, MlirOperation with, intptr_t first) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(old); ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(old, i),
                                  mlirOperationGetResult(with, first + i));
}

/* Fuses `b` into `a` (the way cleared); returns the fused loop. When `b` yields nothing its
 * calls join `a`; otherwise a new loop yields the reductions of both. */
static MlirOperation fuse(MlirOperation a, MlirOperation b) {
  intptr_t na = mlirOperationGetNumResults(a), nb = mlirOperationGetNumResults(b);
  if (nb == 0) {
    moveCalls(b, a);
    mlirOperationDestroy(b);
    return a;
  }
  MlirValue *vals = psyXmalloc((size_t)(na + nb) * sizeof *vals);
  MlirType *types = psyXmalloc((size_t)(na + nb) * sizeof *types);
  intptr_t n = appendYielded(b, vals, types, appendYielded(a, vals, types, 0));
  MlirOperation c = fusedLoop(a, n, types);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(a), a, c);
  moveCalls(a, c);
  moveCalls(b, c);
  psyLoopOpSetYield(c, n, vals);
  replaceResults(a, c, 0);
  replaceResults(b, c, na);
  mlirOperationDestroy(a);
  mlirOperationDestroy(b);
  free(vals);
  free(types);
  return c;
}

typedef struct {
  MlirOperation def;
  bool used;
} UseProbe;

static MlirWalkResult findUse(MlirOperation op, void *user) {
  UseProbe *p = user;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op) && !p->used; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    p->used = mlirValueIsAOpResult(v) && mlirOperationEqual(mlirOpResultGetOwner(v), p->def);
  }
  return p->used ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

/* Whether a call of `b` reads a reduction `a` yields: it would be read before it is done. */
static bool usesResultOf(MlirOperation b, MlirOperation a) {
  UseProbe p = {a, false};
  mlirOperationWalk(b, findUse, &p, MlirWalkPreOrder);
  return p.used;
}

static bool isMarker(MlirOperation op) {
  return !mlirOperationIsNull(op) && (psySetDirtyOpIsA(op) || psySetCleanOpIsA(op));
}

/* Whether a later marker of the run after `op` that touches its field is a set_dirty. */
static bool dirtiedAgain(MlirOperation op) {
  MlirValue f = mlirOperationGetOperand(op, 0);
  for (MlirOperation m = mlirOperationGetNextInBlock(op); isMarker(m);
       m = mlirOperationGetNextInBlock(m))
    if (mlirValueEqual(mlirOperationGetOperand(m, 0), f)) return psySetDirtyOpIsA(m);
  return false;
}

/* Both loops marked the fields they write dirty: of the markers now after the fused loop, a
 * set_dirty that a later set_dirty of the same field repeats (no set_clean between) goes. */
static void dropRepeatedMarkers(MlirOperation loop) {
  for (MlirOperation op = mlirOperationGetNextInBlock(loop); isMarker(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (psySetDirtyOpIsA(op) && dirtiedAgain(op)) mlirOperationDestroy(op);
    op = next;
  }
}

/* Fuses `a` with the loop after it if it may; the fused loop, or null when it may not. */
static MlirOperation tryFuse(MlirOperation invoke, MlirOperation a, const PsyFuseOptions *opts) {
  if (!isBuiltinLoop(a)) return (MlirOperation){NULL};
  MlirOperation b = nextCandidate(a);
  if (mlirOperationIsNull(b) || !isBuiltinLoop(b) || !sameBound(a, b) ||
      !sameSpace(a, b, opts) || !sameOmpMark(a, b) || usesResultOf(b, a))
    return (MlirOperation){NULL};
  PsySchedule *s = psyScheduleCreate(invoke);
  bool clear = clearBetween(s, a, b);
  psyScheduleDestroy(s);
  if (!clear) return (MlirOperation){NULL};
  clearWay(a, b);
  MlirOperation fused = fuse(a, b);
  dropRepeatedMarkers(fused);
  return fused;
}

static void fuseInvoke(MlirOperation invoke, const PsyFuseOptions *opts) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);) {
    MlirOperation fused = tryFuse(invoke, op, opts);
    if (mlirOperationIsNull(fused)) op = mlirOperationGetNextInBlock(op);
    else op = fused; /* it may fuse with the loop after it too */
  }
}

MlirLogicalResult psyFuseRun(MlirOperation module, const PsyFuseOptions *opts) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op)) fuseInvoke(op, opts);
  return mlirLogicalResultSuccess();
}
