/* psy-dm-loop-bounds: each loop's upper bound under distributed memory, as PSyclone 3.3 sets it
 * when it builds a schedule (PSyclone's developer guide, "Loop iterators").
 *
 * Domain rule, per loop:
 * - cells (and colour_cells): a loop whose kernels write an operator, or write a field on a
 *   continuous or unknown-continuity space (any_space_N) other than through GH_WRITE alone,
 *   runs redundantly into the level-1 halo, cell_halo(1) (last_halo_cell(1)), so the dofs it
 *   shares with neighbouring partitions are right; a loop that writes only discontinuous
 *   fields, or whose updates are all GH_WRITE (every cell writes a shared dof the same value),
 *   runs over the owned cells, ncells (last_edge_cell). The space is the metadata's, as
 *   PSyclone reads it. Inter-grid kernels iterate over the coarse mesh, so the depth is
 *   counted in coarse cells.
 * - dofs: the owned dofs, ndofs; with COMPUTE_ANNEXED_DOFS, owned and annexed, nannexed,
 *   unless the loop computes a reduction (its partial sums must not count an annexed dof
 *   twice).
 * - domain kernels run once per partition: their loop keeps the bound `domain`.
 * - halo_cell_column / owned_and_halo_cell_column kernels keep the halo bound they were
 *   given, cell_halo(D) or cell_halo(%d) from the kernel's halo depth argument (PSyclone
 *   3.3's loop bound for them; the front end sets it); without one they are an error.
 * Without distributed memory every loop runs over the owned range (ncells, ndofs,
 * last_edge_cell), which is then every cell: a halo kernel's run-time depth goes with the
 * index arithmetic only it used (psyc -nodm runs this pass with dm=false for that). A loop
 * that already runs into the halo deeper than the rule asks (after psy-redundant-computation:
 * a deeper constant, a run-time depth or `max`) keeps its bound. */
#include <string.h>

#include "DmPasses.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* What the kernels of one loop ask of its bound. */
typedef struct {
  bool halo;       /* needs the level-1 halo */
  bool reduction;  /* computes a reduction */
  bool ownHalo;    /* a halo_cell_column kernel: the loop's own halo bound stands */
  MlirOperation culprit;
} Needs;

static bool isContinuousOrUnknown(const char *space) {
  return space[0] && !psyFunctionSpaceIsDiscontinuous(space, strlen(space));
}

/* PSyclone's rule for one kernel: an operator written, or a continuous (or unknown) field
 * updated by anything but GH_WRITE alone. */
static void kernelNeeds(MlirOperation call, Needs *n) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  if (mlirOperationIsNull(meta))
    return; /* the verifier reports it */
  PsyOperatesOn on = psyKernelMetaOpGetOperatesOn(meta);
  if (on == PSY_ON_HALO_CELL_COLUMN || on == PSY_ON_OWNED_AND_HALO_CELL_COLUMN) {
    n->ownHalo = true;
    n->culprit = call;
  }
  bool operatorWritten = false, continuousWritten = false, allWrites = true;
  for (intptr_t i = 0; i < psyKernelMetaOpGetNumArgs(meta); ++i) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, i);
    if (a.access == PSY_ACCESS_REDUCTION) {
      n->reduction = true;
      continue;
    }
    if (!psyAccessWrites(a.access))
      continue;
    allWrites &= a.access == PSY_ACCESS_WRITE;
    if (a.kind == PSY_ARG_OPERATOR || a.kind == PSY_ARG_COLUMNWISE_OPERATOR)
      operatorWritten = true;
    else if (a.kind == PSY_ARG_FIELD && isContinuousOrUnknown(a.space))
      continuousWritten = true;
  }
  n->halo |= operatorWritten || (continuousWritten && !allWrites);
}

static void builtinNeeds(MlirOperation call, Needs *n) {
  const PsyBuiltin *b = psyBuiltinLookup(psyBuiltinOpGetName(call));
  n->reduction |= b && psyBuiltinIsReduction(b);
}

static Needs loopNeeds(MlirOperation loop) {
  Needs n = {false, mlirOperationGetNumResults(loop) > 0, false, {NULL}};
  MlirBlock body = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyKernelOpIsA(op))
      kernelNeeds(op, &n);
    else if (psyBuiltinOpIsA(op))
      builtinNeeds(op, &n);
  }
  return n;
}

static bool isHaloBound(PsyUpperBound ub) {
  return ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO || ub == PSY_UB_LAST_HALO_CELL;
}

/* Whether the loop already runs at least `depth` deep into the halo (an SSA depth and the
 * mesh's maximum count). */
