/* Dependence analysis over an invoke's schedule (psy-c/Dependence.h).
 *
 * Domain rule (PSyclone's developer guide, "Dependence Analysis" and "DataAccess"): two
 * accesses of the same field always overlap, except that a halo exchange touches one component of a field vector
 * while kernels touch them all, so the analysis keeps one slot per component. Walking the
 * nodes in order, each slot remembers its last writer and the readers since; a read depends
 * on the last writer (RAW), a write on the last writer (WAW) and on the readers since (WAR).
 * Every pass that adds or moves nodes asks this one analysis. */
#include "psy-c/Dependence.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/PtrMap.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

typedef struct {
  PsyDataAccess *items;
  intptr_t count;
} AccessList;

/* Node indices in increasing order. */
typedef struct {
  intptr_t *items;
  intptr_t count;
} IndexList;

/* The slot of a field vector that every access of it touches, whatever its component: the
 * one that answers a query about the whole vector (component 0). */
enum { kAnyComponent = -1 };

/* One component of one value: the walk's state (last writer, readers since) and every node
 * that reads or writes it, for the queries. Whole-vector accesses are in each component's
 * slot; kAnyComponent's slot has only the lists. */
typedef struct {
  MlirValue value;
  int32_t component;
  intptr_t lastWriter;
  IndexList readers; /* since lastWriter */
  IndexList reads, writes;
} Slot;

/* Lookups go through hash maps, never a scan: a field vector of N components brings N
 * exchanges, N slots and their dependences, and scans made building the schedule and each
 * query O(N). */
struct PsySchedule {
  MlirOperation invoke;
  MlirBlock body;
  MlirOperation *nodes;
  AccessList *accesses;
  intptr_t nnodes;
  PsyDependence *deps;
  intptr_t ndeps;
  Slot *slots;
  intptr_t nslots;
  PsyPtrMap nodeOf; /* op -> node */
  PsyPtrMap slotOf; /* (value, component + 1) -> slot */
  PsyPtrMap depOf;  /* (value, to, from, kind) -> dependence */
};

/* ==== Accesses of one node ================================================================= */

static bool isData(MlirType t) {
  return psyTypeIsAField(t) || psyTypeIsAFieldVector(t) || psyTypeIsAnOperator(t) ||
         psyTypeIsAColumnwiseOperator(t);
}

/* Adds an access, merging it with an earlier one of the same value and component. */
static void addAccess(AccessList *l, MlirValue v, int32_t component, bool reads, bool writes) {
  for (intptr_t i = 0; i < l->count; ++i) {
    PsyDataAccess *a = &l->items[i];
    if (mlirValueEqual(a->value, v) && a->component == component) {
      a->reads |= reads;
      a->writes |= writes;
      return;
    }
  }
  l->items = psyGrowOne(l->items, (size_t)l->count, sizeof *l->items);
  l->items[l->count++] = (PsyDataAccess){v, component, reads, writes};
}

typedef struct {
  const PsySchedule *s;
  intptr_t node;
  AccessList *list;
} WalkState;

/* The node (index) that defines `v`, when `v` is the result of an op of the invoke's body. */
static intptr_t definingNode(const PsySchedule *s, MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return -1;
  return psyPtrMapGet(&s->nodeOf, mlirOpResultGetOwner(v).ptr, 0);
}

static void callAccesses(MlirOperation call, AccessList *l) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(call); ++i) {
    MlirValue v = mlirOperationGetOperand(call, i);
    if (!isData(mlirValueGetType(v)))
      continue;
    PsyAccess a = psyCallOpGetOperandAccess(call, i);
    addAccess(l, v, 0, psyAccessReads(a), psyAccessWrites(a));
  }
}

/* The component a psy.halo_exchange_end completes: that of its start. */
static int32_t endComponent(MlirOperation end) {
  MlirValue request = mlirOperationGetOperand(end, 1);
  if (!mlirValueIsAOpResult(request))
    return 0;
  return (int32_t)psyHaloExchangeOpGetComponent(mlirOpResultGetOwner(request));
}

