/* psy-halo-exchanges: a psy.halo_exchange before each loop that reads a field's halo (or its
 * annexed dofs) while the halo may be stale, as PSyclone places them when it builds an
 * invoke's schedule under distributed memory (seeds 000/002, "Halo Exchange Logic",
 * "Dof iterators"; design notes section 3). The placement and the `required()` test are
 * shared with psy-redundant-computation, which updates the exchanges after it deepens a loop.
 *
 * Domain rule. A loop reads a field's halo when (per field operand that is read):
 * - the field has a stencil: to the loop's depth plus the stencil's extent (a run-time value);
 *   in a loop to the mesh's maximum depth a region or cross2d stencil reads the whole halo
 *   (those stencils shrink where the halo ends; the exchange cannot go deeper), and any other
 *   stencil, of fixed size, is an error;
 * - the loop runs into the halo to depth D: to D, or D - 1 for a GH_INC field (an increment
 *   needs the level below the outermost clean; at D = 1 only its annexed dofs); the fine field
 *   of an inter-grid kernel to twice that; to `max` (or `max - 1` for an increment);
 * - the loop runs over owned cells (or nannexed) and the field is continuous (or any_space_N):
 *   its annexed dofs, unless COMPUTE_ANNEXED_DOFS keeps them clean, or the kernel writes a
 *   continuous field by GH_WRITE alone (every cell writes a shared dof the same value).
 * Exchanges are lazy: for each loop in order and each field component it reads the halo of,
 * the previous writer in the invoke decides (dirty/clean markers are not writers of data):
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
 * proven redundant (M1-M3, docs/passes.md). */
#include <stdlib.h>

#include "DmPasses.h"
#include "IRBuild.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* One halo depth a reader needs: literal + loopDepth * scale + extent; with `max`, the mesh's
 * maximum depth + literal (0, or -1 for an increment). */
typedef struct {
  int64_t literal;
  MlirValue loopDepth; /* a loop's run-time depth (index); null if none */
  int scale;
  MlirValue extent;    /* a stencil's run-time extent (an integer); null if none */
  bool max;
  bool annexedOnly;    /* only the annexed dofs (literal is then 1) */
} HaloRead;

typedef struct {
  HaloRead *items;
  int count;
} ReadList;

typedef struct {
  MlirValue *items;
  int count;
} ValueList;

static void *grow(void *p, int n, size_t elt) {
  p = realloc(p, (size_t)n * elt);
  if (!p)
    abort();
  return p;
}

static bool isVariable(const HaloRead *r) {
  return r->max || !mlirValueIsNull(r->loopDepth) || !mlirValueIsNull(r->extent);
}

static bool sameVariable(const HaloRead *a, const HaloRead *b) {
  return a->max == b->max && mlirValueEqual(a->loopDepth, b->loopDepth) &&
         a->scale == b->scale && mlirValueEqual(a->extent, b->extent);
}

/* Adds a read, merging it as PSyclone aggregates depths: one literal entry (the deepest; it
 * is annexed-only if all are), one for the maximum depth, and one per run-time expression
 * (its deepest literal). */
static void addRead(ReadList *l, HaloRead r) {
  for (int i = 0; i < l->count; ++i) {
    HaloRead *o = &l->items[i];
    if (isVariable(o) != isVariable(&r) || (isVariable(o) && !sameVariable(o, &r)))
      continue;
    o->annexedOnly &= r.annexedOnly;
    if (r.literal > o->literal)
      o->literal = r.literal;
    return;
  }
  l->items = grow(l->items, l->count + 1, sizeof *l->items);
  l->items[l->count++] = r;
}

/* A read of the whole halo (max) covers every other; a literal entry no deeper than a
 * run-time one's literal part adds nothing. */
