/* The distributed-memory passes and the dependence DAG writer (private to libPsyIR): their run
 * functions for the registry in Passes.c, and what they share. */
#ifndef PSY_TRANSFORMS_DMPASSES_H
#define PSY_TRANSFORMS_DMPASSES_H

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"

MlirLogicalResult psyDagRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyDmLoopBoundsRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyGlobalSumsRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyHaloDirtyMarkersRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyHaloExchangesRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyAsyncHaloExchangesRun(MlirOperation module, const PsyPassOptions *opts);

/* What the DM passes read from their options and the module's psy.config. */
typedef struct {
  bool dm;      /* option dm, key DISTRIBUTED_MEMORY */
  bool annexed; /* option compute-annexed-dofs, key COMPUTE_ANNEXED_DOFS */
} PsyDmSettings;

MlirLogicalResult psyDmSettingsGet(MlirOperation module, const PsyPassOptions *opts,
                                   PsyDmSettings *out);

/* Calls `fn` on each invoke of `module` (stopping at the first failure). Under distributed
 * memory each invoke is marked `psy.dm` first, so later lowering knows its reductions are
 * global. */
typedef MlirLogicalResult (*PsyInvokeFn)(MlirOperation invoke, const PsyDmSettings *dm,
                                         void *user);
MlirLogicalResult psyDmForEachInvoke(MlirOperation module, const PsyDmSettings *dm,
                                     PsyInvokeFn fn, void *user);

/* ---- Loops and field arguments ---- */

/* Whether `ub` runs into the halo (cell_halo, dof_halo, last_halo_cell). */
bool psyDmIsHaloBound(PsyUpperBound ub);
/* The loop whose bound applies to `loop`'s calls: a colours loop's colour_cells loop, else
 * `loop` itself. */
MlirOperation psyDmBoundingLoop(MlirOperation loop);

/* One field or field-vector operand of a psy.kernel or psy.builtin, as the kernel's metadata
 * (or, for a builtin, the builtin table and the field's type) describes it. */
typedef struct {
  MlirValue field;
  PsyAccess access;
  bool discontinuous; /* metadata space known discontinuous (any_space_N is not) */
  bool fine;          /* on the fine mesh of an inter-grid kernel */
  PsyStencil stencil;
  MlirValue extent;   /* the stencil's extent operand; null without a stencil */
} PsyDmFieldArg;
typedef void (*PsyDmFieldArgFn)(const PsyDmFieldArg *arg, void *user);
/* Calls `fn` on each field operand of `call` (nothing for other ops). */
void psyDmForEachFieldArg(MlirOperation call, PsyDmFieldArgFn fn, void *user);

/* How far a loop that writes `field` leaves its halo correct (seeds 000/002, "Cell
 * iterators"): a loop over owned cells or dofs leaves none (`halo` false); a loop to halo
 * depth D computes it to D (2D for the fine field of an inter-grid kernel, `depth`), or to a
 * run-time depth (`depthValue`); a continuous field's outermost level stays dirty
 * (`dirtyOuter`). */
typedef struct {
  bool halo;
  int64_t depth;
  MlirValue depthValue;
  bool dirtyOuter;
  bool fine;
} PsyDmCleanDepth;
PsyDmCleanDepth psyDmLoopCleanDepth(MlirOperation loop, MlirValue field);

#endif
