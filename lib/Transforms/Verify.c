/* psy-verify: verifies the module -- every op's verifier, symbol uses included (a psy.kernel
 * against its psy.kernel_meta). The rules themselves live with the ops (the .td files in dialect/ and
 * their verifiers), so they also run after every pass; this pass lets a pipeline ask for a
 * check at a point of its choosing, and reports every failing op at its location. */
#include "psy-c/Passes.h"

MlirLogicalResult psyVerifyRun(MlirOperation module) {
  return mlirOperationVerify(module) ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
