/* psy-move{node=N before=M} / psy-move{node=N after=M} (and invoke=NAME): moves one node of
 * an invoke's schedule to just before or just after another, as PSyclone's MoveTrans does,
 * and refuses any move that would change what the invoke computes (PSyclone's developer guide, "Dependence
 * Analysis": the dependences exist so that no transformation moves one node past another it
 * depends on).
 *
 * Domain rule. Nodes are numbered as psy-c/Dependence.h numbers them: each op directly in
 * the invoke's body, from 0, the func.return last. Moving node N to its new place crosses a
 * contiguous run of nodes (those between its old and new place); the order of N and each of
 * them flips, so the move is legal only when N has no dependence edge (RAW, WAR, WAW) with
 * any of them and neither uses a value the other defines. Checking direct edges suffices:
 * the analysis links each access to the closest conflicting access on its side, and any
 * node of the run that conflicts with N puts such a closest one inside the run too. The SSA
 * check is our own because the analysis does not record every operand (a halo exchange's
 * run-time depth is one it leaves out). The terminator stays last: it cannot move and
 * nothing goes after it. */
#include "Move.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Dependence.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* What the options ask for. */
typedef struct {
  intptr_t node, target;
  bool after;
  const char *invoke; /* NULL: the module's only invoke */
} MoveRequest;

/* ==== Options =============================================================================== */

static MlirLogicalResult parseRequest(MlirOperation module, const PsyMoveOptions *opts,
                                      MoveRequest *r) {
  MlirLocation at = mlirOperationGetLocation(module);
  bool before = opts->before != PSY_INDEX_NOT_GIVEN, after = opts->after != PSY_INDEX_NOT_GIVEN;
  *r = (MoveRequest){(intptr_t)opts->node, (intptr_t)(after ? opts->after : opts->before), after,
                     opts->invoke};
  if (opts->node == PSY_INDEX_NOT_GIVEN || before == after)
    return psyEmitError(at, "psy-move needs node=N and exactly one of before=M, after=M");
  if (r->node < 0)
    return psyEmitError(at, "psy-move: node must be a node index (0, 1, ...), got '%lld'",
                        (long long)r->node);
  if (r->target < 0)
    return psyEmitError(at, "psy-move: %s must be a node index (0, 1, ...), got '%lld'",
                        after ? "after" : "before", (long long)r->target);
  return mlirLogicalResultSuccess();
}

static bool isNamed(MlirOperation invoke, const char *name) {
  MlirStringRef s = psyOpGetStringAttr(invoke, "sym_name");
  return s.length == strlen(name) && strncmp(s.data, name, s.length) == 0;
}

/* The invoke named `name`, or the only invoke when `name` is NULL. */
static MlirLogicalResult findInvoke(MlirOperation module, const char *name,
                                    MlirOperation *out) {
  int found = 0;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && (!name || isNamed(op, name)) && found++ == 0)
      *out = op;
  MlirLocation loc = mlirOperationGetLocation(module);
  if (found == 0 && name)
    return psyEmitError(loc, "psy-move: no invoke named '%s'", name);
  if (found == 0)
    return psyEmitError(loc, "psy-move: the module has no invoke");
  if (found > 1 && !name)
    return psyEmitError(loc, "psy-move: the module has %d invokes: name one with invoke=NAME",
                        found);
  return mlirLogicalResultSuccess();
}

/* ==== Checks ================================================================================ */

static MlirLogicalResult checkIndices(const PsySchedule *s, MlirOperation invoke,
                                      const MoveRequest *r) {
  intptr_t n = psyScheduleGetNumNodes(s);
  const char *where = r->after ? "after" : "before";
  if (n == 0)
    return psyOpEmitError(invoke, "has no body to move nodes in");
  if (r->node >= n || r->target >= n)
    return psyOpEmitError(invoke,
                          "node %ld %s node %ld is out of range: the invoke has "
                          "nodes 0 to %ld (node %ld is its func.return)",
                          (long)r->node, where, (long)r->target, (long)(n - 1), (long)(n - 1));
  MlirOperation op = psyScheduleGetNode(s, r->node);
  if (r->node == r->target)
    return psyOpEmitError(op, "cannot move node %ld %s itself", (long)r->node,
                          where);
  if (r->node == n - 1)
    return psyOpEmitError(op, "cannot move node %ld, the invoke's terminator",
                          (long)r->node);
  if (r->after && r->target == n - 1)
    return psyOpEmitError(op, "cannot move node %ld after node %ld, the invoke's "
                          "terminator", (long)r->node, (long)r->target);
  return mlirLogicalResultSuccess();
}

typedef struct {
  MlirOperation def;
  MlirValue used;
} UseProbe;

static MlirWalkResult findUse(MlirOperation op, void *user) {
  UseProbe *p = user;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (mlirValueIsAOpResult(v) && mlirOperationEqual(mlirOpResultGetOwner(v), p->def)) {
      p->used = v;
      return MlirWalkResultInterrupt;
    }
  }
  return MlirWalkResultAdvance;
}

