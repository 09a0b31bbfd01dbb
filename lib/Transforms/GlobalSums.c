/* psy-global-sums: a global reduction after every loop that computes a reduction, under
 * distributed memory.
 *
 * Domain rule (PSyclone's developer guide, "First Creation"): a reduction builtin
 * (X_innerproduct_Y, sum_X, ...) run over the owned dofs of one partition gives that
 * partition's partial result; with distributed memory a global sum (or min, max) over all
 * ranks must follow the loop before anything reads the value. Each result a loop yields from
 * a reduction builtin gets `psy.global_reduction KIND` right after the loop, and every later
 * use reads the global value. A result that already feeds a global reduction is left alone,
 * so the pass can run twice. Without distributed memory nothing is added. */
#include "DmPasses.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* The reduction a loop result comes from: the builtin whose value the loop yields. */
static MlirLogicalResult resultKind(MlirOperation loop, intptr_t i, PsyReduction *kind) {
  MlirOperation yield = mlirBlockGetTerminator(psyLoopOpGetBody(loop));
  MlirValue v = mlirOperationGetOperand(yield, i);
  if (mlirValueIsAOpResult(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    const PsyBuiltin *b =
        psyBuiltinOpIsA(def) ? psyBuiltinLookup(psyBuiltinOpGetName(def)) : NULL;
    if (b && psyBuiltinGetReduction(b, kind))
      return mlirLogicalResultSuccess();
  }
  return psyOpEmitError(loop, "psy-global-sums: result #%ld is not yielded by a reduction "
                              "builtin, so its global reduction is unknown",
                        (long)i);
}

static bool feedsGlobalReduction(MlirValue v) {
  for (MlirOpOperand use = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(use);
       use = mlirOpOperandGetNextUse(use))
    if (psyGlobalReductionOpIsA(mlirOpOperandGetOwner(use)))
      return true;
  return false;
}

static MlirLogicalResult sumLoop(MlirOperation loop) {
  MlirOperation after = loop;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(loop); ++i) {
    MlirValue local = mlirOperationGetResult(loop, i);
    if (feedsGlobalReduction(local))
      continue;
    PsyReduction kind;
    if (mlirLogicalResultIsFailure(resultKind(loop, i, &kind)))
      return mlirLogicalResultFailure();
    MlirOperation sum = psyGlobalReductionOpCreate(mlirOperationGetLocation(loop), local, kind);
    mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(loop), after, sum);
    after = sum;
    mlirValueReplaceAllUsesExcept(local, mlirOperationGetResult(sum, 0), 1, &sum);
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult sumInvoke(MlirOperation invoke, const PsyDmSettings *dm, void *user) {
  (void)user;
  if (!dm->dm)
    return mlirLogicalResultSuccess();
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(invoke, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op) && mlirLogicalResultIsFailure(sumLoop(op)))
      return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyGlobalSumsRun(MlirOperation module, const PsyDmOptions *opts) {
  PsyDmSettings dm;
  if (mlirLogicalResultIsFailure(psyDmSettingsGet(module, opts, &dm)))
    return mlirLogicalResultFailure();
  return psyDmForEachInvoke(module, &dm, sumInvoke, NULL);
}
