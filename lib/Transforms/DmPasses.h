/* The distributed-memory passes and the dependence DAG writer (private to libPsyIR): their run
 * functions for the pass classes of PassRegistration.cpp, and what they share. */
#ifndef PSY_TRANSFORMS_DMPASSES_H
#define PSY_TRANSFORMS_DMPASSES_H

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"

MlirLogicalResult psyDagRun(MlirOperation module, const PsyDagOptions *opts);
MlirLogicalResult psyDmLoopBoundsRun(MlirOperation module, const PsyDmOptions *opts);
MlirLogicalResult psyGlobalSumsRun(MlirOperation module, const PsyDmOptions *opts);
MlirLogicalResult psyHaloDirtyMarkersRun(MlirOperation module, const PsyDmOptions *opts);
MlirLogicalResult psyHaloExchangesRun(MlirOperation module, const PsyDmOptions *opts);
MlirLogicalResult psyAsyncHaloExchangesRun(MlirOperation module, const PsyDmOptions *opts);
MlirLogicalResult psyRedundantComputationRun(MlirOperation module,
                                             const PsyRedundantComputationOptions *opts);
/* psy-colour (Colour.c): uses the DM passes' view of a kernel's field arguments. */
MlirLogicalResult psyColourRun(MlirOperation module);

/* What the DM passes read from their options and the module's psy.config. */
typedef struct {
  bool dm;      /* option dm, key DISTRIBUTED_MEMORY */
  bool annexed; /* option compute-annexed-dofs, key COMPUTE_ANNEXED_DOFS */
  bool minimal; /* option minimal (no configuration key): the rules beyond PSyclone that
                 * drop exchanges proven redundant (docs/passes.md, "minimal=true") */
} PsyDmSettings;

MlirLogicalResult psyDmSettingsGet(MlirOperation module, const PsyDmOptions *opts,
                                   PsyDmSettings *out);

/* The settings for one invoke. Under distributed memory the invoke is marked `psy.dm`, so
 * later lowering knows its reductions are global, and, with `minimal`, `psy.minimal_halos`:
 * an invoke so marked is minimal for every later DM pass too (its markers must say what its
 * minimal exchanges left clean, whether or not those passes are given minimal=true). */
PsyDmSettings psyDmInvokeSettings(MlirOperation invoke, const PsyDmSettings *dm);

/* Calls `fn` on each invoke of `module` with psyDmInvokeSettings (stopping at the first
 * failure). */
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
 * depth D computes it to D (2D for the fine field of an inter-grid kernel, `depth`), to a
 * run-time depth (`depthValue`) or to the mesh's maximum (`max`); a continuous field written
 * by a loop over cells keeps its outermost level dirty (`dirtyOuter`; a dof loop sets each dof
 * itself). `annexedClean`: the owned and annexed dofs are right after the loop, which the
 * minimal rules use (a cell loop into the halo, a dof loop to nannexed or into the halo, an
 * owned-cell loop writing the field by GH_WRITE alone). Under `dm->minimal` an increment the
 * rest of the invoke never reads beyond its annexed dofs leaves only those clean (rule M1). */
typedef struct {
  bool halo;
  int64_t depth;
  MlirValue depthValue;
  bool max;
  bool dirtyOuter;
  bool fine;
  bool annexedClean;
} PsyDmCleanDepth;
PsyDmCleanDepth psyDmLoopCleanDepth(MlirOperation loop, MlirValue field,
                                    const PsyDmSettings *dm);

/* Whether the calls of `loop` touch `field` only by GH_INC, without a stencil, on its own
 * mesh: the loop needs none of its halo values, only its owned and annexed dofs. */
bool psyDmIsIncrementOnly(MlirOperation loop, MlirValue field);

/* Erases `op`, then the arith ops that computed its operands (a run-time depth) once nothing
 * else uses them. */
void psyDmEraseWithDepth(MlirOperation op);
/* Whether two index values compute the same thing: the same value, or ops of the same name
 * and `value` attribute over operands that do. */
bool psyDmSameValue(MlirValue a, MlirValue b);

/* ---- Halo exchanges (HaloExchanges.c), shared with psy-redundant-computation ---- */

/* psy-halo-exchanges' placement in one invoke: for each top-level loop in order, an exchange
 * before it for each field component whose halo it reads and whose previous writer is not an
 * exchange, when the readers up to the next writer need one (depth and check_dirty from
 * them). Exchanges already there are kept as they are. */
MlirLogicalResult psyDmPlaceExchanges(MlirOperation invoke, const PsyDmSettings *dm);

/* What an exchange at schedule node `hx` (a psy.halo_exchange) must do now, from the schedule
 * as it stands (PSyclone's `required()`): none (not required), a definite exchange, or a
 * speculative one (check_dirty). An exchange whose previous writer is another exchange of the
 * same component is not required: the earlier one serves its readers. */
typedef enum { PSY_DM_NEED_NONE, PSY_DM_NEED_KNOWN, PSY_DM_NEED_CHECK_DIRTY } PsyDmNeed;
MlirLogicalResult psyDmExchangeRequired(MlirOperation hx, const PsyDmSettings *dm,
                                        PsyDmNeed *need);

/* After a loop's bound changed (psy-redundant-computation): places the exchanges now
 * needed (psyDmPlaceExchanges), removes those no longer required (psyDmExchangeRequired)
 * and rewrites the depth and check_dirty of the others from their readers. */
MlirLogicalResult psyDmUpdateExchanges(MlirOperation invoke, const PsyDmSettings *dm);

/* Whether no node after `loop` (up to the next writer of `field` that is not an exchange)
 * reads `field`'s halo beyond its annexed dofs: the condition of rule M1. */
bool psyDmHaloUnreadAfter(MlirOperation loop, MlirValue field, const PsyDmSettings *dm);

/* ---- Dirty/clean markers (HaloDirtyMarkers.c) ---- */

/* Rewrites the markers that follow `loop` (if psy-halo-dirty-markers ran) to what its bound
 * now leaves clean. */
void psyDmRemarkLoop(MlirOperation loop, const PsyDmSettings *dm);

#endif
