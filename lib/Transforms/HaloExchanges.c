/* psy-halo-exchanges: a psy.halo_exchange before each loop that reads a field's halo (or its
 * annexed dofs) while the halo may be stale, as PSyclone places them when it builds an
 * invoke's schedule under distributed memory (seeds 000/002, "Halo Exchange Logic",
 * "Dof iterators"; design notes section 3).
 *
 * Domain rule. A loop reads a field's halo when (per field operand that is read):
 * - the field has a stencil: to the loop's depth plus the stencil's extent (a run-time value);
 * - the loop runs into the halo to depth D: to D, or D - 1 for a GH_INC field (an increment
 *   needs the level below the outermost clean; at D = 1 only its annexed dofs); the fine field
 *   of an inter-grid kernel to twice that;
 * - the loop runs over owned cells (or nannexed) and the field is continuous (or any_space_N):
 *   its annexed dofs, unless COMPUTE_ANNEXED_DOFS keeps them clean, or the kernel writes a
 *   continuous field by GH_WRITE alone (every cell writes a shared dof the same value).
 * Exchanges are lazy: for each loop in order and each field component it reads the halo of,
 * the previous writer in the invoke decides (dirty/clean markers are not writers of data):
 * - a halo exchange: the read is covered, nothing to add;
 * - none (the writer is outside the invoke): a speculative exchange, check_dirty;
 * - a loop: PSyclone's `required()`: what it left clean against what the readers that follow
 *   (up to the next writer) need: definitely stale -> an exchange; clean enough -> none;
 *   unknown at compile time (a run-time depth on either side) -> an exchange with check_dirty.
 * The exchange's depth is the maximum of those readers' depths. A field vector gets one
 * exchange per component. Two exchanges of the same field component with no writer between
 * them are an error (one would be redundant). Operators have no halos; without distributed
 * memory nothing is added. */
#include <stdlib.h>

#include "DmPasses.h"
#include "IRBuild.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* One halo depth a reader needs: literal + loopDepth * scale + extent. */
typedef struct {
  int64_t literal;
  MlirValue loopDepth; /* a loop's run-time depth (index); null if none */
  int scale;
  MlirValue extent;    /* a stencil's run-time extent (an integer); null if none */
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
  return !mlirValueIsNull(r->loopDepth) || !mlirValueIsNull(r->extent);
}

static bool sameVariable(const HaloRead *a, const HaloRead *b) {
  return mlirValueEqual(a->loopDepth, b->loopDepth) && a->scale == b->scale &&
         mlirValueEqual(a->extent, b->extent);
}

/* Adds a read, merging it as PSyclone aggregates depths: one literal entry (the deepest; it
 * is annexed-only if all are) and one entry per run-time expression (its deepest literal). */
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