static void haloAccesses(MlirOperation op, AccessList *l) {
  MlirValue f = mlirOperationGetOperand(op, 0);
  if (psyHaloExchangeOpIsA(op))
    addAccess(l, f, (int32_t)psyHaloExchangeOpGetComponent(op), true, true);
  else if (psyHaloExchangeStartOpIsA(op))
    addAccess(l, f, (int32_t)psyHaloExchangeOpGetComponent(op), true, false);
  else if (psyHaloExchangeEndOpIsA(op))
    addAccess(l, f, endComponent(op), true, true);
  else if (psySetDirtyOpIsA(op) || psySetCleanOpIsA(op))
    addAccess(l, f, 0, false, true);
}

/* Reads of values that earlier nodes define (SSA), from any op inside the node. */
static void ssaReads(WalkState *st, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    intptr_t def = definingNode(st->s, v);
    if (def >= 0 && def != st->node)
      addAccess(st->list, v, 0, true, false);
  }
}

static MlirWalkResult visitOp(MlirOperation op, void *user) {
  WalkState *st = user;
  if (psyKernelOpIsA(op) || psyBuiltinOpIsA(op))
    callAccesses(op, st->list);
  else if (!psyLoopOpIsA(op) && !psyYieldOpIsA(op) && !psyGlobalReductionOpIsA(op))
    haloAccesses(op, st->list);
  ssaReads(st, op);
  return MlirWalkResultAdvance;
}

static void nodeAccesses(PsySchedule *s, intptr_t i) {
  AccessList *l = &s->accesses[i];
  MlirOperation node = s->nodes[i];
  WalkState st = {s, i, l};
  /* An exchange or marker also reads its SSA operands: a run-time depth, an end's request. */
  if (psyHaloExchangeOpIsA(node) || psyHaloExchangeStartOpIsA(node) ||
      psyHaloExchangeEndOpIsA(node) || psySetDirtyOpIsA(node) ||
      psySetCleanOpIsA(node)) {
    haloAccesses(node, l);
    ssaReads(&st, node);
  } else {
    mlirOperationWalk(node, visitOp, &st, MlirWalkPreOrder);
  }
  for (intptr_t r = 0; r < mlirOperationGetNumResults(node); ++r)
    addAccess(l, mlirOperationGetResult(node, r), 0, false, true);
}

/* ==== Dependences ========================================================================== */

static void append(IndexList *l, intptr_t node) {
  if (l->count && l->items[l->count - 1] == node)
    return;
  l->items = psyGrowOne(l->items, (size_t)l->count, sizeof *l->items);
  l->items[l->count++] = node;
}

static Slot *findSlot(const PsySchedule *s, MlirValue v, int32_t component) {
  intptr_t i = psyPtrMapGet(&s->slotOf, v.ptr, (uint64_t)(component + 1));
  return i < 0 ? NULL : &s->slots[i];
}

static Slot *slotFor(PsySchedule *s, MlirValue v, int32_t component) {
  Slot *sl = findSlot(s, v, component);
  if (sl)
    return sl;
  s->slots = psyGrowOne(s->slots, (size_t)s->nslots, sizeof *s->slots);
  psyPtrMapPut(&s->slotOf, v.ptr, (uint64_t)(component + 1), s->nslots);
  s->slots[s->nslots] = (Slot){v, component, -1, {NULL, 0}, {NULL, 0}, {NULL, 0}};
  return &s->slots[s->nslots++];
}

/* One dependence per (from, to, kind, value); node indices fit in 31 bits. */
static void addDep(PsySchedule *s, intptr_t from, intptr_t to, PsyDependenceKind kind,
                   MlirValue v, int32_t component) {
  uint64_t key = (uint64_t)to << 33 | (uint64_t)from << 2 | (uint64_t)kind;
  intptr_t i = psyPtrMapGet(&s->depOf, v.ptr, key);
  if (i >= 0) {
    if (s->deps[i].component != component)
      s->deps[i].component = 0; /* several components of one vector: report the vector */
    return;
  }
  psyPtrMapPut(&s->depOf, v.ptr, key, s->ndeps);
  s->deps = psyGrowOne(s->deps, (size_t)s->ndeps, sizeof *s->deps);
  s->deps[s->ndeps++] = (PsyDependence){from, to, kind, v, component};
}

