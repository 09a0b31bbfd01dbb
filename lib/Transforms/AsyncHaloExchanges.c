/* psy-async-halo-exchanges: splits each blocking psy.halo_exchange into
 * psy.halo_exchange_start and psy.halo_exchange_end, the start as early and the end as late
 * as the dependences allow, so communication overlaps computation (PSyclone's
 * developer guide, "Asynchronous Halo Exchanges").
 *
 * Domain rule. The start reads the field component (it sends owned values); the end reads
 * and writes it (it receives the halo; PSyclone gives it readwrite so that readers after it
 * and writers before it both see it). So the start may move up past any node that does not
 * write that component, and stops right after the closest writer: a loop, or a dirty/clean
 * marker (check_dirty reads the run-time flags the markers set), or the op that computes its
 * depth. The end may move down past any node that neither reads nor writes the component,
 * and stops right before the first that does (the loop that needed the halo), or before the
 * invoke's terminator. Field-vector components are independent. Exchanges already split are
 * left alone; without distributed memory nothing changes. */
#include <stdlib.h>

#include "psy-c/Alloc.h"
#include "psy-c/PtrMap.h"
#include "DmPasses.h"
#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"

typedef struct {
  MlirOperation *items;
  int count;
} OpList;

static void collectExchanges(MlirBlock body, OpList *l) {
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyHaloExchangeOpIsA(op))
      continue;
    l->items = psyGrowOne(l->items, (size_t)l->count, sizeof *l->items);
    l->items[l->count++] = op;
  }
}

/* One schedule serves every split: the analysis is built once, and each split only
 * replaces its exchange's node by a start (which reads, so writes nothing a later query
 * sees) and an end (a writer). The queries of a later exchange see that change only when the
 * closest writer before it is an exchange already split: its end is then the writer, and it
 * sits right before the node that was the next access of that exchange. Rebuilding the
 * schedule per exchange made a vector of N components cost N^2. */
typedef struct {
  PsySchedule *s;
  MlirOperation *end;  /* per node: the end that replaced the exchange there, or null */
  intptr_t *endBefore; /* per node: the node that end was placed before */
  PsyPtrMap lastStart; /* op a start follows (the state itself: the top) -> the last start
                          placed behind it, so the next need not walk past all of them */
} SplitState;

/* The op the start must follow (null: the top of the body): the closest writer of the
 * component, or the op computing a run-time depth, whichever comes later. */
static MlirOperation startAfter(const SplitState *st, intptr_t node, PsyDataAccess probe,
                                MlirValue depth) {
  intptr_t after = -1;
  if (!mlirValueIsNull(depth) && mlirValueIsAOpResult(depth))
    after = psyScheduleFindNode(st->s, mlirOpResultGetOwner(depth));
  intptr_t w = psyScheduleFindPreviousWriter(st->s, node, probe.value, probe.component);
  bool split = w >= 0 && !mlirOperationIsNull(st->end[w]);
  /* A split writer's end sits just before node endBefore[w]: later than `after` when that
   * node is. */
  if (split && st->endBefore[w] > after)
    return st->end[w];
  if (!split && w > after)
    return psyScheduleGetNode(st->s, w);
  return after < 0 ? (MlirOperation){NULL} : psyScheduleGetNode(st->s, after);
}

/* The node the end must precede: the first that reads or writes the component, else the
 * terminator. */
static intptr_t endBefore(const PsySchedule *s, intptr_t node, PsyDataAccess probe) {
  intptr_t last = psyScheduleGetNumNodes(s) - 1;
  intptr_t next = psyScheduleFindNextAccess(s, node, probe.value, probe.component);
  return next < 0 || next > last ? last : next;
}

/* Inserts `start` after `prev` (null: at the top of the body), behind the starts already
 * moved there, so starts keep the exchanges' order. */
static void insertStart(SplitState *st, MlirBlock body, MlirOperation prev,
                        MlirOperation start) {
  const void *key = mlirOperationIsNull(prev) ? (const void *)st : prev.ptr;
  intptr_t last = psyPtrMapGet(&st->lastStart, key, 0);
  if (last >= 0)
    prev = (MlirOperation){(void *)last};
  MlirOperation next = mlirOperationIsNull(prev) ? mlirBlockGetFirstOperation(body)
                                                 : mlirOperationGetNextInBlock(prev);
  while (!mlirOperationIsNull(next) && psyHaloExchangeStartOpIsA(next)) {
    prev = next;
    next = mlirOperationGetNextInBlock(next);
  }
  if (mlirOperationIsNull(prev))
    mlirBlockInsertOwnedOperation(body, 0, start);
  else
    mlirBlockInsertOwnedOperationAfter(body, prev, start);
  psyPtrMapPut(&st->lastStart, key, 0, (intptr_t)start.ptr);
}

/* Inserts `end` before `at`. An end before a start that was there already splits a row of
 * starts: the remembered last starts may then skip it, so they are forgotten. */
static void insertEnd(SplitState *st, MlirBlock body, MlirOperation at, MlirOperation end) {
  if (psyHaloExchangeStartOpIsA(at)) {
    psyPtrMapFree(&st->lastStart);
    st->lastStart = (PsyPtrMap){0};
  }
  mlirBlockInsertOwnedOperationBefore(body, at, end);
}

static void split(SplitState *st, MlirOperation hx) {
  intptr_t node = psyScheduleFindNode(st->s, hx);
  MlirValue f = mlirOperationGetOperand(hx, 0);
  int64_t c = psyHaloExchangeOpGetComponent(hx);
  MlirValue depth = psyHaloDepthGetValue(hx);
  PsyDataAccess probe = {f, (int32_t)c, true, false};
  MlirOperation after = startAfter(st, node, probe, depth);
  intptr_t endAt = endBefore(st->s, node, probe);
  MlirBlock body = mlirOperationGetBlock(hx);
  MlirLocation loc = mlirOperationGetLocation(hx);
  MlirOperation start = psyHaloExchangeStartOpCreate(
      loc, f, c, psyHaloDepthGetConstant(hx), depth, psyHaloExchangeOpGetCheckDirty(hx));
  if (psyHaloDepthIsMax(hx)) /* depth(max), depth(max - 1) */
    psyHaloDepthSetMax(start, psyHaloDepthGetBelowMax(hx));
  insertStart(st, body, after, start);
  MlirOperation end = psyHaloExchangeEndOpCreate(loc, f, mlirOperationGetResult(start, 0));
  insertEnd(st, body, psyScheduleGetNode(st->s, endAt), end);
  mlirOperationDestroy(hx);
  st->end[node] = end;
  st->endBefore[node] = endAt;
}

static MlirLogicalResult splitInvoke(MlirOperation invoke, const PsyDmSettings *dm,
                                     void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  OpList exchanges = {NULL, 0};
  collectExchanges(mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0)), &exchanges);
  PsySchedule *s = psyScheduleCreate(invoke);
  intptr_t n = psyScheduleGetNumNodes(s);
  SplitState st = {s, psyXcalloc((size_t)n + 1, sizeof *st.end),
                   psyXcalloc((size_t)n + 1, sizeof *st.endBefore), {0}};
  for (int i = 0; i < exchanges.count; ++i)
    split(&st, exchanges.items[i]);
  free(st.end);
  free(st.endBefore);
  psyPtrMapFree(&st.lastStart);
  psyScheduleDestroy(s);
  free(exchanges.items);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyAsyncHaloExchangesRun(MlirOperation module, const PsyDmOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, splitInvoke, NULL);
}
