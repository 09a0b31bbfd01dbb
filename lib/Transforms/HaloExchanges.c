/* psy-halo-exchanges: a psy.halo_exchange before each loop that reads a field's halo (or its
 * annexed dofs) while the halo may be stale, as PSyclone places them when it builds an
 * invoke's schedule under distributed memory (PSyclone's developer guide,
 * "Halo Exchange Logic", "Dof iterators"). The placement and the `required()` test are
 * shared with psy-redundant-computation, which updates the exchanges after it deepens a loop.
 *
 * Domain rule. What a loop reads of a field's halo, and what a writer leaves clean, are the
 * halo analysis's (lib/Analysis/Halo.c states those rules). Exchanges are lazy: for each loop
 * in order and each field component it reads the halo of, the previous writer in the invoke
 * decides (dirty/clean markers are not writers of data):
 * - a halo exchange: the read is covered, nothing to add;
 * - none (the writer is outside the invoke): a speculative exchange, check_dirty;
 * - a loop: PSyclone's `required()`: what it left clean against what the readers that follow
 *   (up to the next writer) need: definitely stale -> an exchange; clean enough -> none;
 *   unknown at compile time (a run-time or maximum depth on either side) -> an exchange with
 *   check_dirty.
 * The exchange's depth is the maximum of those readers' depths. A field vector gets one
 * exchange per component. Two exchanges of the same field component with no writer between
 * them are an error (one would be redundant). Operators have no halos; without distributed
 * memory nothing is added. With `minimal=true`, three rules beyond PSyclone drop exchanges
 * proven redundant (M1-M3, docs/passes.md).
 *
 * Kernels on halo cells (halo_cell_column, owned_and_halo_cell_column) need nothing of their
 * own here: their loop's bound is the depth the algorithm gives them, cell_halo(D) or
 * cell_halo(%d), and PSyclone 3.3 derives their halo reads from that bound as for any loop
 * into the halo (D, D - 1 for an increment, D + extent for a stencil). A run-time %d on either
 * side (the writer's clean depth or a reader's need) can only be compared at run time, so the
 * exchange is speculative (check_dirty), as PSyclone's `required()` answers "might be
 * required" for a variable depth. The exchange may serve readers before such a loop, so its
 * depth must be defined before the first of them: the front end casts the depth argument at
 * the top of the invoke, and checkDominates refuses a depth defined later. */
#include <stdlib.h>

#include "psy-c/Alloc.h"
#include "DmPasses.h"
#include "IRBuild.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* ==== Whether an exchange is needed (PSyclone's `required()`) ============================== */

/* Against a writer that computed the halo to the literal depth `c->depth`. */
static PsyDmNeed againstLiteral(const PsyDmHaloReads *r, const PsyDmCleanDepth *c) {
  if (c->depth == 1 && c->dirtyOuter)
    return psyDmHaloReadsOnlyAnnexed(r) ? PSY_DM_NEED_NONE : PSY_DM_NEED_KNOWN;
  int64_t clean = c->depth - c->dirtyOuter;
  if (r->count > 1) {
    for (int i = 0; i < r->count; ++i)
      if (!r->items[i].max && r->items[i].literal > clean)
        return PSY_DM_NEED_KNOWN;
    return PSY_DM_NEED_CHECK_DIRTY;
  }
  if (psyDmHaloReadIsVariable(&r->items[0]))
    return PSY_DM_NEED_CHECK_DIRTY;
  return r->items[0].literal > clean ? PSY_DM_NEED_KNOWN : PSY_DM_NEED_NONE;
}

/* Against a writer that computed the halo to the mesh's maximum depth: clean throughout, or
 * but for the outermost level. Rule M3 (minimal): a reader of max - 1 is then covered. */
static PsyDmNeed againstMax(const PsyDmHaloReads *r, const PsyDmCleanDepth *c,
                            const PsyDmSettings *dm) {
  if (!c->dirtyOuter)
    return PSY_DM_NEED_NONE;
  if (r->count == 1 && r->items[0].max && r->items[0].literal == 0)
    return PSY_DM_NEED_KNOWN;
  if (dm->minimal && r->count == 1 && r->items[0].max)
    return PSY_DM_NEED_NONE;
  return PSY_DM_NEED_CHECK_DIRTY;
}

/* `writer` is null when no node of the invoke writes the field before the readers. Rule M2
 * (minimal): annexed-only readers after a writer that left the annexed dofs clean. */
