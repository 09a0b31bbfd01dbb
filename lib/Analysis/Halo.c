/* What a loop reads and writes of a field's halo (psy-c/Halo.h): the field arguments of a call as
 * its metadata describes them, the depth to which a loop leaves a field's halo clean, whether
 * it only increments a field, whether two depth computations are the same, and the halo
 * depths a loop's readers need. The distributed-memory passes (lib/Transforms) place halo
 * exchanges and dirty/clean markers from these facts.
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
 * With `minimal`, rule M1 (docs/passes.md): an increment into the halo that nothing after it
 * reads beyond the annexed dofs reads, and leaves clean, only its annexed dofs. */
#include "psy-c/Halo.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* ---- Loops and the field arguments of their calls ------------------------------------------ */

bool psyDmIsHaloBound(PsyUpperBound ub) {
  return ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO || ub == PSY_UB_LAST_HALO_CELL;
}

MlirOperation psyDmBoundingLoop(MlirOperation loop) {
  if (psyLoopOpGetIteration(loop) != PSY_ITER_COLOURS)
    return loop;
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op))
      return op;
  return loop;
}

static bool isFieldValue(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return psyTypeIsAField(t) || psyTypeIsAFieldVector(t);
}

static bool spaceIsDiscontinuous(MlirStringRef space) {
  return psyFunctionSpaceIsDiscontinuous(space.data, space.length);
}

/* A kernel's operands follow its meta_args as the kernel model maps them
 * (psyKernelMetaArgOperandCount): an entry's data, then its stencil's extent. */
static void kernelFieldArgs(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  intptr_t operand = 0, n = mlirOperationGetNumOperands(call);
  for (intptr_t e = 0; !mlirOperationIsNull(meta) && e < psyKernelMetaOpGetNumArgs(meta); ++e) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, e);
    if (operand >= n)
      return; /* the verifier reports a short operand list */
    MlirValue v = mlirOperationGetOperand(call, operand);
    int width = psyKernelMetaArgOperandCount(&a);
    if (a.kind == PSY_ARG_FIELD && isFieldValue(v)) {
      PsyDmFieldArg fa = {v, a.access, psyFunctionSpaceIsDiscontinuous(a.space, strlen(a.space)),
                          a.mesh == PSY_MESH_FINE, a.stencil, {NULL}};
      if (width > 1 && psyKernelMetaArgOperandRole(&a, 1) == PSY_OPERAND_EXTENT &&
          operand + 1 < n)
        fa.extent = mlirOperationGetOperand(call, operand + 1);
      fn(&fa, user);
    }
    operand += width;
  }
}

static void builtinFieldArgs(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(call); ++i) {
    MlirValue v = mlirOperationGetOperand(call, i);
    if (!isFieldValue(v))
      continue;
    PsyDmFieldArg fa = {v, psyCallOpGetOperandAccess(call, i),
                        spaceIsDiscontinuous(psyTypeGetSpace(mlirValueGetType(v))), false,
                        PSY_STENCIL_NONE, {NULL}};
    fn(&fa, user);
  }
}

void psyDmForEachFieldArg(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  if (psyKernelOpIsA(call))
    kernelFieldArgs(call, fn, user);
  else if (psyBuiltinOpIsA(call))
    builtinFieldArgs(call, fn, user);
}

/* ---- What a writer leaves clean ------------------------------------------------------------ */

typedef struct {
  MlirValue field;
  bool written, discontinuous, fine;
  bool onlyWrite;       /* every write of the field is GH_WRITE */
  bool readsContinuous; /* the loop reads another field that is not known discontinuous */
} CleanWalk;

static void noteWrite(const PsyDmFieldArg *a, void *user) {
  CleanWalk *w = user;
  bool same = mlirValueEqual(a->field, w->field);
  if (!same && psyAccessReads(a->access) && !a->discontinuous)
    w->readsContinuous = true;
  if (!psyAccessWrites(a->access) || !same)
    return;
  w->discontinuous = w->written ? w->discontinuous && a->discontinuous : a->discontinuous;
  w->fine |= a->fine;
  w->onlyWrite &= a->access == PSY_ACCESS_WRITE;
  w->written = true;
}

static MlirWalkResult visitWriter(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteWrite, user);
  return MlirWalkResultAdvance;
}

static bool isCellLoop(MlirOperation bounded) {
  PsyIteration it = psyLoopOpGetIteration(bounded);
  return it == PSY_ITER_CELLS || it == PSY_ITER_COLOUR_CELLS;
}