static bool alreadyDeeper(MlirOperation loop, int64_t depth) {
  if (!isHaloBound(psyLoopOpGetUpperBound(loop)))
    return false;
  return psyHaloDepthGetConstant(loop) >= depth || !mlirValueIsNull(psyHaloDepthGetValue(loop)) ||
         psyHaloDepthIsMax(loop);
}

static void setBound(MlirOperation loop, PsyUpperBound ub, int64_t depth) {
  if (depth && alreadyDeeper(loop, depth))
    return;
  if (psyLoopOpGetUpperBound(loop) == ub && psyHaloDepthGetConstant(loop) == depth &&
      mlirValueIsNull(psyHaloDepthGetValue(loop)))
    return;
  psyLoopOpSetUpperBound(loop, ub, depth);
}

/* Without distributed memory: the owned range, which is then every cell (dof). A run-time
 * depth the loop had (a halo kernel's depth argument, cast to an index by the front end) is
 * dropped with the index arithmetic that only it used; the invoke argument stays, unused. */
static void setOwned(MlirOperation loop, PsyUpperBound owned) {
  MlirValue depth = psyHaloDepthGetValue(loop);
  psyLoopOpSetUpperBound(loop, owned, 0);
  if (mlirValueIsNull(depth) || !mlirValueIsAOpResult(depth) ||
      !mlirOpOperandIsNull(mlirValueGetFirstUse(depth)))
    return;
  MlirOperation def = mlirOpResultGetOwner(depth);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  if (name.length < 6 || strncmp(name.data, "arith.", 6) != 0)
    return;
  psyDmEraseWithDepth(def);
}

static MlirLogicalResult boundCells(MlirOperation loop, const Needs *n, bool coloured) {
  if (n->ownHalo) {
    if (isHaloBound(psyLoopOpGetUpperBound(loop)))
      return mlirLogicalResultSuccess();
    MlirStringRef k = psyKernelOpGetMetaName(n->culprit);
    return psyOpEmitError(n->culprit, "kernel '%.*s' operates on halo cells: its loop needs a "
                                      "halo bound with the kernel's depth, not '%s'",
                          (int)k.length, k.data,
                          psyUpperBoundName(psyLoopOpGetUpperBound(loop)));
  }
  if (n->halo)
    setBound(loop, coloured ? PSY_UB_LAST_HALO_CELL : PSY_UB_CELL_HALO, 1);
  else if (!isHaloBound(psyLoopOpGetUpperBound(loop)))
    setBound(loop, coloured ? PSY_UB_LAST_EDGE_CELL : PSY_UB_NCELLS, 0);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult boundLoop(MlirOperation loop, const PsyDmSettings *dm) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  if (it == PSY_ITER_DOMAIN || it == PSY_ITER_COLOURS)
    return mlirLogicalResultSuccess();
  bool coloured = it == PSY_ITER_COLOUR_CELLS;
  if (!dm->dm) {
    PsyUpperBound owned = it == PSY_ITER_DOFS ? PSY_UB_NDOFS
                          : coloured          ? PSY_UB_LAST_EDGE_CELL
                                              : PSY_UB_NCELLS;
    setOwned(loop, owned);
    return mlirLogicalResultSuccess();
  }
  Needs n = loopNeeds(loop);
  if (it != PSY_ITER_DOFS)
    return boundCells(loop, &n, coloured);
  if (psyLoopOpGetUpperBound(loop) != PSY_UB_DOF_HALO)
    setBound(loop, dm->annexed && !n.reduction ? PSY_UB_NANNEXED : PSY_UB_NDOFS, 0);
  return mlirLogicalResultSuccess();
}

typedef struct {
  const PsyDmSettings *dm;
  MlirLogicalResult result;
} WalkState;

static MlirWalkResult visitLoop(MlirOperation op, void *user) {
  WalkState *st = user;
  if (!psyLoopOpIsA(op))
    return MlirWalkResultAdvance;
  st->result = boundLoop(op, st->dm);
  return mlirLogicalResultIsFailure(st->result) ? MlirWalkResultInterrupt
                                                 : MlirWalkResultAdvance;
}

static MlirLogicalResult boundInvoke(MlirOperation invoke, const PsyDmSettings *dm, void *user) {
  (void)user;
  WalkState st = {dm, mlirLogicalResultSuccess()};
  mlirOperationWalk(invoke, visitLoop, &st, MlirWalkPreOrder);
  return st.result;
}

MlirLogicalResult psyDmLoopBoundsRun(MlirOperation module, const PsyDmOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, boundInvoke, NULL);
}