static PsyDmNeed decide(const PsyDmHaloReads *r, MlirOperation writer, MlirValue f,
                        const PsyDmSettings *dm) {
  if (r->count == 0 || (dm->annexed && psyDmHaloReadsOnlyAnnexed(r)))
    return PSY_DM_NEED_NONE;
  if (mlirOperationIsNull(writer) || !psyLoopOpIsA(writer))
    return PSY_DM_NEED_CHECK_DIRTY; /* the state of the halo on entry is known at run time */
  PsyDmCleanDepth c = psyDmLoopCleanDepth(writer, f, dm);
  if (dm->minimal && c.annexedClean && psyDmHaloReadsOnlyAnnexed(r))
    return PSY_DM_NEED_NONE;
  if (!c.halo)
    return PSY_DM_NEED_KNOWN; /* the writer left the whole halo stale */
  if (c.max)
    return againstMax(r, &c, dm);
  if (!mlirValueIsNull(c.depthValue))
    return PSY_DM_NEED_CHECK_DIRTY;
  return againstLiteral(r, &c);
}

/* ==== Building the exchange ================================================================ */

/* A run-time part must be defined before the node the exchange precedes. */
static MlirLogicalResult checkDominates(const PsySchedule *s, intptr_t node, MlirValue v) {
  if (mlirValueIsNull(v) || !mlirValueIsAOpResult(v))
    return mlirLogicalResultSuccess();
  intptr_t def = psyScheduleFindNode(s, mlirOpResultGetOwner(v));
  if (def < node)
    return mlirLogicalResultSuccess();
  return psyOpEmitError(psyScheduleGetNode(s, node),
                        "psy-halo-exchanges: the halo depth a later loop reads (a stencil "
                        "extent or loop depth) is defined after this loop, where its halo "
                        "exchange must go");
}

static MlirValue toIndex(PsyBuilder *b, MlirValue v) {
  MlirType index = mlirIndexTypeGet(b->ctx);
  if (mlirTypeEqual(mlirValueGetType(v), index))
    return v;
  return psyBuildUnary(b, "arith.index_cast", v, index);
}

static MlirValue readValue(PsyBuilder *b, const PsyDmHaloRead *r) {
  MlirValue v = r->loopDepth;
  if (!mlirValueIsNull(v) && r->scale == 2)
    v = psyBuildBinary(b, "arith.addi", v, v);
  if (!mlirValueIsNull(r->extent)) {
    MlirValue e = toIndex(b, r->extent);
    v = mlirValueIsNull(v) ? e : psyBuildBinary(b, "arith.addi", v, e);
  }
  if (mlirValueIsNull(v))
    return psyBuildConstIndex(b, r->literal);
  if (r->literal > 0)
    v = psyBuildBinary(b, "arith.addi", v, psyBuildConstIndex(b, r->literal));
  else if (r->literal < 0)
    v = psyBuildBinary(b, "arith.subi", v, psyBuildConstIndex(b, -r->literal));
  return v;
}

/* The deepest of the reads: a constant when it is one literal, else max of the values. */
static MlirValue depthValue(PsyBuilder *b, const PsyDmHaloReads *r) {
  MlirValue d = readValue(b, &r->items[0]);
  for (int i = 1; i < r->count; ++i)
    d = psyBuildBinary(b, "arith.maxsi", d, readValue(b, &r->items[i]));
  return d;
}

/* How far below the maximum the exchange may stop: max - 1 when that is all the readers
 * need; max when a max - 1 read mixes with others (the maximum of max - 1 and a depth the
 * mesh cannot exceed is at most max); -1 when no read is to the maximum. */
static int64_t belowMax(const PsyDmHaloReads *r) {
  for (int i = 0; i < r->count; ++i)
    if (r->items[i].max)
      return r->count == 1 ? -r->items[i].literal : 0;
  return -1;
}

