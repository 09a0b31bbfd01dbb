/* psy-halo-dirty-markers: after each loop that writes fields, mark their halos dirty, then
 * clean to the depth the loop left correct, as PSyclone's generated PSy layer does after each
 * loop (`call f_proxy%set_dirty()`, `call f_proxy%set_clean(depth)`).
 *
 * Domain rule (PSyclone's developer guide, "Cell iterators"): a loop over the owned cells or
 * dofs writes no halo, so a field it writes has a stale halo: psy.set_dirty. A loop that runs redundantly
 * to halo depth D also computes the halo: a discontinuous field is then right to depth D; a
 * continuous one (or one on any_space_N, whose continuity is unknown) written by a loop over
 * cells misses the contributions of cells beyond D to its outermost halo dofs, so it is right
 * to D - 1 only (a dof loop sets each dof itself: D). The field on the fine mesh of an
 * inter-grid kernel has twice the depth (one coarse cell spans two fine ones). The marker pair
 * is psy.set_dirty then psy.set_clean(depth) when the clean depth is at least 1; a run-time
 * depth %d gives set_clean(%d) or set_clean(%d - 1); the mesh's maximum depth gives
 * set_clean(max) alone (the whole halo is clean, as PSyclone writes it) or set_dirty then
 * set_clean(max - 1). Operators are never exchanged, so they get no markers; reductions are
 * scalars. Without distributed memory there are no halos and nothing is added. Continuity
 * comes from the kernel's metadata (as PSyclone reads it); for a builtin, from the field's
 * type. With `minimal=true` an increment that psy-halo-exchanges{minimal=true} exchanged only
 * to its annexed dofs (rule M1) is left dirty. psy-redundant-computation rewrites the markers
 * of a loop it deepens (psyDmRemarkLoop). A kernel on halo cells is marked by these rules
 * from its loop's cell_halo(D) or cell_halo(%d), the depth the algorithm gives it: PSyclone's
 * PSy layer marks clean where redundant computation ran "or a kernel is written to operate on
 * halo cells", the cells it computed being as right as redundantly computed ones. */
#include <stdlib.h>

#include "DmPasses.h"
#include "IRBuild.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* The fields a loop writes, in order of first write. */
typedef struct {
  MlirValue *items;
  int count;
} FieldList;

static void noteWritten(const PsyDmFieldArg *a, void *user) {
  FieldList *l = user;
  if (!psyAccessWrites(a->access))
    return;
  for (int i = 0; i < l->count; ++i)
    if (mlirValueEqual(l->items[i], a->field))
      return;
  l->items = realloc(l->items, (size_t)(l->count + 1) * sizeof *l->items);
  if (!l->items)
    abort();
  l->items[l->count++] = a->field;
}

static MlirWalkResult collectWrites(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteWritten, user);
  return MlirWalkResultAdvance;
}

static FieldList writtenFields(MlirOperation loop) {
  FieldList l = {NULL, 0};
  mlirOperationWalk(loop, collectWrites, &l, MlirWalkPreOrder);
  return l;
}

/* ---- The markers a loop asks for ------------------------------------------------------------ */

static bool isMarkerOf(MlirOperation op, MlirValue field) {
  return (psySetDirtyOpIsA(op) || psySetCleanOpIsA(op)) &&
         mlirValueEqual(mlirOperationGetOperand(op, 0), field);
}

/* set_clean for a run-time depth: %d for a discontinuous field, else %d - 1 (times two on
 * the fine mesh). */
static MlirOperation cleanToValue(PsyBuilder *b, MlirValue field, const PsyDmCleanDepth *c) {
  MlirValue depth = c->depthValue;
  if (c->fine)
    depth = psyBuildBinary(b, "arith.addi", depth, depth);
  if (c->dirtyOuter)
    depth = psyBuildBinary(b, "arith.subi", depth, psyBuildConstIndex(b, 1));
  return psySetCleanOpCreate(b->loc, field, 0, depth);
}

static MlirOperation cleanMarker(PsyBuilder *b, MlirValue field, const PsyDmCleanDepth *c) {
  if (!c->halo)
    return (MlirOperation){NULL};
  if (c->max) {
    MlirOperation clean = psySetCleanOpCreate(b->loc, field, 0, (MlirValue){NULL});
    psyHaloDepthSetMax(clean, c->dirtyOuter);
    return clean;
  }
  if (!mlirValueIsNull(c->depthValue))
    return cleanToValue(b, field, c);
  int64_t depth = c->depth - c->dirtyOuter;
  return depth >= 1 ? psySetCleanOpCreate(b->loc, field, depth, (MlirValue){NULL})
                    : (MlirOperation){NULL};
}

