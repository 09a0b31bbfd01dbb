/* The distributed-memory passes and the dependence DAG writer (private to libPsyIR): their run
 * functions for the registry in Passes.c, and what they share. */
#ifndef PSY_TRANSFORMS_DMPASSES_H
#define PSY_TRANSFORMS_DMPASSES_H

#include <stdbool.h>

#include "mlir-c/IR.h"
#include "psy-c/Passes.h"

MlirLogicalResult psyDagRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyDmLoopBoundsRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyGlobalSumsRun(MlirOperation module, const PsyPassOptions *opts);
MlirLogicalResult psyHaloDirtyMarkersRun(MlirOperation module, const PsyPassOptions *opts);

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

#endif