/* The slots an access touches: each component of a field vector, or the value's one slot. */
static int32_t slotRange(PsyDataAccess a, int32_t *first) {
  int32_t dim = psyTypeGetDim(mlirValueGetType(a.value));
  if (dim <= 1) {
    *first = 0;
    return 1;
  }
  *first = a.component ? a.component : 1;
  return a.component ? 1 : dim;
}

static void edgesInto(PsySchedule *s, intptr_t j, PsyDataAccess a) {
  int32_t first, n = slotRange(a, &first);
  for (int32_t c = first; c < first + n; ++c) {
    Slot *sl = slotFor(s, a.value, c);
    if (sl->lastWriter >= 0 && sl->lastWriter != j)
      /* A read-write's RAW edge also orders its write after the last writer. */
      addDep(s, sl->lastWriter, j, a.reads ? PSY_DEP_RAW : PSY_DEP_WAW, a.value, c);
    for (intptr_t r = 0; a.writes && r < sl->readers.count; ++r)
      if (sl->readers.items[r] != j)
        addDep(s, sl->readers.items[r], j, PSY_DEP_WAR, a.value, c);
  }
}

static void noteIn(Slot *sl, intptr_t j, PsyDataAccess a) {
  if (a.reads)
    append(&sl->reads, j);
  if (a.writes)
    append(&sl->writes, j);
}

static void recordAccess(PsySchedule *s, intptr_t j, PsyDataAccess a) {
  int32_t first, n = slotRange(a, &first);
  for (int32_t c = first; c < first + n; ++c) {
    Slot *sl = slotFor(s, a.value, c);
    noteIn(sl, j, a);
    if (a.writes) {
      sl->lastWriter = j;
      sl->readers.count = 0;
    } else {
      append(&sl->readers, j);
    }
  }
  if (psyTypeGetDim(mlirValueGetType(a.value)) > 1)
    noteIn(slotFor(s, a.value, kAnyComponent), j, a);
}

static void computeDependences(PsySchedule *s) {
  for (intptr_t j = 0; j < s->nnodes; ++j) {
    const AccessList *l = &s->accesses[j];
    for (intptr_t k = 0; k < l->count; ++k)
      edgesInto(s, j, l->items[k]);
    for (intptr_t k = 0; k < l->count; ++k)
      recordAccess(s, j, l->items[k]);
  }
}

/* ==== The schedule ========================================================================= */

