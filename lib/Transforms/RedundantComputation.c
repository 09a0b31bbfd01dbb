/* psy-redundant-computation{loop=N depth=D|max [invoke=NAME]}: runs one loop of an invoke
 * redundantly into the halo, then brings the invoke's halo exchanges and dirty/clean markers
 * in line with it, as PSyclone's Dynamo0p3RedundantComputationTrans and its
 * update_halo_exchanges() do (PSyclone's developer guide, "Cell iterators", "Halo Exchanges and Loop
 * transformations", "Modifying the Schedule").
 *
 * Domain rule. The N-th top-level psy.loop of the invoke (0-based, loops only; a colours
 * loop's colour_cells loop takes the bound) runs to cell_halo(D), last_halo_cell(D) or
 * dof_halo(D), or to the mesh's maximum halo depth (`max`). Refused, with an error at the
 * loop: no distributed memory; exchanges already split (redundant computation comes first); a
 * domain loop; a kernel that operates on halo cells or on owned cells or dofs only; a loop
 * that computes a reduction (its partial sums would count halo dofs); D < 1 (a loop writing a
 * continuous field must compute at least the level-1 halo); D not deeper than the loop's
 * current depth, or a loop already at `max`; an operator read or written beyond depth 1
 * (operators are computed to depth 1 and never exchanged); `max` with an inter-grid kernel
 * (its fine field would need twice the coarse mesh's maximum) or with a fixed-size stencil
 * (x1d, y1d, xory1d, cross: it would read beyond the halo; region and cross2d shrink there).
 * Then the exchanges: those now needed are placed (before this loop, for the fields it now
 * reads deeper), those after it that are no longer required go, and every exchange's depth
 * and check_dirty are recomputed from its readers (psyDmUpdateExchanges); a loop to depth D
 * leaves a continuous field clean to D - 1, a discontinuous one to D. Markers that follow a
 * loop are rewritten to what it now leaves clean. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "DmPasses.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

typedef struct {
  int64_t loop;       /* index among the invoke's top-level loops */
  int64_t depth;      /* the depth asked for; 0 with max */
  bool max;
  const char *invoke; /* NULL: the module's only invoke */
} Request;

#define PASS "psy-redundant-computation: "

/* ---- Options, invoke and loop --------------------------------------------------------------- */

static bool parseInt(const char *s, int64_t *out) {
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  *out = v;
  return *s && !*end && errno == 0;
}

static MlirLogicalResult parseRequest(MlirOperation module,
                                      const PsyRedundantComputationOptions *opts, Request *rq) {
  MlirLocation at = mlirOperationGetLocation(module);
  const char *depth = opts->depth;
  rq->invoke = opts->invoke;
  rq->loop = opts->loop;
  if (rq->loop < 0)
    return psyEmitError(at, PASS "option loop must be the 0-based index of a top-level loop of "
                            "the invoke, got %lld", (long long)rq->loop);
  rq->max = depth && strcmp(depth, "max") == 0;
  rq->depth = 0;
  if (!depth || (!rq->max && !parseInt(depth, &rq->depth)))
    return psyEmitError(at, PASS "option depth must be a halo depth or max, got '%s'",
                        depth ? depth : "");
  return mlirLogicalResultSuccess();
}

static bool hasName(MlirOperation invoke, const char *name) {
  MlirStringRef s = psyOpGetStringAttr(invoke, "sym_name");
  return strlen(name) == s.length && strncmp(name, s.data, s.length) == 0;
}

/* The invoke named `name`, or the only one when `name` is NULL. */
static MlirLogicalResult findInvoke(MlirOperation module, const char *name,
                                    MlirOperation *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  int count = 0;
  *out = (MlirOperation){NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && (!name || hasName(op, name)) && count++ == 0)
      *out = op;
  MlirLocation at = mlirOperationGetLocation(module);
  if (name && count == 0)
    return psyEmitError(at, PASS "no invoke named '%s'", name);
  if (count == 0)
    return psyEmitError(at, PASS "the module has no invoke");
  if (count > 1)
    return psyEmitError(at, PASS "the module has %d invokes: name one with invoke=NAME", count);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult findLoop(MlirOperation invoke, int64_t n, MlirOperation *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  int64_t count = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op) && count++ == n)
      *out = op;
  if (n < count)
    return mlirLogicalResultSuccess();
  return psyOpEmitError(invoke, PASS "loop=%lld is out of range: the invoke has %lld top-level "
                                "loops (counted from 0)",
                        (long long)n, (long long)count);
}

/* ---- What PSyclone forbids ------------------------------------------------------------------ */

