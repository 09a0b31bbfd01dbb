/* psy-fuzz-ir: libFuzzer target for psy IR read as psy-opt reads it (docs/developer.md,
 * "Fuzzing"): the bracket-nesting guard, MLIR's parser with the psy dialect and every
 * upstream dialect registered (the ops' verifiers run on parse), then psy-verify, then the
 * printer. Any input may be rejected with diagnostics; none may crash. */
#include "FuzzCommon.h"

#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"

static void discard(MlirStringRef s, void *userData) {
  (void)s;
  (void)userData;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MlirContext c = psyFuzzContext();
  MlirStringRef text = mlirStringRefCreate((const char *)data, size);
  if (mlirLogicalResultIsFailure(
          psyCheckNesting(c, text, mlirStringRefCreateFromCString("input"), 1, PSY_MAX_NESTING)))
    return 0;
  MlirModule m = mlirModuleCreateParse(c, text);
  if (mlirModuleIsNull(m)) return 0;
  MlirOperation op = mlirModuleGetOperation(m);
  (void)psyRunPipeline(op, mlirStringRefCreateFromCString("psy-verify"));
  mlirOperationPrint(op, discard, NULL);
  mlirModuleDestroy(m);
  return 0;
}