/* A new exchange of (f, c) right before node `at`, as the reads and the need ask. */
static MlirLogicalResult buildExchange(const PsySchedule *s, intptr_t at, MlirValue f,
                                       int32_t c, const PsyDmHaloReads *r, PsyDmNeed need,
                                       MlirOperation *out) {
  int64_t below = belowMax(r);
  for (int i = 0; below < 0 && i < r->count; ++i)
    if (mlirLogicalResultIsFailure(checkDominates(s, at, r->items[i].loopDepth)) ||
        mlirLogicalResultIsFailure(checkDominates(s, at, r->items[i].extent)))
      return mlirLogicalResultFailure();
  MlirOperation next = psyScheduleGetNode(s, at);
  PsyBuilder b = psyBuilderBefore(next);
  bool literal = below < 0 && r->count == 1 && !psyDmHaloReadIsVariable(&r->items[0]);
  MlirValue dv = literal || below >= 0 ? (MlirValue){NULL} : depthValue(&b, r);
  *out = psyHaloExchangeOpCreate(b.loc, f, c, literal ? r->items[0].literal : 0, dv,
                                 need == PSY_DM_NEED_CHECK_DIRTY);
  if (below >= 0)
    psyHaloDepthSetMax(*out, below);
  mlirBlockInsertOwnedOperationBefore(b.block, next, *out);
  return mlirLogicalResultSuccess();
}

/* ==== Placement ============================================================================ */

static MlirLogicalResult exchangeComponent(const PsySchedule *s, intptr_t node, MlirValue f,
                                           int32_t c, const PsyDmSettings *dm) {
  intptr_t w = psyDmPreviousWriter(s, node, f, c);
  MlirOperation writer = w >= 0 ? psyScheduleGetNode(s, w) : (MlirOperation){NULL};
  if (!mlirOperationIsNull(writer) && psyDmIsExchange(writer))
    return mlirLogicalResultSuccess(); /* an earlier exchange covers this read */
  PsyDmHaloReads reads = {NULL, 0};
  MlirLogicalResult res = psyDmFollowingReads(s, node, f, c, dm, &reads);
  PsyDmNeed need = mlirLogicalResultIsSuccess(res) ? decide(&reads, writer, f, dm)
                                                   : PSY_DM_NEED_NONE;
  MlirOperation hx;
  if (need != PSY_DM_NEED_NONE)
    res = buildExchange(s, node, f, c, &reads, need, &hx);
  free(reads.items);
  return res;
}

/* The components of a field to exchange: 0 for a field, 1..N for a vector. */
static int32_t firstComponent(MlirValue f) { return psyTypeGetDim(mlirValueGetType(f)) > 1; }
static int32_t lastComponent(MlirValue f) {
  int32_t dim = psyTypeGetDim(mlirValueGetType(f));
  return dim > 1 ? dim : 0;
}

/* The exchanges one loop needs, fields in order of first use, vectors per component. */
static MlirLogicalResult exchangeLoop(MlirOperation invoke, MlirOperation loop,
                                      const PsyDmSettings *dm) {
  PsyDmFields fields;
  MlirLogicalResult res = psyDmLoopHaloFields(loop, dm, &fields);
  PsySchedule *s = psyScheduleCreate(invoke);
  intptr_t node = psyScheduleFindNode(s, loop);
  for (int i = 0; i < fields.count && mlirLogicalResultIsSuccess(res); ++i) {
    MlirValue f = fields.items[i];
    for (int32_t c = firstComponent(f); c <= lastComponent(f); ++c)
      if (mlirLogicalResultIsFailure(res = exchangeComponent(s, node, f, c, dm)))
        break;
  }
  psyScheduleDestroy(s);
  free(fields.items);
  return res;
}

MlirLogicalResult psyDmPlaceExchanges(MlirOperation invoke, const PsyDmSettings *dm) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op) && mlirLogicalResultIsFailure(exchangeLoop(invoke, op, dm)))
      return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

/* ==== Existing exchanges: required? at what depth? ========================================= */

/* One schedule for a walk over the exchanges in order, each judged against the invoke as the
 * walk left it: rebuilding the schedule per exchange made a vector of N components cost
 * N^2. An exchange the walk erases or replaces changes only the answer to "the previous
 * writer of its component" for the exchanges after it, and the walk keeps that answer here;
 * the readers that follow an exchange are all later, untouched. */
typedef struct {
  const PsySchedule *s;
  MlirOperation *now;   /* per node: the exchange that replaced it, or null */
  bool *erased;         /* per node: the exchange there is gone */
  intptr_t *writerOf;   /* per erased node: its previous writer (resolved), or -1 */
} LiveSchedule;