static MlirLogicalResult checkSchedule(MlirOperation invoke, MlirOperation loop,
                                       const PsyDmSettings *dm) {
  if (!dm->dm)
    return psyOpEmitError(loop, PASS "needs distributed memory (option dm, configuration key "
                                "DISTRIBUTED_MEMORY): without it there are no halos");
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyHaloExchangeStartOpIsA(op))
      return psyOpEmitError(loop, PASS "the invoke's halo exchanges are already split "
                                  "(psy-async-halo-exchanges): apply redundant computation "
                                  "first");
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkIteration(MlirOperation loop, MlirOperation bounded) {
  PsyIteration it = psyLoopOpGetIteration(bounded);
  if (it == PSY_ITER_DOMAIN)
    return psyOpEmitError(loop, PASS "a domain loop runs once per partition: it has no halo "
                                "to compute");
  if (it == PSY_ITER_COLOURS)
    return psyOpEmitError(loop, PASS "the colours loop holds no colour_cells loop");
  if (mlirOperationGetNumResults(loop) > 0)
    return psyOpEmitError(loop, PASS "the loop computes a reduction: its partial sums would "
                                "count the halo dofs too");
  return mlirLogicalResultSuccess();
}

typedef enum {
  KERNEL_OK, KERNEL_ON_HALO, KERNEL_ON_OWNED, KERNEL_OPERATOR, KERNEL_INTERGRID,
  KERNEL_STENCIL
} KernelProblem;

static bool fixedStencil(PsyStencil s) {
  return s != PSY_STENCIL_NONE && s != PSY_STENCIL_REGION && s != PSY_STENCIL_CROSS2D;
}

/* Why a kernel of the loop forbids the request; `detail` says which access or stencil. */
static KernelProblem metaProblem(MlirOperation meta, const Request *rq, int *detail) {
  PsyOperatesOn on = psyKernelMetaOpGetOperatesOn(meta);
  if (on == PSY_ON_HALO_CELL_COLUMN || on == PSY_ON_OWNED_AND_HALO_CELL_COLUMN)
    return KERNEL_ON_HALO;
  if (on == PSY_ON_OWNED_CELL_COLUMN || on == PSY_ON_OWNED_DOF)
    return KERNEL_ON_OWNED;
  for (intptr_t i = 0; i < psyKernelMetaOpGetNumArgs(meta); ++i) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, i);
    bool op = a.kind == PSY_ARG_OPERATOR || a.kind == PSY_ARG_COLUMNWISE_OPERATOR;
    if (op && (rq->max || rq->depth > 1))
      return *detail = psyAccessWrites(a.access), KERNEL_OPERATOR;
    if (rq->max && a.mesh != PSY_MESH_NONE)
      return KERNEL_INTERGRID;
    if (rq->max && fixedStencil(a.stencil))
      return *detail = (int)a.stencil, KERNEL_STENCIL;
  }
  return KERNEL_OK;
}

typedef struct {
  const Request *rq;
  KernelProblem problem;
  MlirOperation call;
  int detail;
} KernelWalk;

static MlirWalkResult visitKernel(MlirOperation op, void *user) {
  KernelWalk *w = user;
  MlirOperation meta = psyKernelOpIsA(op) ? psyKernelOpLookupMeta(op)
                                              : (MlirOperation){NULL};
  if (mlirOperationIsNull(meta))
    return MlirWalkResultAdvance;
  w->problem = metaProblem(meta, w->rq, &w->detail);
  w->call = op;
  return w->problem == KERNEL_OK ? MlirWalkResultAdvance : MlirWalkResultInterrupt;
}

static MlirLogicalResult checkKernels(MlirOperation loop, const Request *rq) {
  KernelWalk w = {rq, KERNEL_OK, {NULL}, 0};
  mlirOperationWalk(loop, visitKernel, &w, MlirWalkPreOrder);
  if (w.problem == KERNEL_OK)
    return mlirLogicalResultSuccess();
  MlirStringRef k = psyKernelOpGetMetaName(w.call);
  int n = (int)k.length;
  switch (w.problem) {
  case KERNEL_ON_HALO:
    return psyOpEmitError(loop, PASS "kernel '%.*s' operates on halo cells: its loop keeps "
                                "the halo bound the kernel asks for", n, k.data);
  case KERNEL_ON_OWNED:
    return psyOpEmitError(loop, PASS "kernel '%.*s' operates on owned cells or dofs only: it "
                                "cannot compute redundantly", n, k.data);
  case KERNEL_OPERATOR:
    return psyOpEmitError(loop, PASS "kernel '%.*s' %s an operator: operators are computed to "
                                "halo depth 1 and never exchanged, so its loop cannot run "
                                "deeper than 1", n, k.data, w.detail ? "writes" : "reads");
  case KERNEL_INTERGRID:
    return psyOpEmitError(loop, PASS "kernel '%.*s' is an inter-grid kernel: its fine field "
                                "would need twice the coarse mesh's maximum depth; give a "
                                "constant depth", n, k.data);
  default:
    return psyOpEmitError(loop, PASS "kernel '%.*s' reads a field through a %s stencil, of "
                                "fixed size: to the mesh's maximum depth it would read beyond "
                                "the halo (only region and cross2d stencils shrink there)",
                          n, k.data, psyVocabName(PSY_VOCAB_STENCIL, w.detail));
  }
}