/* PSyclone's developer guide: a cell loop into the halo computes the shared dofs on the
 * partition edge; a dof loop to nannexed or into the halo sets them; an owned-cell loop
 * writing a continuous field by GH_WRITE alone writes every dof of its cells, annexed ones
 * included, the same value from each cell. A run-time depth may be 0, so it proves nothing.
 * The owned-cell case holds only if what the loop reads is right on those annexed dofs:
 * PSyclone places no exchange for such reads, so a continuous input a builtin left stale
 * there (a dof loop to ndofs) gives wrong annexed values, which only an exchange of the
 * written field repairs. The rule is therefore taken only when the loop reads no field
 * that may be continuous (discontinuous fields have no annexed dofs). */
static bool leavesAnnexedClean(MlirOperation bounded, const CleanWalk *w) {
  PsyUpperBound ub = psyLoopOpGetUpperBound(bounded);
  if (psyDmIsHaloBound(ub))
    return mlirValueIsNull(psyHaloDepthGetValue(bounded)) && !w->fine;
  if (ub == PSY_UB_NANNEXED)
    return true;
  return isCellLoop(bounded) && w->onlyWrite && !w->readsContinuous;
}

/* Rule M1: an increment into the halo (depth 2 or more, or max) that nothing after the loop
 * reads beyond the annexed dofs needs only its owned and annexed dofs, so it leaves only
 * those clean: depth 1 with a dirty outer level. */
static bool minimalIncrementLeaves(MlirOperation loop, MlirValue field, const PsyDmCleanDepth *c,
                             const PsyDmSettings *dm) {
  if (!dm || !dm->minimal || !c->dirtyOuter || !mlirValueIsNull(c->depthValue))
    return false;
  if (!c->max && c->depth < 2)
    return false;
  return psyDmIsIncrementOnly(loop, field) && psyDmHaloUnreadAfter(loop, field, dm);
}

PsyDmCleanDepth psyDmLoopCleanDepth(MlirOperation loop, MlirValue field,
                                    const PsyDmSettings *dm) {
  CleanWalk w = {field, false, true, false, true, false};
  mlirOperationWalk(loop, visitWriter, &w, MlirWalkPreOrder);
  MlirOperation bounded = psyDmBoundingLoop(loop);
  PsyDmCleanDepth c = {false, 0, {NULL}, false, !w.discontinuous && isCellLoop(bounded),
                       w.fine, false};
  if (!w.written)
    return c;
  c.annexedClean = leavesAnnexedClean(bounded, &w);
  /* The fine mesh's maximum depth is not twice the coarse one's: say nothing is clean. */
  if (!psyDmIsHaloBound(psyLoopOpGetUpperBound(bounded)) ||
      (w.fine && psyHaloDepthIsMax(bounded)))
    return c;
  c.halo = true;
  c.max = psyHaloDepthIsMax(bounded);
  c.depthValue = psyHaloDepthGetValue(bounded);
  c.depth = psyHaloDepthGetConstant(bounded) * (w.fine ? 2 : 1);
  if (minimalIncrementLeaves(loop, field, &c, dm))
    c = (PsyDmCleanDepth){true, 1, {NULL}, false, true, false, true};
  return c;
}

/* ---- Increments --------------------------------------------------------------------------- */

typedef struct {
  MlirValue field;
  bool seen, onlyInc;
} IncWalk;

static void noteAccess(const PsyDmFieldArg *a, void *user) {
  IncWalk *w = user;
  if (!mlirValueEqual(a->field, w->field))
    return;
  w->seen = true;
  w->onlyInc &= a->access == PSY_ACCESS_INC && a->stencil == PSY_STENCIL_NONE && !a->fine;
}

static MlirWalkResult visitAccess(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteAccess, user);
  return MlirWalkResultAdvance;
}

bool psyDmIsIncrementOnly(MlirOperation loop, MlirValue field) {
  IncWalk w = {field, false, true};
  mlirOperationWalk(loop, visitAccess, &w, MlirWalkPreOrder);
  return w.seen && w.onlyInc;
}

/* ---- Comparing depth computations ---------------------------------------------------------- */

static bool sameOp(MlirOperation x, MlirOperation y) {
  if (!mlirIdentifierEqual(mlirOperationGetName(x), mlirOperationGetName(y)) ||
      mlirOperationGetNumOperands(x) != mlirOperationGetNumOperands(y))
    return false;
  MlirStringRef key = mlirStringRefCreateFromCString("value");
  MlirAttribute a = mlirOperationGetAttributeByName(x, key);
  MlirAttribute b = mlirOperationGetAttributeByName(y, key);
  if (mlirAttributeIsNull(a) != mlirAttributeIsNull(b) ||
      (!mlirAttributeIsNull(a) && !mlirAttributeEqual(a, b)))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(x); ++i)
    if (!psyDmSameValue(mlirOperationGetOperand(x, i), mlirOperationGetOperand(y, i)))
      return false;
  return true;
}