/* A result of `def` that `user` (or an op inside it) uses; null when none. */
static MlirValue resultUsedBy(MlirOperation user, MlirOperation def) {
  UseProbe p = {def, {NULL}};
  mlirOperationWalk(user, findUse, &p, MlirWalkPreOrder);
  return p.used;
}

/* "%arg1" or "%arg1[2]", named as the printer names it in the invoke. */
static void appendValue(PsyStrBuf *b, MlirOperation invoke, MlirValue v, int32_t component) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  MlirAsmState state = mlirAsmStateCreateForOperation(invoke, flags);
  mlirValuePrintAsOperand(v, state, psyStrBufCallback, b);
  if (component)
    psyStrBufPrintf(b, "[%d]", (int)component);
  mlirAsmStateDestroy(state);
  mlirOpPrintingFlagsDestroy(flags);
}

static MlirLogicalResult refuse(const PsySchedule *s, const MoveRequest *r, const char *why) {
  return psyOpEmitError(psyScheduleGetNode(s, r->node), "cannot move node %ld %s node %ld: "
                        "%s", (long)r->node, r->after ? "after" : "before",
                        (long)r->target, why);
}

/* Refuses when `b` uses a value `a` defines (`a` comes first: SSA allows no other way). */
static MlirLogicalResult checkSsa(const PsySchedule *s, MlirOperation invoke,
                                  const MoveRequest *r, intptr_t a, intptr_t b) {
  MlirValue v = resultUsedBy(psyScheduleGetNode(s, b), psyScheduleGetNode(s, a));
  if (mlirValueIsNull(v))
    return mlirLogicalResultSuccess();
  PsyStrBuf why = {0};
  psyStrBufPrintf(&why, "node %ld uses ", (long)b);
  appendValue(&why, invoke, v, 0);
  psyStrBufPrintf(&why, ", which node %ld defines", (long)a);
  MlirLogicalResult res = refuse(s, r, why.data);
  psyStrBufFree(&why);
  return res;
}

static const struct {
  const char *name, *toDoes, *fromDoes;
} kKinds[] = {
    [PSY_DEP_RAW] = {"RAW", "reads", "writes"},
    [PSY_DEP_WAR] = {"WAR", "writes", "reads"},
    [PSY_DEP_WAW] = {"WAW", "writes", "writes"},
};

/* Refuses when node `b` depends on node `a` (a before b in the schedule). */
static MlirLogicalResult checkEdges(const PsySchedule *s, MlirOperation invoke,
                                    const MoveRequest *r, intptr_t a, intptr_t b) {
  for (intptr_t i = 0; i < psyScheduleGetNumDependences(s); ++i) {
    PsyDependence d = psyScheduleGetDependence(s, i);
    if (d.from != a || d.to != b)
      continue;
    PsyStrBuf why = {0};
    psyStrBufPrintf(&why, "node %ld %s ", (long)b, kKinds[d.kind].toDoes);
    appendValue(&why, invoke, d.value, d.component);
    psyStrBufPrintf(&why, " after node %ld %s it (%s)", (long)a, kKinds[d.kind].fromDoes,
                    kKinds[d.kind].name);
    MlirLogicalResult res = refuse(s, r, why.data);
    psyStrBufFree(&why);
    return res;
  }
  return mlirLogicalResultSuccess();
}

/* Checks each node the move crosses, nearest to the moved node first, so the error names
 * the closest obstacle. */
static MlirLogicalResult checkCrossings(const PsySchedule *s, MlirOperation invoke,
                                        const MoveRequest *r) {
  bool up = r->target < r->node;
  intptr_t last = up ? r->target + (r->after ? 1 : 0) : r->target - (r->after ? 0 : 1);
  intptr_t step = up ? -1 : 1;
  for (intptr_t k = r->node + step; up ? k >= last : k <= last; k += step) {
    intptr_t a = up ? k : r->node, b = up ? r->node : k;
    if (mlirLogicalResultIsFailure(checkSsa(s, invoke, r, a, b)) ||
        mlirLogicalResultIsFailure(checkEdges(s, invoke, r, a, b)))
      return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

/* ==== The pass ============================================================================== */

static void applyMove(const PsySchedule *s, const MoveRequest *r) {
  MlirOperation op = psyScheduleGetNode(s, r->node);
  MlirOperation at = psyScheduleGetNode(s, r->target);
  if (r->after)
    mlirOperationMoveAfter(op, at);
  else
    mlirOperationMoveBefore(op, at);
}

MlirLogicalResult psyMoveRun(MlirOperation module, const PsyMoveOptions *opts) {
  MoveRequest r;
  MlirOperation invoke = {NULL};
  if (mlirLogicalResultIsFailure(parseRequest(module, opts, &r)) ||
      mlirLogicalResultIsFailure(findInvoke(module, r.invoke, &invoke)))
    return mlirLogicalResultFailure();
  PsySchedule *s = psyScheduleCreate(invoke);
  MlirLogicalResult res = checkIndices(s, invoke, &r);
  if (mlirLogicalResultIsSuccess(res))
    res = checkCrossings(s, invoke, &r);
  if (mlirLogicalResultIsSuccess(res))
    applyMove(s, &r);
  psyScheduleDestroy(s);
  return res;
}