static void settle(ReadList *l) {
  for (int i = 0; i < l->count; ++i)
    if (l->items[i].max && l->items[i].literal == 0) {
      l->items[0] = l->items[i];
      l->count = 1;
      return;
    }
  for (int i = 0; i < l->count; ++i) {
    if (isVariable(&l->items[i]))
      continue;
    for (int j = 0; j < l->count; ++j)
      if (isVariable(&l->items[j]) && !l->items[j].max &&
          l->items[j].literal >= l->items[i].literal) {
        l->items[i] = l->items[--l->count];
        return;
      }
  }
}

static void addValue(ValueList *l, MlirValue v) {
  for (int i = 0; i < l->count; ++i)
    if (mlirValueEqual(l->items[i], v))
      return;
  l->items = grow(l->items, l->count + 1, sizeof *l->items);
  l->items[l->count++] = v;
}

/* ==== What a loop reads of a field's halo ================================================== */

typedef struct {
  const PsyDmSettings *dm;
  MlirOperation loop;    /* the schedule node walked */
  MlirOperation bounded; /* the loop whose bound applies */
  MlirValue only;        /* collect the reads of this field; null: collect the fields */
  ReadList *reads;
  ValueList *fields;
  bool sameValueWrites;  /* the current call writes a continuous field by GH_WRITE alone */
  MlirOperation call;
  bool failed;           /* the reads are not valid (an error, unless `quiet`) */
  bool quiet;            /* a query: report no error */
} ReadWalk;

/* A stencil extent that is an arith.constant folds into the literal part. */
static void addExtent(HaloRead *r, MlirValue extent) {
  if (mlirValueIsNull(extent))
    return;
  if (mlirValueIsAOpResult(extent)) {
    MlirOperation def = mlirOpResultGetOwner(extent);
    MlirAttribute value =
        mlirOperationGetAttributeByName(def, mlirStringRefCreateFromCString("value"));
    if (!mlirAttributeIsNull(value) && mlirAttributeIsAInteger(value)) {
      r->literal += mlirIntegerAttrGetValueInt(value);
      return;
    }
  }
  r->extent = extent;
}

/* The part of the halo the loop's bound reaches: D (or %d), D - 1 for an increment, doubled
 * on the fine mesh of an inter-grid kernel. */
static HaloRead boundRead(MlirOperation bounded, const PsyDmFieldArg *a) {
  int scale = a->fine ? 2 : 1;
  HaloRead r = {psyHaloDepthGetConstant(bounded) * scale, psyHaloDepthGetValue(bounded), scale,
                {NULL}, false, false};
  if (a->stencil == PSY_STENCIL_NONE && a->access == PSY_ACCESS_INC)
    r.literal -= 1;
  return r;
}

/* To the mesh's maximum: the whole halo, or all but its outermost level for an increment
 * (PSyclone's max_depth_m1). A fine field's own mesh is exchanged whole. */
static MlirLogicalResult maxRead(ReadWalk *w, const PsyDmFieldArg *a, HaloRead *r) {
  *r = (HaloRead){0, {NULL}, 1, {NULL}, true, false};
  bool fixedStencil = a->stencil != PSY_STENCIL_NONE && a->stencil != PSY_STENCIL_REGION &&
                      a->stencil != PSY_STENCIL_CROSS2D;
  if (fixedStencil) {
    MlirStringRef k = psyKernelOpGetMetaName(w->call);
    w->failed = true;
    if (w->quiet)
      return mlirLogicalResultFailure();
    return psyOpEmitError(w->call, "kernel '%.*s' reads a field through a %s stencil, whose "
                                   "size is fixed: its loop cannot run to the mesh's maximum "
                                   "halo depth (it would read beyond the halo)",
                          (int)k.length, k.data, psyVocabName(PSY_VOCAB_STENCIL, (int)a->stencil));
  }
  if (a->stencil == PSY_STENCIL_NONE && a->access == PSY_ACCESS_INC && !a->fine)
    r->literal = -1;
  return mlirLogicalResultSuccess();
}

static bool ownedBound(PsyUpperBound ub) {
  return ub == PSY_UB_NCELLS || ub == PSY_UB_NANNEXED || ub == PSY_UB_LAST_EDGE_CELL;
}