static void noteContinuousUpdate(const PsyDmFieldArg *a, void *user) {
  bool *updates = user;
  *updates |= psyAccessWrites(a->access) && !a->discontinuous && a->access != PSY_ACCESS_WRITE;
}

static MlirWalkResult visitUpdate(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteContinuousUpdate, user);
  return MlirWalkResultAdvance;
}

/* PSyclone's developer guide: a cell loop updating a continuous field computes at least the level-1
 * halo, so no request may leave it shallower. */
static bool updatesContinuous(MlirOperation loop, MlirOperation bounded) {
  bool updates = false;
  if (psyLoopOpGetIteration(bounded) != PSY_ITER_DOFS)
    mlirOperationWalk(loop, visitUpdate, &updates, MlirWalkPreOrder);
  return updates;
}

static MlirLogicalResult checkDepth(MlirOperation loop, MlirOperation bounded,
                                    const Request *rq) {
  long long d = (long long)rq->depth;
  if (!rq->max && rq->depth < 1 && updatesContinuous(loop, bounded))
    return psyOpEmitError(loop, PASS "a loop that updates a continuous field computes at least "
                                "the level-1 halo, got depth=%lld", d);
  if (!rq->max && rq->depth < 1)
    return psyOpEmitError(loop, PASS "halo depth must be at least 1, got %lld", d);
  if (!psyDmIsHaloBound(psyLoopOpGetUpperBound(bounded)))
    return mlirLogicalResultSuccess();
  if (psyHaloDepthIsMax(bounded))
    return psyOpEmitError(loop, PASS "the loop already runs to the mesh's maximum halo depth");
  if (rq->max)
    return mlirLogicalResultSuccess();
  if (!mlirValueIsNull(psyHaloDepthGetValue(bounded)))
    return psyOpEmitError(loop, PASS "the loop runs to a run-time depth: depth=%lld may not be "
                                "deeper (depth=max is)", d);
  if (psyHaloDepthGetConstant(bounded) >= rq->depth)
    return psyOpEmitError(loop, PASS "depth=%lld must be deeper than the loop's current halo "
                                "depth %lld", d, (long long)psyHaloDepthGetConstant(bounded));
  return mlirLogicalResultSuccess();
}

/* ---- The transformation --------------------------------------------------------------------- */

static void setBound(MlirOperation bounded, const Request *rq) {
  PsyIteration it = psyLoopOpGetIteration(bounded);
  PsyUpperBound ub = it == PSY_ITER_DOFS           ? PSY_UB_DOF_HALO
                     : it == PSY_ITER_COLOUR_CELLS ? PSY_UB_LAST_HALO_CELL
                                                   : PSY_UB_CELL_HALO;
  if (rq->max)
    psyLoopOpSetUpperBoundMax(bounded, ub);
  else
    psyLoopOpSetUpperBound(bounded, ub, rq->depth);
}

static void remarkInvoke(MlirOperation invoke, const PsyDmSettings *dm) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op))
      psyDmRemarkLoop(op, dm);
}

static MlirLogicalResult transform(MlirOperation invoke, MlirOperation loop, const Request *rq,
                                   const PsyDmSettings *dm) {
  MlirOperation bounded = psyDmBoundingLoop(loop);
  if (mlirLogicalResultIsFailure(checkSchedule(invoke, loop, dm)) ||
      mlirLogicalResultIsFailure(checkIteration(loop, bounded)) ||
      mlirLogicalResultIsFailure(checkKernels(loop, rq)) ||
      mlirLogicalResultIsFailure(checkDepth(loop, bounded, rq)))
    return mlirLogicalResultFailure();
  PsyDmSettings local = psyDmInvokeSettings(invoke, dm);
  setBound(bounded, rq);
  if (mlirLogicalResultIsFailure(psyDmUpdateExchanges(invoke, &local)))
    return mlirLogicalResultFailure();
  remarkInvoke(invoke, &local);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyRedundantComputationRun(MlirOperation module,
                                             const PsyRedundantComputationOptions *opts) {
  PsyDmSettings dm;
  Request rq;
  MlirOperation invoke, loop = {NULL};
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, &opts->dm, &dm)) ||
      mlirLogicalResultIsFailure(parseRequest(module, opts, &rq)) ||
      mlirLogicalResultIsFailure(findInvoke(module, rq.invoke, &invoke)) ||
      mlirLogicalResultIsFailure(findLoop(invoke, rq.loop, &loop)))
    return mlirLogicalResultFailure();
  return transform(invoke, loop, &rq, &dm);
}