/* Inserts the markers of `field` before b->before; returns how many ops (markers) it made. */
static int insertMarkers(PsyBuilder *b, MlirOperation loop, MlirValue field,
                         const PsyDmSettings *dm, MlirOperation made[2]) {
  PsyDmCleanDepth c = psyDmLoopCleanDepth(loop, field, dm);
  int n = 0;
  if (!(c.halo && c.max && !c.dirtyOuter)) { /* no set_dirty when all the halo is clean */
    made[n] = psySetDirtyOpCreate(b->loc, field);
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, made[n++]);
  }
  MlirOperation clean = cleanMarker(b, field, &c); /* its depth computation goes first */
  if (!mlirOperationIsNull(clean)) {
    made[n] = clean;
    mlirBlockInsertOwnedOperationBefore(b->block, b->before, made[n++]);
  }
  return n;
}

/* ---- Markers already there ------------------------------------------------------------------ */

/* The markers of `field` that follow the loop, up to the next loop or halo exchange. */
static int existingMarkers(MlirOperation loop, MlirValue field, MlirOperation out[4]) {
  int n = 0;
  for (MlirOperation op = mlirOperationGetNextInBlock(loop); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyLoopOpIsA(op) || psyHaloExchangeOpIsA(op) ||
        psyHaloExchangeStartOpIsA(op) || psyHaloExchangeEndOpIsA(op))
      break;
    if (isMarkerOf(op, field) && n < 4)
      out[n++] = op;
  }
  return n;
}

static bool sameMarker(MlirOperation a, MlirOperation b) {
  if (psySetDirtyOpIsA(a) || psySetDirtyOpIsA(b))
    return psySetDirtyOpIsA(a) && psySetDirtyOpIsA(b);
  return psyHaloDepthGetConstant(a) == psyHaloDepthGetConstant(b) &&
         psyHaloDepthIsMax(a) == psyHaloDepthIsMax(b) &&
         psyHaloDepthGetBelowMax(a) == psyHaloDepthGetBelowMax(b) &&
         psyDmSameValue(psyHaloDepthGetValue(a), psyHaloDepthGetValue(b));
}

static bool sameMarkers(const MlirOperation *a, int na, const MlirOperation *b, int nb) {
  if (na != nb)
    return false;
  for (int i = 0; i < na; ++i)
    if (!sameMarker(a[i], b[i]))
      return false;
  return true;
}

/* Replaces the markers of `field` after `loop`, when it has some, by what the loop now asks;
 * identical ones stay as they are. */
static void remarkField(MlirOperation loop, MlirValue field, const PsyDmSettings *dm) {
  MlirOperation old[4], made[2];
  int nOld = existingMarkers(loop, field, old);
  if (nOld == 0)
    return; /* not marked: psy-halo-dirty-markers has not run */
  PsyBuilder b = psyBuilderBefore(old[0]);
  b.loc = mlirOperationGetLocation(loop);
  int nMade = insertMarkers(&b, loop, field, dm, made);
  bool same = sameMarkers(old, nOld, made, nMade);
  MlirOperation *drop = same ? made : old;
  for (int i = 0, n = same ? nMade : nOld; i < n; ++i)
    psyDmEraseWithDepth(drop[i]);
}

void psyDmRemarkLoop(MlirOperation loop, const PsyDmSettings *dm) {
  FieldList written = writtenFields(loop);
  for (int i = 0; i < written.count; ++i)
    remarkField(loop, written.items[i], dm);
  free(written.items);
}

/* ---- The pass ------------------------------------------------------------------------------- */

static void markLoop(MlirOperation loop, const PsyDmSettings *dm) {
  FieldList written = writtenFields(loop);
  PsyBuilder b = psyBuilderBefore(mlirOperationGetNextInBlock(loop));
  b.loc = mlirOperationGetLocation(loop);
  MlirOperation old[4], made[2];
  for (int i = 0; i < written.count; ++i)
    if (existingMarkers(loop, written.items[i], old) == 0)
      insertMarkers(&b, loop, written.items[i], dm, made);
  free(written.items);
}

static MlirLogicalResult markInvoke(MlirOperation invoke, const PsyDmSettings *dm, void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op))
      markLoop(op, dm);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyHaloDirtyMarkersRun(MlirOperation module, const PsyDmOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, markInvoke, NULL);
}
