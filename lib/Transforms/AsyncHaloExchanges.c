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
    l->items = realloc(l->items, (size_t)(l->count + 1) * sizeof *l->items);
    if (!l->items)
      abort();
    l->items[l->count++] = op;
  }
}

static bool touches(const PsySchedule *s, intptr_t i, PsyDataAccess probe, bool writesOnly) {
  for (intptr_t k = 0; k < psyScheduleGetNumAccesses(s, i); ++k) {
    PsyDataAccess a = psyScheduleGetAccess(s, i, k);
    if (psyDataAccessOverlaps(a, probe) && (a.writes || (!writesOnly && a.reads)))
      return true;
  }
  return false;
}

/* The last node the start must follow: the closest writer of the component, or the node
 * computing a run-time depth; -1 when the start can open the invoke. */
static intptr_t startAfter(const PsySchedule *s, intptr_t node, PsyDataAccess probe,
                           MlirValue depth) {
  intptr_t after = -1;
  if (!mlirValueIsNull(depth) && mlirValueIsAOpResult(depth))
    after = psyScheduleFindNode(s, mlirOpResultGetOwner(depth));
  for (intptr_t i = node - 1; i > after; --i)
    if (touches(s, i, probe, true))
      return i;
  return after;
}

/* The node the end must precede: the first that reads or writes the component, else the
 * terminator. */
static intptr_t endBefore(const PsySchedule *s, intptr_t node, PsyDataAccess probe) {
  intptr_t last = psyScheduleGetNumNodes(s) - 1;
  for (intptr_t i = node + 1; i < last; ++i)
    if (touches(s, i, probe, false))
      return i;
  return last;
}

/* Inserts `start` after `prev` (null: at the top of the body), behind the starts already
 * moved there, so starts keep the exchanges' order. */
static void insertStart(MlirBlock body, MlirOperation prev, MlirOperation start) {
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
}

static void split(MlirOperation invoke, MlirOperation hx) {
  PsySchedule *s = psyScheduleCreate(invoke);
  intptr_t node = psyScheduleFindNode(s, hx);
  MlirValue f = mlirOperationGetOperand(hx, 0);
  int64_t c = psyHaloExchangeOpGetComponent(hx);
  MlirValue depth = psyHaloDepthGetValue(hx);
  PsyDataAccess probe = {f, (int32_t)c, true, false};
  intptr_t after = startAfter(s, node, probe, depth);
  MlirOperation endAt = psyScheduleGetNode(s, endBefore(s, node, probe));
  MlirBlock body = mlirOperationGetBlock(hx);
  MlirLocation loc = mlirOperationGetLocation(hx);
  MlirOperation start = psyHaloExchangeStartOpCreate(
      loc, f, c, psyHaloDepthGetConstant(hx), depth, psyHaloExchangeOpGetCheckDirty(hx));
  if (psyHaloDepthIsMax(hx)) /* depth(max), depth(max - 1) */
    psyHaloDepthSetMax(start, psyHaloDepthGetBelowMax(hx));
  insertStart(body, after < 0 ? (MlirOperation){NULL} : psyScheduleGetNode(s, after), start);
  MlirOperation end = psyHaloExchangeEndOpCreate(loc, f, mlirOperationGetResult(start, 0));
  mlirBlockInsertOwnedOperationBefore(body, endAt, end);
  mlirOperationDestroy(hx);
  psyScheduleDestroy(s);
}

static MlirLogicalResult splitInvoke(MlirOperation invoke, const PsyDmSettings *dm,
                                     void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  OpList exchanges = {NULL, 0};
  collectExchanges(mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0)), &exchanges);
  for (int i = 0; i < exchanges.count; ++i)
    split(invoke, exchanges.items[i]);
  free(exchanges.items);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyAsyncHaloExchangesRun(MlirOperation module, const PsyDmOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, splitInvoke, NULL);
}
