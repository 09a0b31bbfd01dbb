/* psy-c/Pipeline.h: running a textual pass pipeline on a module from C.
 *
 * The pipeline is parsed by MLIR's own pipeline parser against the pass registry, in which
 * psyRegisterPasses (psy-c/Passes.h) has put every psy pass and pipeline; psy passes, their
 * typed options and upstream passes mix freely: "psy-dm,psy-redundant-computation{loop=0
 * depth=2},canonicalize". */
#ifndef PSY_C_PIPELINE_H
#define PSY_C_PIPELINE_H

#include "mlir-c/IR.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Runs `pipeline` on `module` (a builtin.module) with the verifier on. `pipeline` is either
 * "builtin.module(a,b,...)" or the bare list "a,b,...". A pipeline that does not parse (an
 * unknown pass, a bad option) emits "invalid pipeline '...': <MLIR's message>" at the
 * module's location and returns failure; a pass that fails has emitted its own diagnostics
 * to the context's handlers. */
PSY_CAPI_EXPORTED MlirLogicalResult psyRunPipeline(MlirOperation module,
                                                   MlirStringRef pipeline);

#ifdef __cplusplus
}
#endif
#endif
