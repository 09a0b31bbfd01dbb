/* psy-halo-dirty-markers: after each loop that writes fields, mark their halos dirty, then
 * clean to the depth the loop left correct, as PSyclone's generated PSy layer does after each
 * loop (`call f_proxy%set_dirty()`, `call f_proxy%set_clean(depth)`).
 *
 * Domain rule (seeds 000/002, "Cell iterators"): a loop over the owned cells or dofs writes
 * no halo, so a field it writes has a stale halo: psy.set_dirty. A loop that runs redundantly
 * to halo depth D also computes the halo: a discontinuous field is then right to depth D; a
 * continuous one (or one on any_space_N, whose continuity is unknown) misses the
 * contributions of cells beyond D to its outermost halo dofs, so it is right to D - 1 only.
 * The field on the fine mesh of an inter-grid kernel has twice the depth (one coarse cell
 * spans two fine ones). The marker pair is psy.set_dirty then psy.set_clean(depth) when the
 * clean depth is at least 1; a run-time depth %d gives set_clean(%d) or set_clean(%d - 1).
 * Operators are never exchanged, so they get no markers; reductions are scalars. Without
 * distributed memory there are no halos and nothing is added. Continuity comes from the
 * kernel's metadata (as PSyclone reads it); for a builtin, from the field's type. */
#include <stdlib.h>

#include "DmPasses.h"
#include "IRBuild.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* One field a loop writes, in order of first appearance. */
typedef struct {
  MlirValue field;
  bool discontinuous; /* every write of it is known discontinuous */
  bool fine;          /* on the fine mesh of an inter-grid kernel */
} Written;

typedef struct {
  Written *items;
  int count;
} WrittenList;

static void noteWrite(WrittenList *l, MlirValue f, bool discontinuous, bool fine) {
  for (int i = 0; i < l->count; ++i)
    if (mlirValueEqual(l->items[i].field, f)) {
      l->items[i].discontinuous &= discontinuous;
      l->items[i].fine |= fine;
      return;
    }
  l->items = realloc(l->items, (size_t)(l->count + 1) * sizeof *l->items);
  if (!l->items)
    abort();
  l->items[l->count++] = (Written){f, discontinuous, fine};
}

static bool isFieldValue(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return psyTypeIsAField(t) || psyTypeIsAFieldVector(t);
}

/* A kernel's written fields, with the continuity and mesh of their metadata entries. */
static void kernelWrites(MlirOperation call, WrittenList *l) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  intptr_t operand = 0;
  for (intptr_t e = 0; !mlirOperationIsNull(meta) && e < psyKernelMetaOpGetNumArgs(meta); ++e) {
    PsyMetaArg a = psyKernelMetaOpGetArg(meta, e);
    if (operand >= mlirOperationGetNumOperands(call))
      break;
    MlirValue v = mlirOperationGetOperand(call, operand);
    if (a.kind == PSY_ARG_FIELD && psyAccessWrites(a.access) && isFieldValue(v))
      noteWrite(l, v, psyFunctionSpaceIsDiscontinuous(a.space.data, a.space.length),
                a.mesh == PSY_MESH_FINE);
    operand += 1 + (a.stencil != PSY_STENCIL_NONE) + (a.stencil == PSY_STENCIL_XORY1D);
  }
}

static void builtinWrites(MlirOperation call, WrittenList *l) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(call); ++i) {
    MlirValue v = mlirOperationGetOperand(call, i);
    if (!isFieldValue(v) || !psyAccessWrites(psyCallOpGetOperandAccess(call, i)))
      continue;
    MlirStringRef space = psyTypeGetSpace(mlirValueGetType(v));
    noteWrite(l, v, psyFunctionSpaceIsDiscontinuous(space.data, space.length), false);
  }
}

static MlirWalkResult collectWrites(MlirOperation op, void *user) {
  if (psyOpIsA(op, "kernel"))
    kernelWrites(op, user);
  else if (psyOpIsA(op, "builtin"))
    builtinWrites(op, user);
  return MlirWalkResultAdvance;
}

static bool isHaloBound(PsyUpperBound ub) {
  return ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO || ub == PSY_UB_LAST_HALO_CELL;
}

/* Whether the markers of `field` already follow the loop (the pass ran before). */
static bool alreadyMarked(MlirOperation loop, MlirValue field) {
  /* The markers sit between the loop and the next loop or halo exchange. */
  for (MlirOperation op = mlirOperationGetNextInBlock(loop); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyOpIsA(op, "loop") || psyOpIsA(op, "halo_exchange") ||
        psyOpIsA(op, "halo_exchange_start") || psyOpIsA(op, "halo_exchange_end"))
      return false;
    if (psyOpIsA(op, "set_dirty") && mlirValueEqual(mlirOperationGetOperand(op, 0), field))
      return true;
  }
  return false;
}

/* set_clean for a run-time depth: %d for a discontinuous field, else %d - 1 (times two on
 * the fine mesh). */
static MlirOperation cleanToValue(PsyBuilder *b, const Written *w, MlirValue depth) {
  if (w->fine)
    depth = psyBuildBinary(b, "arith.addi", depth, depth);
  if (!w->discontinuous)
    depth = psyBuildBinary(b, "arith.subi", depth, psyBuildConstIndex(b, 1));
  return psySetCleanOpCreate(b->loc, w->field, 0, depth);
}

static void markField(PsyBuilder *b, MlirOperation bounded, const Written *w) {
  MlirOperation dirty = psySetDirtyOpCreate(b->loc, w->field);
  mlirBlockInsertOwnedOperationBefore(b->block, b->before, dirty);
  if (!isHaloBound(psyLoopOpGetUpperBound(bounded)))
    return;
  MlirValue dv = psyLoopOpGetDepthValue(bounded);
  MlirOperation clean = {NULL};
  if (!mlirValueIsNull(dv))
    clean = cleanToValue(b, w, dv);
  else {
    int64_t depth = psyLoopOpGetDepth(bounded) * (w->fine ? 2 : 1) - !w->discontinuous;
    if (depth >= 1)
      clean = psySetCleanOpCreate(b->loc, w->field, depth, (MlirValue){NULL});
  }
  if (!mlirOperationIsNull(clean))
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, clean);
}

static void markLoop(MlirOperation loop) {
  WrittenList written = {NULL, 0};
  mlirOperationWalk(loop, collectWrites, &written, MlirWalkPreOrder);
  MlirOperation next = mlirOperationGetNextInBlock(loop);
  PsyBuilder b = psyBuilderBefore(next);
  b.loc = mlirOperationGetLocation(loop);
  for (int i = 0; i < written.count; ++i)
    if (!alreadyMarked(loop, written.items[i].field))
      markField(&b, psyDmBoundingLoop(loop), &written.items[i]);
  free(written.items);
}

static MlirLogicalResult markInvoke(MlirOperation invoke, const PsyDmSettings *dm, void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "loop"))
      markLoop(op);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyHaloDirtyMarkersRun(MlirOperation module, const PsyPassOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, markInvoke, NULL);
}