bool psyDmSameValue(MlirValue a, MlirValue b) {
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return mlirValueIsNull(a) && mlirValueIsNull(b);
  if (mlirValueEqual(a, b))
    return true;
  if (!mlirValueIsAOpResult(a) || !mlirValueIsAOpResult(b) ||
      mlirOpResultGetResultNumber(a) != mlirOpResultGetResultNumber(b))
    return false;
  return sameOp(mlirOpResultGetOwner(a), mlirOpResultGetOwner(b));
}

/* ---- Lists of reads ------------------------------------------------------------------------ */

bool psyDmHaloReadIsVariable(const PsyDmHaloRead *r) {
  return r->max || !mlirValueIsNull(r->loopDepth) || !mlirValueIsNull(r->extent);
}

static bool sameVariable(const PsyDmHaloRead *a, const PsyDmHaloRead *b) {
  return a->max == b->max && mlirValueEqual(a->loopDepth, b->loopDepth) &&
         a->scale == b->scale && mlirValueEqual(a->extent, b->extent);
}

/* Adds a read, merging it as PSyclone aggregates depths: one literal entry (the deepest; it
 * is annexed-only if all are), one for the maximum depth, and one per run-time expression
 * (its deepest literal). */
static void addRead(PsyDmHaloReads *l, PsyDmHaloRead r) {
  for (int i = 0; i < l->count; ++i) {
    PsyDmHaloRead *o = &l->items[i];
    bool variable = psyDmHaloReadIsVariable(o);
    if (variable != psyDmHaloReadIsVariable(&r) || (variable && !sameVariable(o, &r)))
      continue;
    o->annexedOnly &= r.annexedOnly;
    if (r.literal > o->literal)
      o->literal = r.literal;
    return;
  }
  l->items = psyGrowOne(l->items, (size_t)l->count, sizeof *l->items);
  l->items[l->count++] = r;
}

/* A read of the whole halo (max) covers every other; a literal entry no deeper than a
 * run-time one's literal part adds nothing. */
static void settle(PsyDmHaloReads *l) {
  for (int i = 0; i < l->count; ++i)
    if (l->items[i].max && l->items[i].literal == 0) {
      l->items[0] = l->items[i];
      l->count = 1;
      return;
    }
  for (int i = 0; i < l->count; ++i) {
    if (psyDmHaloReadIsVariable(&l->items[i]))
      continue;
    for (int j = 0; j < l->count; ++j)
      if (psyDmHaloReadIsVariable(&l->items[j]) && !l->items[j].max &&
          l->items[j].literal >= l->items[i].literal) {
        l->items[i] = l->items[--l->count];
        return;
      }
  }
}

static void addValue(PsyDmFields *l, MlirValue v) {
  for (int i = 0; i < l->count; ++i)
    if (mlirValueEqual(l->items[i], v))
      return;
  l->items = psyGrowOne(l->items, (size_t)l->count, sizeof *l->items);
  l->items[l->count++] = v;
}

/* ---- What a loop reads of a field's halo -------------------------------------------------- */

typedef struct {
  const PsyDmSettings *dm;
  MlirOperation loop;    /* the schedule node walked */
  MlirOperation bounded; /* the loop whose bound applies */
  MlirValue only;        /* collect the reads of this field; null: collect the fields */
  PsyDmHaloReads *reads;
  PsyDmFields *fields;
  bool sameValueWrites;  /* the current call writes a continuous field by GH_WRITE alone */
  MlirOperation call;
  bool failed;           /* the reads are not valid (an error, unless `quiet`) */
  bool quiet;            /* a query: report no error */
} ReadWalk;