static LiveSchedule liveCreate(MlirOperation invoke) {
  PsySchedule *s = psyScheduleCreate(invoke);
  size_t n = (size_t)psyScheduleGetNumNodes(s) + 1;
  return (LiveSchedule){s, psyXcalloc(n, sizeof(MlirOperation)), psyXcalloc(n, sizeof(bool)),
                        psyXcalloc(n, sizeof(intptr_t))};
}

static void liveDestroy(LiveSchedule *l) {
  psyScheduleDestroy((PsySchedule *)l->s);
  free(l->now);
  free(l->erased);
  free(l->writerOf);
}

static bool isMarker(MlirOperation op) {
  return psySetDirtyOpIsA(op) || psySetCleanOpIsA(op);
}

static MlirOperation liveNode(const LiveSchedule *l, intptr_t i) {
  return mlirOperationIsNull(l->now[i]) ? psyScheduleGetNode(l->s, i) : l->now[i];
}

/* psyDmPreviousWriter over the walk's changes: an erased exchange stands for its own
 * previous writer (never dereferenced: its op is gone). */
static intptr_t liveWriter(const LiveSchedule *l, intptr_t node, MlirValue f, int32_t c) {
  intptr_t w = psyScheduleFindPreviousWriter(l->s, node, f, c);
  while (w >= 0 && !l->erased[w] && isMarker(liveNode(l, w)))
    w = psyScheduleFindPreviousWriter(l->s, w, f, c);
  return w >= 0 && l->erased[w] ? l->writerOf[w] : w;
}

static void liveErase(LiveSchedule *l, intptr_t node, intptr_t writer) {
  psyDmEraseWithDepth(liveNode(l, node));
  l->erased[node] = true;
  l->writerOf[node] = writer;
}

/* The readers, previous writer and need of the exchange at node `node`. */
static MlirLogicalResult assess(const LiveSchedule *l, intptr_t node, const PsyDmSettings *dm,
                                PsyDmHaloReads *reads, PsyDmNeed *need, intptr_t *w) {
  MlirOperation hx = liveNode(l, node);
  MlirValue f = mlirOperationGetOperand(hx, 0);
  int32_t c = (int32_t)psyHaloExchangeOpGetComponent(hx);
  *w = liveWriter(l, node, f, c);
  MlirOperation writer = *w >= 0 ? liveNode(l, *w) : (MlirOperation){NULL};
  *need = PSY_DM_NEED_NONE;
  if (!mlirOperationIsNull(writer) && psyDmIsExchange(writer))
    return mlirLogicalResultSuccess(); /* the earlier exchange serves these readers */
  if (mlirLogicalResultIsFailure(psyDmFollowingReads(l->s, node + 1, f, c, dm, reads)))
    return mlirLogicalResultFailure();
  *need = decide(reads, writer, f, dm);
  return mlirLogicalResultSuccess();
}

/* Whether two exchanges ask the same: check_dirty and depth (a value compared by what it
 * computes). */
static bool sameExchange(MlirOperation a, MlirOperation b) {
  return psyHaloExchangeOpGetCheckDirty(a) == psyHaloExchangeOpGetCheckDirty(b) &&
         psyHaloDepthGetConstant(a) == psyHaloDepthGetConstant(b) &&
         psyHaloDepthIsMax(a) == psyHaloDepthIsMax(b) &&
         psyHaloDepthGetBelowMax(a) == psyHaloDepthGetBelowMax(b) &&
         psyDmSameValue(psyHaloDepthGetValue(a), psyHaloDepthGetValue(b));
}

/* Rebuilds the exchange at `node` when its depth or check_dirty changed (erases it if it is
 * no longer required). */
static MlirLogicalResult rebuild(LiveSchedule *l, intptr_t node, const PsyDmSettings *dm) {
  MlirOperation hx = liveNode(l, node);
  PsyDmHaloReads reads = {NULL, 0};
  PsyDmNeed need;
  intptr_t w;
  MlirLogicalResult res = assess(l, node, dm, &reads, &need, &w);
  MlirOperation fresh = {NULL};
  if (mlirLogicalResultIsSuccess(res) && need != PSY_DM_NEED_NONE)
    res = buildExchange(l->s, node, mlirOperationGetOperand(hx, 0),
                        (int32_t)psyHaloExchangeOpGetComponent(hx), &reads, need, &fresh);
  free(reads.items);
  if (mlirLogicalResultIsFailure(res))
    return res;
  if (!mlirOperationIsNull(fresh) && sameExchange(fresh, hx)) {
    psyDmEraseWithDepth(fresh);
  } else if (!mlirOperationIsNull(fresh)) {
    psyDmEraseWithDepth(hx);
    l->now[node] = fresh;
  } else {
    liveErase(l, node, w);
  }
  return mlirLogicalResultSuccess();
}