/* Rule M1 (minimal): an increment that the rest of the invoke never reads beyond its annexed
 * dofs needs only those. */
static bool minimalIncrement(const ReadWalk *w, const PsyDmFieldArg *a, const HaloRead *r) {
  if (!w->dm->minimal || a->access != PSY_ACCESS_INC || a->stencil != PSY_STENCIL_NONE ||
      a->fine || !mlirValueIsNull(r->loopDepth) || (!r->max && r->literal < 1))
    return false;
  return psyDmIsIncrementOnly(w->loop, a->field) && psyDmHaloUnreadAfter(w->loop, a->field,
                                                                         w->dm);
}

/* PSyclone's `_halo_read_access` and `HaloReadAccess` for one field operand. */
static bool haloRead(ReadWalk *w, const PsyDmFieldArg *a, HaloRead *r) {
  if (!psyAccessReads(a->access))
    return false;
  PsyUpperBound ub = psyLoopOpGetUpperBound(w->bounded);
  bool halo = psyDmIsHaloBound(ub);
  if (halo && psyHaloDepthIsMax(w->bounded)) {
    if (mlirLogicalResultIsFailure(maxRead(w, a, r)))
      return false;
  } else {
    *r = halo ? boundRead(w->bounded, a) : (HaloRead){0, {NULL}, 1, {NULL}, false, false};
  }
  if (a->stencil != PSY_STENCIL_NONE) {
    if (!r->max)
      addExtent(r, a->extent);
  } else if (!halo) {
    if (a->discontinuous || !ownedBound(ub) || w->dm->annexed)
      return false;
    if (w->sameValueWrites && ub != PSY_UB_NANNEXED)
      return false;
    r->annexedOnly = true;
  }
  if ((!isVariable(r) && r->literal < 1) || minimalIncrement(w, a, r)) {
    /* an increment at depth 1: the annexed dofs */
    *r = (HaloRead){1, {NULL}, 1, {NULL}, false, a->stencil == PSY_STENCIL_NONE};
  }
  return true;
}

static void onFieldArg(const PsyDmFieldArg *a, void *user) {
  ReadWalk *w = user;
  HaloRead r;
  if (!mlirValueIsNull(w->only) && !mlirValueEqual(a->field, w->only))
    return;
  if (!haloRead(w, a, &r))
    return;
  if (w->reads)
    addRead(w->reads, r);
  if (w->fields)
    addValue(w->fields, a->field);
}

static void noteSameValueWrite(const PsyDmFieldArg *a, void *user) {
  bool *continuousWritten = user;
  if (psyAccessWrites(a->access) && !a->discontinuous)
    *continuousWritten = true;
}

/* PSyclone's special case: a cell_column kernel whose updates are all GH_WRITE and which
 * writes a continuous field reads no annexed dofs in a loop over owned cells. */
static bool writesSameValue(MlirOperation call) {
  MlirOperation meta = psyKernelOpIsA(call) ? psyKernelOpLookupMeta(call)
                                                : (MlirOperation){NULL};
  if (mlirOperationIsNull(meta) || psyKernelMetaOpGetOperatesOn(meta) != PSY_ON_CELL_COLUMN)
    return false;
  for (intptr_t i = 0; i < psyKernelMetaOpGetNumArgs(meta); ++i) {
    PsyAccess a = psyKernelMetaOpGetArg(meta, i).access;
    if (psyAccessWrites(a) && a != PSY_ACCESS_WRITE)
      return false;
  }
  bool continuousWritten = false;
  psyDmForEachFieldArg(call, noteSameValueWrite, &continuousWritten);
  return continuousWritten;
}

