/* psy-colour: colours every cell loop whose kernels race when its cells run in parallel, as
 * PSyclone's colouring transformation does (LFRicColourTrans).
 *
 * Domain rule (PSyclone's developer guide, "Colouring"): a loop over cells whose coded kernels
 * write a field on a continuous space (or one of unknown continuity, any_space_N) updates dofs
 * that neighbouring cells share, so its cells may not run in parallel. Colouring splits it into an
 * outer sequential loop over the mesh's colours and an inner loop over the cells of one colour,
 * which share no dof and may run in parallel:
 *
 *   psy.loop cells to B { kernels }
 *     -> psy.loop colours to ncolours { psy.loop colour_cells to B' { kernels } }
 *
 * B' is the same range counted per colour: ncells gives last_edge_cell (the owned cells of
 * the colour), cell_halo(d) gives last_halo_cell(d), cell_halo(max) last_halo_cell(max).
 * The loop's field (the one defining the bound) stays on the inner loop. Loops that write
 * only discontinuous fields or operators (each cell owns what it writes), loops of builtins,
 * dof and domain loops, loops that already sit in a colours loop and loops yielding
 * reductions are left as they are. Run it after the distributed-memory passes, as psyc's
 * --pipeline does: the inner bound is derived from the bound the loop has then. */
#include <stdbool.h>
#include <stdlib.h>

#include "psy-c/Alloc.h"
#include "DmPasses.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

static void noteContinuousWrite(const PsyDmFieldArg *a, void *user) {
  MlirValue *first = user;
  if (psyAccessWrites(a->access) && !a->discontinuous && mlirValueIsNull(*first))
    *first = a->field;
}

MlirValue psyColourRacingField(MlirOperation loop) {
  MlirValue first = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyKernelOpIsA(op)) psyDmForEachFieldArg(op, noteContinuousWrite, &first);
  return first;
}

/* Whether the loop's kernels write a continuous (or unknown) field: its cells race. */
static bool races(MlirOperation loop) { return !mlirValueIsNull(psyColourRacingField(loop)); }

static bool wantsColouring(MlirOperation loop) {
  MlirOperation parent = mlirOperationGetParentOperation(loop);
  bool inColours = psyLoopOpIsA(parent) &&
                   psyLoopOpGetIteration(parent) == PSY_ITER_COLOURS;
  return psyLoopOpGetIteration(loop) == PSY_ITER_CELLS && !inColours &&
         mlirOperationGetNumResults(loop) == 0 && races(loop);
}

/* The colour_cells loop running the cells of `loop`'s range that have one colour. */
static MlirOperation innerLoop(MlirOperation loop) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirValue field = psyLoopOpGetField(loop);
  if (psyLoopOpGetUpperBound(loop) == PSY_UB_NCELLS)
    return psyLoopOpCreate(loc, PSY_ITER_COLOUR_CELLS, PSY_UB_LAST_EDGE_CELL, 0,
                           (MlirValue){NULL}, field, 0, NULL);
  MlirOperation inner = psyLoopOpCreate(loc, PSY_ITER_COLOUR_CELLS, PSY_UB_LAST_HALO_CELL,
                                        psyHaloDepthGetConstant(loop), psyHaloDepthGetValue(loop),
                                        field, 0, NULL);
  if (psyHaloDepthIsMax(loop)) psyLoopOpSetUpperBoundMax(inner, PSY_UB_LAST_HALO_CELL);
  return inner;
}

/* Replaces `loop` by a colours loop holding a colour_cells loop with its body. */
static void colourLoop(MlirOperation loop) {
  MlirLocation loc = mlirOperationGetLocation(loop);
  MlirOperation outer = psyLoopOpCreate(loc, PSY_ITER_COLOURS, PSY_UB_NCOLOURS, 0,
                                        (MlirValue){NULL}, (MlirValue){NULL}, 0, NULL);
  MlirOperation inner = innerLoop(loop);
  MlirBlock body = psyLoopOpGetBody(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (!psyYieldOpIsA(op)) psyLoopOpAppend(inner, op);
    op = next;
  }
  psyLoopOpAppend(outer, inner);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(loop), loop, outer);
  mlirOperationDestroy(loop);
}

typedef struct {
  MlirOperation *loops;
  int n, cap;
} LoopList;

static MlirWalkResult collect(MlirOperation op, void *user) {
  LoopList *l = user;
  if (psyLoopOpIsA(op) && wantsColouring(op)) {
    l->loops = psyGrow(l->loops, l->n, &l->cap, sizeof *l->loops);
    l->loops[l->n++] = op;
  }
  return MlirWalkResultAdvance;
}

MlirLogicalResult psyColourRun(MlirOperation module) {
  LoopList l = {0};
  mlirOperationWalk(module, collect, &l, MlirWalkPreOrder);
  for (int i = 0; i < l.n; ++i) colourLoop(l.loops[i]);
  free(l.loops);
  return mlirLogicalResultSuccess();
}
