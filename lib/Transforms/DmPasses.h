/* The distributed-memory passes and the dependence DAG writer (private to libPsyIR): their run
 * functions for the pass classes of PassRegistration.cpp, and what they share. The facts they
 * build on, what a loop reads and writes of a field's halo, are the analysis's
 * (psy-c/Halo.h, included here). */
#ifndef PSY_TRANSFORMS_DMPASSES_H
#define PSY_TRANSFORMS_DMPASSES_H

#include <stdbool.h>

#include "psy-c/Halo.h"
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
/* psy-colour (Colour.c): uses the halo analysis's view of a kernel's field arguments. */
MlirLogicalResult psyColourRun(MlirOperation module);
/* The first field that the coded kernels of cell loop `loop` write on a continuous space (or
 * one of unknown continuity), null if none: the loop's cells race unless coloured. psy-colour
 * colours such a loop; psy-omp refuses it uncoloured. */
MlirValue psyColourRacingField(MlirOperation loop);
/* psy-device-outline (DeviceLaunch.c; DeviceOutline.h). */
MlirLogicalResult psyDeviceOutlineRun(MlirOperation module);
/* psy-omp (Omp.c). */
MlirLogicalResult psyOmpRun(MlirOperation module, const PsyOmpOptions *opts);

/* What the DM passes read from their options and the module's psy.config (PsyDmSettings is
 * the analysis's, psy-c/Halo.h). */
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

/* ---- Depth computations ---- */

/* Erases `op`, then the arith ops that computed its operands (a run-time depth) once nothing
 * else uses them. */
void psyDmEraseWithDepth(MlirOperation op);

/* ---- Halo exchanges (HaloExchanges.c), shared with psy-redundant-computation ---- */

/* psy-halo-exchanges' placement in one invoke: for each top-level loop in order, an exchange
 * before it for each field component whose halo it reads and whose previous writer is not an
 * exchange, when the readers up to the next writer need one (depth and check_dirty from
 * them). Exchanges already there are kept as they are. */
MlirLogicalResult psyDmPlaceExchanges(MlirOperation invoke, const PsyDmSettings *dm);

/* What an exchange must do, from the schedule as it stands (PSyclone's `required()`): none
 * (not required), a definite exchange, or a speculative one (check_dirty). An exchange whose
 * previous writer is another exchange of the same component is not required: the earlier one
 * serves its readers. */
typedef enum { PSY_DM_NEED_NONE, PSY_DM_NEED_KNOWN, PSY_DM_NEED_CHECK_DIRTY } PsyDmNeed;

/* After a loop's bound changed (psy-redundant-computation): places the exchanges now
 * needed (psyDmPlaceExchanges), removes those no longer required (PSyclone's `required()`)
 * and rewrites the depth and check_dirty of the others from their readers. */
MlirLogicalResult psyDmUpdateExchanges(MlirOperation invoke, const PsyDmSettings *dm);

/* ---- Dirty/clean markers (HaloDirtyMarkers.c) ---- */

/* Rewrites the markers that follow `loop` (if psy-halo-dirty-markers ran) to what its bound
 * now leaves clean. */
void psyDmRemarkLoop(MlirOperation loop, const PsyDmSettings *dm);

#endif