static MlirWalkResult visitCall(MlirOperation op, void *user) {
  ReadWalk *w = user;
  if (psyKernelOpIsA(op) || psyBuiltinOpIsA(op)) {
    w->sameValueWrites = writesSameValue(op);
    w->call = op;
    psyDmForEachFieldArg(op, onFieldArg, w);
  }
  return w->failed ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

static MlirLogicalResult walkLoop(MlirOperation loop, ReadWalk *w) {
  w->loop = loop;
  w->bounded = psyDmBoundingLoop(loop);
  if (psyLoopOpGetUpperBound(w->bounded) == PSY_UB_DOMAIN)
    return mlirLogicalResultSuccess(); /* a domain kernel runs once over the owned cells */
  mlirOperationWalk(loop, visitCall, w, MlirWalkPreOrder);
  return w->failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* ==== The schedule: writers and readers of one field component ============================ */

static bool isMarker(MlirOperation op) {
  return psySetDirtyOpIsA(op) || psySetCleanOpIsA(op);
}

static bool isExchange(MlirOperation op) {
  return psyHaloExchangeOpIsA(op) || psyHaloExchangeEndOpIsA(op);
}

/* The closest earlier writer of the data; markers only write the run-time flags. */
static intptr_t previousWriter(const PsySchedule *s, intptr_t node, MlirValue f, int32_t c) {
  intptr_t w = psyScheduleFindPreviousWriter(s, node, f, c);
  while (w >= 0 && isMarker(psyScheduleGetNode(s, w)))
    w = psyScheduleFindPreviousWriter(s, w, f, c);
  return w;
}

static bool nodeWrites(const PsySchedule *s, intptr_t i, MlirValue f, int32_t c) {
  PsyDataAccess probe = {f, c, true, false};
  for (intptr_t k = 0; k < psyScheduleGetNumAccesses(s, i); ++k) {
    PsyDataAccess a = psyScheduleGetAccess(s, i, k);
    if (a.writes && psyDataAccessOverlaps(a, probe))
      return true;
  }
  return false;
}

/* The halo reads of the readers from node `from` up to and including the next writer. For
 * the `query` of rule M1 an exchange does not end the walk and errors are not reported (the
 * caller takes a failure as a read). */
static MlirLogicalResult followingReads(const PsySchedule *s, intptr_t from, MlirValue f,
                                        int32_t c, const PsyDmSettings *dm, bool query,
                                        ReadList *reads) {
  ReadWalk w = {dm, {NULL}, {NULL}, f, reads, NULL, false, {NULL}, false, query};
  for (intptr_t i = from; i < psyScheduleGetNumNodes(s); ++i) {
    MlirOperation op = psyScheduleGetNode(s, i);
    if (isMarker(op) || (query && isExchange(op)))
      continue;
    if (psyLoopOpIsA(op) && mlirLogicalResultIsFailure(walkLoop(op, &w)))
      return mlirLogicalResultFailure();
    if (nodeWrites(s, i, f, c))
      break;
  }
  settle(reads);
  return mlirLogicalResultSuccess();
}

static bool onlyAnnexed(const ReadList *r) {
  return r->count == 1 && r->items[0].annexedOnly;
}

bool psyDmHaloUnreadAfter(MlirOperation loop, MlirValue field, const PsyDmSettings *dm) {
  PsySchedule *s = psyScheduleCreate(mlirOperationGetParentOperation(loop));
  ReadList reads = {NULL, 0};
  intptr_t node = psyScheduleFindNode(s, loop);
  bool unread = node >= 0 &&
                mlirLogicalResultIsSuccess(
                    followingReads(s, node + 1, field, 0, dm, true, &reads)) &&
                (reads.count == 0 || onlyAnnexed(&reads));
  free(reads.items);
  psyScheduleDestroy(s);
  return unread;
}

/* ==== Whether an exchange is needed (PSyclone's `required()`) ============================== */

/* Against a writer that computed the halo to the literal depth `c->depth`. */
static PsyDmNeed againstLiteral(const ReadList *r, const PsyDmCleanDepth *c) {
  if (c->depth == 1 && c->dirtyOuter)
    return onlyAnnexed(r) ? PSY_DM_NEED_NONE : PSY_DM_NEED_KNOWN;
  int64_t clean = c->depth - c->dirtyOuter;
  if (r->count > 1) {
    for (int i = 0; i < r->count; ++i)
      if (!r->items[i].max && r->items[i].literal > clean)
        return PSY_DM_NEED_KNOWN;
    return PSY_DM_NEED_CHECK_DIRTY;
  }
  if (isVariable(&r->items[0]))
    return PSY_DM_NEED_CHECK_DIRTY;
  return r->items[0].literal > clean ? PSY_DM_NEED_KNOWN : PSY_DM_NEED_NONE;
}

/* Against a writer that computed the halo to the mesh's maximum depth: clean throughout, or
 * but for the outermost level. Rule M3 (minimal): a reader of max - 1 is then covered. */
static PsyDmNeed againstMax(const ReadList *r, const PsyDmCleanDepth *c,
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
static PsyDmNeed decide(const ReadList *r, MlirOperation writer, MlirValue f,
                        const PsyDmSettings *dm) {
  if (r->count == 0 || (dm->annexed && onlyAnnexed(r)))
    return PSY_DM_NEED_NONE;
  if (mlirOperationIsNull(writer) || !psyLoopOpIsA(writer))
    return PSY_DM_NEED_CHECK_DIRTY; /* the state of the halo on entry is known at run time */
  PsyDmCleanDepth c = psyDmLoopCleanDepth(writer, f, dm);
  if (dm->minimal && c.annexedClean && onlyAnnexed(r))
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

static MlirValue readValue(PsyBuilder *b, const HaloRead *r) {
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
static MlirValue depthValue(PsyBuilder *b, const ReadList *r) {
  MlirValue d = readValue(b, &r->items[0]);
  for (int i = 1; i < r->count; ++i)
    d = psyBuildBinary(b, "arith.maxsi", d, readValue(b, &r->items[i]));
  return d;
}

/* How far below the maximum the exchange may stop: max - 1 when that is all the readers
 * need; max when a max - 1 read mixes with others (the maximum of max - 1 and a depth the
 * mesh cannot exceed is at most max); -1 when no read is to the maximum. */
static int64_t belowMax(const ReadList *r) {
  for (int i = 0; i < r->count; ++i)
    if (r->items[i].max)
      return r->count == 1 ? -r->items[i].literal : 0;
  return -1;
}

/* A new exchange of (f, c) right before node `at`, as the reads and the need ask. */
static MlirLogicalResult buildExchange(const PsySchedule *s, intptr_t at, MlirValue f,
                                       int32_t c, const ReadList *r, PsyDmNeed need,
                                       MlirOperation *out) {
  int64_t below = belowMax(r);
  for (int i = 0; below < 0 && i < r->count; ++i)
    if (mlirLogicalResultIsFailure(checkDominates(s, at, r->items[i].loopDepth)) ||
        mlirLogicalResultIsFailure(checkDominates(s, at, r->items[i].extent)))
      return mlirLogicalResultFailure();
  MlirOperation next = psyScheduleGetNode(s, at);
  PsyBuilder b = psyBuilderBefore(next);
  bool literal = below < 0 && r->count == 1 && !isVariable(&r->items[0]);
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
  intptr_t w = previousWriter(s, node, f, c);
  MlirOperation writer = w >= 0 ? psyScheduleGetNode(s, w) : (MlirOperation){NULL};
  if (!mlirOperationIsNull(writer) && isExchange(writer))
    return mlirLogicalResultSuccess(); /* an earlier exchange covers this read */
  ReadList reads = {NULL, 0};
  MlirLogicalResult res = followingReads(s, node, f, c, dm, false, &reads);
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
  ValueList fields = {NULL, 0};
  ReadWalk w = {dm, {NULL}, {NULL}, {NULL}, NULL, &fields, false, {NULL}, false, false};
  MlirLogicalResult res = walkLoop(loop, &w);
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

/* The readers, previous writer and need of the exchange at node `node`. */
static MlirLogicalResult assess(const PsySchedule *s, intptr_t node, const PsyDmSettings *dm,
                                ReadList *reads, PsyDmNeed *need) {
  MlirOperation hx = psyScheduleGetNode(s, node);
  MlirValue f = mlirOperationGetOperand(hx, 0);
  int32_t c = (int32_t)psyHaloExchangeOpGetComponent(hx);
  intptr_t w = previousWriter(s, node, f, c);
  MlirOperation writer = w >= 0 ? psyScheduleGetNode(s, w) : (MlirOperation){NULL};
  *need = PSY_DM_NEED_NONE;
  if (!mlirOperationIsNull(writer) && isExchange(writer))
    return mlirLogicalResultSuccess(); /* the earlier exchange serves these readers */
  if (mlirLogicalResultIsFailure(followingReads(s, node + 1, f, c, dm, false, reads)))
    return mlirLogicalResultFailure();
  *need = decide(reads, writer, f, dm);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyDmExchangeRequired(MlirOperation hx, const PsyDmSettings *dm,
                                        PsyDmNeed *need) {
  PsySchedule *s = psyScheduleCreate(mlirOperationGetParentOperation(hx));
  ReadList reads = {NULL, 0};
  MlirLogicalResult res = assess(s, psyScheduleFindNode(s, hx), dm, &reads, need);
  free(reads.items);
  psyScheduleDestroy(s);
  return res;
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
static MlirLogicalResult rebuild(const PsySchedule *s, intptr_t node, const PsyDmSettings *dm) {
  MlirOperation hx = psyScheduleGetNode(s, node);
  ReadList reads = {NULL, 0};
  PsyDmNeed need;
  MlirLogicalResult res = assess(s, node, dm, &reads, &need);
  MlirOperation fresh = {NULL};
  if (mlirLogicalResultIsSuccess(res) && need != PSY_DM_NEED_NONE)
    res = buildExchange(s, node, mlirOperationGetOperand(hx, 0),
                        (int32_t)psyHaloExchangeOpGetComponent(hx), &reads, need, &fresh);
  free(reads.items);
  if (mlirLogicalResultIsFailure(res))
    return res;
  if (!mlirOperationIsNull(fresh) && sameExchange(fresh, hx))
    psyDmEraseWithDepth(fresh);
  else
    psyDmEraseWithDepth(hx);
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
      l.items = grow(l.items, l.count + 1, sizeof *l.items);
      l.items[l.count++] = op;
    }
  return l;
}

/* First to last, each against the schedule as it then stands: the exchanges that are no
 * longer required go. That includes seed 002's transient state, the exchange just placed
 * before the deepened loop followed by one for a later reader with no writer between: the
 * later one goes, and the earlier one's rebuilt depth then covers its readers. */
static MlirLogicalResult dropUnrequired(MlirOperation invoke, const PsyDmSettings *dm) {
  OpList l = collectExchanges(invoke);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (int i = 0; i < l.count && mlirLogicalResultIsSuccess(res); ++i) {
    PsyDmNeed need;
    res = psyDmExchangeRequired(l.items[i], dm, &need);
    if (mlirLogicalResultIsSuccess(res) && need == PSY_DM_NEED_NONE)
      psyDmEraseWithDepth(l.items[i]);
  }
  free(l.items);
  return res;
}

/* Each remaining exchange in turn (a rebuild replaces only the exchange itself). */
static MlirLogicalResult rebuildAll(MlirOperation invoke, const PsyDmSettings *dm) {
  OpList l = collectExchanges(invoke);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (int i = 0; i < l.count && mlirLogicalResultIsSuccess(res); ++i) {
    PsySchedule *s = psyScheduleCreate(invoke);
    res = rebuild(s, psyScheduleFindNode(s, l.items[i]), dm);
    psyScheduleDestroy(s);
  }
  free(l.items);
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
    intptr_t w = previousWriter(s, i, mlirOperationGetOperand(op, 0), c);
    if (w >= 0 && isExchange(psyScheduleGetNode(s, w)))
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
