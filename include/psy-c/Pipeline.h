/* psy-c/Pipeline.h: textual pass pipelines in which psy passes and upstream MLIR passes mix.
 *
 * An external pass cannot be registered under a name, so a pipeline string is split here:
 * psy pass names (with `{key=value}` options) and pipeline aliases such as psy-to-llvm become
 * psy external passes; runs of other names go to mlirOpPassManagerAddPipeline. */
#ifndef PSY_C_PIPELINE_H
#define PSY_C_PIPELINE_H

#include <stddef.h>
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Adds `pipeline` to `pm`. `pipeline` is either "builtin.module(a,b,...)" or the bare list
 * "a,b,...". psy passes may only appear at the top level (they run on builtin.module).
 * `ids` allocates the external passes' TypeIDs and must outlive `pm`. On error writes a
 * message to `err` and returns failure. */
PSY_CAPI_EXPORTED MlirLogicalResult psyPassManagerAddPipeline(MlirPassManager pm,
                                                              MlirStringRef pipeline,
                                                              MlirTypeIDAllocator ids,
                                                              char *err, size_t errSize);

/* Runs `pipeline` on `module` with the verifier on; diagnostics go to the context's
 * handlers. */
PSY_CAPI_EXPORTED MlirLogicalResult psyRunPipeline(MlirOperation module,
                                                   MlirStringRef pipeline, char *err,
                                                   size_t errSize);

#ifdef __cplusplus
}
#endif
#endif