/* A stencil extent that is an arith.constant folds into the literal part. */
static void addExtent(PsyDmHaloRead *r, MlirValue extent) {
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
static PsyDmHaloRead boundRead(MlirOperation bounded, const PsyDmFieldArg *a) {
  int scale = a->fine ? 2 : 1;
  PsyDmHaloRead r = {psyHaloDepthGetConstant(bounded) * scale, psyHaloDepthGetValue(bounded), scale,
                {NULL}, false, false};
  if (a->stencil == PSY_STENCIL_NONE && a->access == PSY_ACCESS_INC)
    r.literal -= 1;
  return r;
}

/* To the mesh's maximum: the whole halo, or all but its outermost level for an increment
 * (PSyclone's max_depth_m1). A fine field's own mesh is exchanged whole. */
static MlirLogicalResult maxRead(ReadWalk *w, const PsyDmFieldArg *a, PsyDmHaloRead *r) {
  *r = (PsyDmHaloRead){0, {NULL}, 1, {NULL}, true, false};
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
static bool minimalIncrementReads(const ReadWalk *w, const PsyDmFieldArg *a,
                                  const PsyDmHaloRead *r) {
  if (!w->dm->minimal || a->access != PSY_ACCESS_INC || a->stencil != PSY_STENCIL_NONE ||
      a->fine || !mlirValueIsNull(r->loopDepth) || (!r->max && r->literal < 1))
    return false;
  return psyDmIsIncrementOnly(w->loop, a->field) && psyDmHaloUnreadAfter(w->loop, a->field,
                                                                         w->dm);
}

/* PSyclone's `_halo_read_access` and `HaloReadAccess` for one field operand. */
static bool haloRead(ReadWalk *w, const PsyDmFieldArg *a, PsyDmHaloRead *r) {
  if (!psyAccessReads(a->access))
    return false;
  PsyUpperBound ub = psyLoopOpGetUpperBound(w->bounded);
  bool halo = psyDmIsHaloBound(ub);
  if (halo && psyHaloDepthIsMax(w->bounded)) {
    if (mlirLogicalResultIsFailure(maxRead(w, a, r)))
      return false;
  } else {
    *r = halo ? boundRead(w->bounded, a) : (PsyDmHaloRead){0, {NULL}, 1, {NULL}, false, false};
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
  if ((!psyDmHaloReadIsVariable(r) && r->literal < 1) || minimalIncrementReads(w, a, r)) {
    /* an increment at depth 1: the annexed dofs */
    *r = (PsyDmHaloRead){1, {NULL}, 1, {NULL}, false, a->stencil == PSY_STENCIL_NONE};
  }
  return true;
}

static void onFieldArg(const PsyDmFieldArg *a, void *user) {
  ReadWalk *w = user;
  PsyDmHaloRead r;
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

/* ---- The schedule: writers and readers of one field component ---------------------------- */

static bool isMarker(MlirOperation op) {
  return psySetDirtyOpIsA(op) || psySetCleanOpIsA(op);
}

bool psyDmIsExchange(MlirOperation op) {
  return psyHaloExchangeOpIsA(op) || psyHaloExchangeEndOpIsA(op);
}

intptr_t psyDmPreviousWriter(const PsySchedule *s, intptr_t node, MlirValue f, int32_t c) {
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
 * caller takes a failure as a read). Only the nodes that touch (f, c) are visited: a loop
 * that does not is no reader, and stepping over every node made each of a vector's N
 * components walk past the exchanges of the others. */
static MlirLogicalResult followingReads(const PsySchedule *s, intptr_t from, MlirValue f,
                                        int32_t c, const PsyDmSettings *dm, bool query,
                                        PsyDmHaloReads *reads) {
  ReadWalk w = {dm, {NULL}, {NULL}, f, reads, NULL, false, {NULL}, false, query};
  for (intptr_t i = psyScheduleFindNextAccess(s, from - 1, f, c); i >= 0;
       i = psyScheduleFindNextAccess(s, i, f, c)) {
    MlirOperation op = psyScheduleGetNode(s, i);
    if (isMarker(op) || (query && psyDmIsExchange(op)))
      continue;
    if (psyLoopOpIsA(op) && mlirLogicalResultIsFailure(walkLoop(op, &w)))
      return mlirLogicalResultFailure();
    if (nodeWrites(s, i, f, c))
      break;
  }
  settle(reads);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyDmFollowingReads(const PsySchedule *s, intptr_t from, MlirValue f,
                                      int32_t c, const PsyDmSettings *dm,
                                      PsyDmHaloReads *reads) {
  return followingReads(s, from, f, c, dm, false, reads);
}

bool psyDmHaloReadsOnlyAnnexed(const PsyDmHaloReads *r) {
  return r->count == 1 && r->items[0].annexedOnly;
}

bool psyDmHaloUnreadAfter(MlirOperation loop, MlirValue field, const PsyDmSettings *dm) {
  PsySchedule *s = psyScheduleCreate(mlirOperationGetParentOperation(loop));
  PsyDmHaloReads reads = {NULL, 0};
  intptr_t node = psyScheduleFindNode(s, loop);
  bool unread = node >= 0 &&
                mlirLogicalResultIsSuccess(
                    followingReads(s, node + 1, field, 0, dm, true, &reads)) &&
                (reads.count == 0 || psyDmHaloReadsOnlyAnnexed(&reads));
  free(reads.items);
  psyScheduleDestroy(s);
  return unread;
}

MlirLogicalResult psyDmLoopHaloFields(MlirOperation loop, const PsyDmSettings *dm,
                                      PsyDmFields *out) {
  *out = (PsyDmFields){NULL, 0};
  ReadWalk w = {dm, {NULL}, {NULL}, {NULL}, NULL, out, false, {NULL}, false, false};
  return walkLoop(loop, &w);
}