PsySchedule *psyScheduleCreate(MlirOperation invoke) {
  PsySchedule *s = calloc(1, sizeof *s);
  if (!s)
    abort();
  s->invoke = invoke;
  s->body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  if (mlirBlockIsNull(s->body))
    return s;
  for (MlirOperation op = mlirBlockGetFirstOperation(s->body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    s->nodes = psyGrowOne(s->nodes, (size_t)s->nnodes, sizeof *s->nodes);
    psyPtrMapPut(&s->nodeOf, op.ptr, 0, s->nnodes);
    s->nodes[s->nnodes++] = op;
  }
  s->accesses = calloc((size_t)(s->nnodes ? s->nnodes : 1), sizeof *s->accesses);
  if (!s->accesses)
    abort();
  for (intptr_t i = 0; i < s->nnodes; ++i)
    nodeAccesses(s, i);
  computeDependences(s);
  return s;
}

void psyScheduleDestroy(PsySchedule *s) {
  if (!s)
    return;
  for (intptr_t i = 0; i < s->nnodes; ++i)
    free(s->accesses[i].items);
  for (intptr_t i = 0; i < s->nslots; ++i) {
    free(s->slots[i].readers.items);
    free(s->slots[i].reads.items);
    free(s->slots[i].writes.items);
  }
  free(s->slots);
  psyPtrMapFree(&s->nodeOf);
  psyPtrMapFree(&s->slotOf);
  psyPtrMapFree(&s->depOf);
  free(s->accesses);
  free(s->nodes);
  free(s->deps);
  free(s);
}

intptr_t psyScheduleGetNumNodes(const PsySchedule *s) { return s->nnodes; }
MlirOperation psyScheduleGetNode(const PsySchedule *s, intptr_t i) { return s->nodes[i]; }

intptr_t psyScheduleFindNode(const PsySchedule *s, MlirOperation op) {
  /* Climb to the op whose block is the invoke's body. */
  while (!mlirOperationIsNull(op)) {
    MlirBlock b = mlirOperationGetBlock(op);
    if (mlirBlockEqual(b, s->body))
      break;
    op = mlirOperationGetParentOperation(op);
  }
  return mlirOperationIsNull(op) ? -1 : psyPtrMapGet(&s->nodeOf, op.ptr, 0);
}

intptr_t psyScheduleGetNumAccesses(const PsySchedule *s, intptr_t node) {
  return s->accesses[node].count;
}
PsyDataAccess psyScheduleGetAccess(const PsySchedule *s, intptr_t node, intptr_t i) {
  return s->accesses[node].items[i];
}

bool psyDataAccessOverlaps(PsyDataAccess a, PsyDataAccess b) {
  return mlirValueEqual(a.value, b.value) &&
         (a.component == 0 || b.component == 0 || a.component == b.component);
}

intptr_t psyScheduleGetNumDependences(const PsySchedule *s) { return s->ndeps; }
PsyDependence psyScheduleGetDependence(const PsySchedule *s, intptr_t i) { return s->deps[i]; }

/* The slot whose lists hold every node touching (value, component): the component's, the
 * whole vector's for component 0, the value's own for anything else. NULL when no node
 * touches it. */
static const Slot *probeSlot(const PsySchedule *s, MlirValue value, int32_t component) {
  if (psyTypeGetDim(mlirValueGetType(value)) <= 1)
    component = 0;
  else if (component == 0)
    component = kAnyComponent;
  return findSlot(s, value, component);
}

/* The last node of `l` before `node`, or -1 (a binary search). */
static intptr_t lastBefore(const IndexList *l, intptr_t node) {
  intptr_t lo = 0, hi = l->count; /* the answer is items[lo - 1] */
  while (lo < hi) {
    intptr_t mid = lo + (hi - lo) / 2;
    if (l->items[mid] < node)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo ? l->items[lo - 1] : -1;
}

/* The first node of `l` after `node`, or -1. */
static intptr_t firstAfter(const IndexList *l, intptr_t node) {
  intptr_t lo = 0, hi = l->count;
  while (lo < hi) {
    intptr_t mid = lo + (hi - lo) / 2;
    if (l->items[mid] <= node)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < l->count ? l->items[lo] : -1;
}

intptr_t psyScheduleFindPreviousWriter(const PsySchedule *s, intptr_t node, MlirValue value,
                                       int32_t component) {
  const Slot *sl = probeSlot(s, value, component);
  return sl ? lastBefore(&sl->writes, node) : -1;
}

intptr_t psyScheduleFindNextReader(const PsySchedule *s, intptr_t node, MlirValue value,
                                   int32_t component) {
  const Slot *sl = probeSlot(s, value, component);
  return sl ? firstAfter(&sl->reads, node) : -1;
}

intptr_t psyScheduleFindNextAccess(const PsySchedule *s, intptr_t node, MlirValue value,
                                   int32_t component) {
  const Slot *sl = probeSlot(s, value, component);
  if (!sl)
    return -1;
  intptr_t r = firstAfter(&sl->reads, node), w = firstAfter(&sl->writes, node);
  return r < 0 ? w : w < 0 ? r : r < w ? r : w;
}

bool psyScheduleDependsOn(const PsySchedule *s, intptr_t to, intptr_t from) {
  for (intptr_t i = 0; i < s->ndeps; ++i)
    if (s->deps[i].from == from && s->deps[i].to == to)
      return true;
  return false;
}
