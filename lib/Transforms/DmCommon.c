/* What the distributed-memory passes share: their settings, resolved from pass options over
 * the module's psy.config (the driver's PSyclone configuration) over PSyclone's defaults, and
 * the walk over the invokes. */
#include "DmPasses.h"

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Config.h"
#include "psy-c/Dialect.h"

MlirLogicalResult psyDmSettingsGet(MlirOperation module, const PsyPassOptions *opts,
                                   PsyDmSettings *out) {
  if (mlirLogicalResultIsFailure(
          psyConfigResolveBool(module, opts, "dm", "DISTRIBUTED_MEMORY", &out->dm)))
    return mlirLogicalResultFailure();
  return psyConfigResolveBool(module, opts, "compute-annexed-dofs", "COMPUTE_ANNEXED_DOFS",
                              &out->annexed);
}

MlirLogicalResult psyDmForEachInvoke(MlirOperation module, const PsyDmSettings *dm,
                                     PsyInvokeFn fn, void *user) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyOpIsAnInvoke(op))
      continue;
    if (dm->dm)
      mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("psy.dm"),
                                      mlirUnitAttrGet(mlirOperationGetContext(op)));
    if (mlirLogicalResultIsFailure(fn(op, dm, user)))
      return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}