/* A literal entry no deeper than a run-time one's literal part adds nothing. */
static void dropCoveredLiteral(ReadList *l) {
  for (int i = 0; i < l->count; ++i) {
    if (isVariable(&l->items[i]))
      continue;
    for (int j = 0; j < l->count; ++j)
      if (isVariable(&l->items[j]) && l->items[j].literal >= l->items[i].literal) {
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
  MlirOperation bounded; /* the loop whose bound applies */
  MlirValue only;        /* collect the reads of this field; null: collect the fields */
  ReadList *reads;
  ValueList *fields;
  bool sameValueWrites;  /* the current call writes a continuous field by GH_WRITE alone */
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
  HaloRead r = {psyLoopOpGetDepth(bounded) * scale, psyLoopOpGetDepthValue(bounded), scale,
                {NULL}, false};
  if (a->stencil == PSY_STENCIL_NONE && a->access == PSY_ACCESS_INC)
    r.literal -= 1;
  return r;
}

static bool ownedBound(PsyUpperBound ub) {
  return ub == PSY_UB_NCELLS || ub == PSY_UB_NANNEXED || ub == PSY_UB_LAST_EDGE_CELL;
}

/* PSyclone's `_halo_read_access` and `HaloReadAccess` for one field operand. */
static bool haloRead(const ReadWalk *w, const PsyDmFieldArg *a, HaloRead *r) {
  if (!psyAccessReads(a->access))
    return false;
  PsyUpperBound ub = psyLoopOpGetUpperBound(w->bounded);
  bool halo = psyDmIsHaloBound(ub);
  *r = halo ? boundRead(w->bounded, a) : (HaloRead){0, {NULL}, 1, {NULL}, false};
  if (a->stencil != PSY_STENCIL_NONE) {
    addExtent(r, a->extent);
  } else if (!halo) {
    if (a->discontinuous || !ownedBound(ub) || w->dm->annexed)
      return false;
    if (w->sameValueWrites && ub != PSY_UB_NANNEXED)
      return false;
    r->annexedOnly = true;
  }
  if (!isVariable(r) && r->literal < 1) {
    r->literal = 1; /* an increment at depth 1: the annexed dofs */
    r->annexedOnly = a->stencil == PSY_STENCIL_NONE;
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
  MlirOperation meta = psyOpIsA(call, "kernel") ? psyKernelOpLookupMeta(call)
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
  if (psyOpIsA(op, "kernel") || psyOpIsA(op, "builtin")) {
    w->sameValueWrites = writesSameValue(op);
    psyDmForEachFieldArg(op, onFieldArg, w);
  }
  return MlirWalkResultAdvance;
}

static void walkLoop(MlirOperation loop, ReadWalk *w) {
  w->bounded = psyDmBoundingLoop(loop);
  if (psyLoopOpGetUpperBound(w->bounded) == PSY_UB_DOMAIN)
    return; /* a domain kernel runs once over the owned cells: no halo */
  mlirOperationWalk(loop, visitCall, w, MlirWalkPreOrder);
}

/* ==== The schedule: writers and readers of one field component ============================ */

static bool isMarker(MlirOperation op) {
  return psyOpIsA(op, "set_dirty") || psyOpIsA(op, "set_clean");
}

static bool isExchange(MlirOperation op) {
  return psyOpIsA(op, "halo_exchange") || psyOpIsA(op, "halo_exchange_end");
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

/* The halo reads of the readers from `node` up to and including the next writer. */
static void followingReads(const PsySchedule *s, intptr_t node, MlirValue f, int32_t c,
                           const PsyDmSettings *dm, ReadList *reads) {
  ReadWalk w = {dm, {NULL}, f, reads, NULL, false};
  for (intptr_t i = node; i < psyScheduleGetNumNodes(s); ++i) {
    MlirOperation op = psyScheduleGetNode(s, i);
    if (isMarker(op))
      continue;
    if (psyOpIsA(op, "loop"))
      walkLoop(op, &w);
    if (nodeWrites(s, i, f, c))
      break;
  }
  dropCoveredLiteral(reads);
}

/* ==== Whether an exchange is needed (PSyclone's `required()`) ============================== */

typedef enum { NEED_NONE, NEED_KNOWN, NEED_CHECK_DIRTY } Need;

static bool onlyAnnexed(const ReadList *r) {
  return r->count == 1 && r->items[0].annexedOnly;
}

/* Against a writer that computed the halo to the literal depth `c->depth`. */
static Need againstLiteral(const ReadList *r, const PsyDmCleanDepth *c) {
  if (c->depth == 1 && c->dirtyOuter)
    return onlyAnnexed(r) ? NEED_NONE : NEED_KNOWN;
  int64_t clean = c->depth - c->dirtyOuter;
  if (r->count > 1) {
    for (int i = 0; i < r->count; ++i)
      if (r->items[i].literal > clean)
        return NEED_KNOWN;
    return NEED_CHECK_DIRTY;
  }
  if (isVariable(&r->items[0]))
    return NEED_CHECK_DIRTY;
  return r->items[0].literal > clean ? NEED_KNOWN : NEED_NONE;
}

/* `writer` is null when no node of the invoke writes the field before the readers. */
static Need decide(const ReadList *r, MlirOperation writer, MlirValue f, bool annexed) {
  if (r->count == 0 || (annexed && onlyAnnexed(r)))
    return NEED_NONE;
  if (mlirOperationIsNull(writer) || !psyOpIsA(writer, "loop"))
    return NEED_CHECK_DIRTY; /* the state of the halo on entry is known only at run time */
  PsyDmCleanDepth c = psyDmLoopCleanDepth(writer, f);
  if (!c.halo)
    return NEED_KNOWN; /* the writer left the whole halo stale */
  if (!mlirValueIsNull(c.depthValue))
    return NEED_CHECK_DIRTY;
  return againstLiteral(r, &c);
}

/* ==== Building the exchange ================================================================ */

/* A run-time part must be defined before the loop the exchange precedes. */
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

static MlirLogicalResult insertExchange(const PsySchedule *s, intptr_t node, MlirValue f,
                                        int32_t c, const ReadList *r, Need need) {
  for (int i = 0; i < r->count; ++i)
    if (mlirLogicalResultIsFailure(checkDominates(s, node, r->items[i].loopDepth)) ||
        mlirLogicalResultIsFailure(checkDominates(s, node, r->items[i].extent)))
      return mlirLogicalResultFailure();
  MlirOperation loop = psyScheduleGetNode(s, node);
  PsyBuilder b = psyBuilderBefore(loop);
  bool literal = r->count == 1 && !isVariable(&r->items[0]);
  MlirValue dv = literal ? (MlirValue){NULL} : depthValue(&b, r);
  MlirOperation hx = psyHaloExchangeOpCreate(b.loc, f, c, literal ? r->items[0].literal : 0,
                                             dv, need == NEED_CHECK_DIRTY);
  mlirBlockInsertOwnedOperationBefore(b.block, loop, hx);
  return mlirLogicalResultSuccess();
}

/* ==== The pass ============================================================================= */

static MlirLogicalResult exchangeComponent(const PsySchedule *s, intptr_t node, MlirValue f,
                                           int32_t c, const PsyDmSettings *dm) {
  intptr_t w = previousWriter(s, node, f, c);
  MlirOperation writer = w >= 0 ? psyScheduleGetNode(s, w) : (MlirOperation){NULL};
  if (!mlirOperationIsNull(writer) && isExchange(writer))
    return mlirLogicalResultSuccess(); /* an earlier exchange covers this read */
  ReadList reads = {NULL, 0};
  followingReads(s, node, f, c, dm, &reads);
  Need need = decide(&reads, writer, f, dm->annexed);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  if (need != NEED_NONE)
    res = insertExchange(s, node, f, c, &reads, need);
  free(reads.items);
  return res;
}

/* The exchanges one loop needs, fields in order of first use, vectors per component. */
static MlirLogicalResult exchangeLoop(MlirOperation invoke, MlirOperation loop,
                                      const PsyDmSettings *dm) {
  ValueList fields = {NULL, 0};
  ReadWalk w = {dm, {NULL}, {NULL}, NULL, &fields, false};
  walkLoop(loop, &w);
  PsySchedule *s = psyScheduleCreate(invoke);
  intptr_t node = psyScheduleFindNode(s, loop);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (int i = 0; i < fields.count && mlirLogicalResultIsSuccess(res); ++i) {
    int32_t dim = psyTypeGetDim(mlirValueGetType(fields.items[i]));
    for (int32_t c = dim > 1 ? 1 : 0; c <= (dim > 1 ? dim : 0); ++c)
      if (mlirLogicalResultIsFailure(res = exchangeComponent(s, node, fields.items[i], c, dm)))
        break;
  }
  psyScheduleDestroy(s);
  free(fields.items);
  return res;
}

/* No exchange may depend on another of the same field component: one of them is redundant. */
static MlirLogicalResult checkNoExchangePairs(MlirOperation invoke) {
  PsySchedule *s = psyScheduleCreate(invoke);
  MlirLogicalResult res = mlirLogicalResultSuccess();
  for (intptr_t i = 0; i < psyScheduleGetNumNodes(s) && mlirLogicalResultIsSuccess(res); ++i) {
    MlirOperation op = psyScheduleGetNode(s, i);
    if (!psyOpIsA(op, "halo_exchange") && !psyOpIsA(op, "halo_exchange_start"))
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

static MlirLogicalResult exchangeInvoke(MlirOperation invoke, const PsyDmSettings *dm,
                                        void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  if (mlirLogicalResultIsFailure(checkNoExchangePairs(invoke)))
    return mlirLogicalResultFailure();
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "loop") && mlirLogicalResultIsFailure(exchangeLoop(invoke, op, dm)))
      return mlirLogicalResultFailure();
  return checkNoExchangePairs(invoke);
}

MlirLogicalResult psyHaloExchangesRun(MlirOperation module, const PsyPassOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, exchangeInvoke, NULL);
}
