/* Running a textual pipeline from C (psyc, the binding's psy-to-llvm): MLIR's pipeline parser
 * over the registered psy passes, and the upstream passes registered only when the pipeline
 * names one. */
#include "psy-c/Pipeline.h"

#include <string.h>

#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

/* "builtin.module(a,b)" is the list "a,b" added to a pass manager on the module itself. */
static MlirStringRef stripAnchor(MlirStringRef s) {
  const char *anchor = "builtin.module(";
  size_t n = strlen(anchor);
  while (s.length && (s.data[s.length - 1] == ' ' || s.data[s.length - 1] == '\n'))
    s.length--;
  if (s.length > n && strncmp(s.data, anchor, n) == 0 && s.data[s.length - 1] == ')')
    return (MlirStringRef){s.data + n, s.length - n - 1};
  return s;
}

/* A pass manager running `list`, or a null one with MLIR's message in `msg`. */
static MlirPassManager build(MlirContext ctx, MlirStringRef list, PsyStrBuf *msg) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  psyStrBufFree(msg);
  psyStrBufAppend(msg, "", 0);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  if (mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(opm, list, psyStrBufCallback, msg)))
    return pm;
  mlirPassManagerDestroy(pm);
  return (MlirPassManager){NULL};
}

/* Registering every upstream pass costs ~9 ms (bench/RESULTS.md), which most psyc runs, whose
 * pipelines name psy passes only, need not pay: it is done the first time a pipeline names a
 * pass the registry does not know. */
static MlirPassManager buildPipeline(MlirContext ctx, MlirStringRef list, PsyStrBuf *msg) {
  static int upstream;
  psyRegisterPasses();
  MlirPassManager pm = build(ctx, list, msg);
  if (!pm.ptr && !upstream && strstr(msg->data, "does not refer to a registered pass")) {
    mlirRegisterAllPasses();
    upstream = 1;
    pm = build(ctx, list, msg);
  }
  return pm;
}

MlirLogicalResult psyRunPipeline(MlirOperation module, MlirStringRef pipeline) {
  PsyStrBuf msg = {0};
  MlirStringRef list = stripAnchor(pipeline);
  MlirPassManager pm = buildPipeline(mlirOperationGetContext(module), list, &msg);
  MlirLogicalResult r;
  if (!pm.ptr) {
    r = psyEmitError(mlirOperationGetLocation(module), "invalid pipeline '%.*s': %s",
                     (int)list.length, list.data, msg.data);
  } else {
    mlirPassManagerEnableVerifier(pm, true);
    r = mlirPassManagerRunOnOp(pm, module);
    mlirPassManagerDestroy(pm);
  }
  psyStrBufFree(&msg);
  return r;
}