typedef struct {
  MlirOperation *items;
  int count;
} OpList;

static OpList collectExchanges(MlirOperation invoke) {
  OpList l = {NULL, 0};
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyHaloExchangeOpIsA(op)) {
      l.items = psyGrowOne(l.items, (size_t)l.count, sizeof *l.items);
      l.items[l.count++] = op;
    }
  return l;
}

/* First to last, each against the schedule as it then stands: the exchanges that are no
 * longer required go. That includes the transient state PSyclone's developer guide
 * describes, the exchange just placed before the deepened loop followed by one for a later reader with no writer between: the
 * later one goes, and the earlier one's rebuilt depth then covers its readers. */
static MlirLogicalResult dropUnrequired(MlirOperation invoke, const PsyDmSettings *dm) {
  OpList ops = collectExchanges(invoke);
  LiveSchedule l = liveCreate(invoke);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (int i = 0; i < ops.count && mlirLogicalResultIsSuccess(res); ++i) {
    PsyDmHaloReads reads = {NULL, 0};
    PsyDmNeed need;
    intptr_t w, node = psyScheduleFindNode(l.s, ops.items[i]);
    res = assess(&l, node, dm, &reads, &need, &w);
    free(reads.items);
    if (mlirLogicalResultIsSuccess(res) && need == PSY_DM_NEED_NONE)
      liveErase(&l, node, w);
  }
  liveDestroy(&l);
  free(ops.items);
  return res;
}

/* Each remaining exchange in turn (a rebuild replaces only the exchange itself). */
static MlirLogicalResult rebuildAll(MlirOperation invoke, const PsyDmSettings *dm) {
  OpList ops = collectExchanges(invoke);
  LiveSchedule l = liveCreate(invoke);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (int i = 0; i < ops.count && mlirLogicalResultIsSuccess(res); ++i)
    res = rebuild(&l, psyScheduleFindNode(l.s, ops.items[i]), dm);
  liveDestroy(&l);
  free(ops.items);
  return res;
}

/* ==== The pass ============================================================================= */

/* No exchange may depend on another of the same field component: one of them is redundant. */
static MlirLogicalResult checkNoExchangePairs(MlirOperation invoke) {
  PsySchedule *s = psyScheduleCreate(invoke);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (intptr_t i = 0; i < psyScheduleGetNumNodes(s) && mlirLogicalResultIsSuccess(res); ++i) {
    MlirOperation op = psyScheduleGetNode(s, i);
    if (!psyHaloExchangeOpIsA(op) && !psyHaloExchangeStartOpIsA(op))
      continue;
    int32_t c = (int32_t)psyHaloExchangeOpGetComponent(op);
    intptr_t w = psyDmPreviousWriter(s, i, mlirOperationGetOperand(op, 0), c);
    if (w >= 0 && psyDmIsExchange(psyScheduleGetNode(s, w)))
      res = psyOpEmitError(op, "depends on an earlier halo exchange of the same field "
                               "(component %d) with no writer between them: one of the two "
                               "is redundant",
                           (int)c);
  }
  psyScheduleDestroy(s);
  return res;
}

MlirLogicalResult psyDmUpdateExchanges(MlirOperation invoke, const PsyDmSettings *dm) {
  if (mlirLogicalResultIsFailure(psyDmPlaceExchanges(invoke, dm)) ||
      mlirLogicalResultIsFailure(dropUnrequired(invoke, dm)) ||
      mlirLogicalResultIsFailure(rebuildAll(invoke, dm)))
    return mlirLogicalResultFailure();
  return checkNoExchangePairs(invoke);
}

static MlirLogicalResult exchangeInvoke(MlirOperation invoke, const PsyDmSettings *dm,
                                        void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  if (mlirLogicalResultIsFailure(checkNoExchangePairs(invoke)) ||
      mlirLogicalResultIsFailure(psyDmPlaceExchanges(invoke, dm)))
    return mlirLogicalResultFailure();
  return checkNoExchangePairs(invoke);
}

MlirLogicalResult psyHaloExchangesRun(MlirOperation module, const PsyDmOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, exchangeInvoke, NULL);
}
