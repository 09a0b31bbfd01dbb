/* What the distributed-memory passes share: their settings, resolved from pass options over
 * the module's psy.config (the driver's PSyclone configuration) over PSyclone's defaults (and
 * the invoke's psy.minimal_halos mark), the walk over the invokes, and the erasing of the
 * index arithmetic behind a run-time depth. What a loop reads and writes of a field's halo is
 * the analysis's (psy-c/Halo.h). */
#include "DmPasses.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* A boolean setting: the pass option when given, else entry `name` of the module's
 * psy.config (the PSyclone configuration the driver read and attached, psyConfigAttach),
 * else `dflt`, PSyclone's default for that key. */
static bool resolveBool(MlirOperation module, PsyConfigBool option, const char *name,
                        bool dflt) {
  if (option != PSY_CONFIG_BOOL_FROM_CONFIG) return option == PSY_CONFIG_BOOL_TRUE;
  MlirAttribute dict =
      mlirOperationGetAttributeByName(module, mlirStringRefCreateFromCString("psy.config"));
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict)) return dflt;
  MlirAttribute a = mlirDictionaryAttrGetElementByName(dict, mlirStringRefCreateFromCString(name));
  return !mlirAttributeIsNull(a) && mlirAttributeIsABool(a) ? mlirBoolAttrGetValue(a) : dflt;
}

MlirLogicalResult psyDmSettingsGet(MlirOperation module, const PsyDmOptions *opts,
                                   PsyDmSettings *out) {
  out->minimal = opts->minimal; /* no configuration key: only the option turns it on */
  /* PSyclone's defaults: DISTRIBUTED_MEMORY = true, COMPUTE_ANNEXED_DOFS = false (its
   * configuration documentation: [DEFAULT] and [lfric] sections). */
  out->dm = resolveBool(module, opts->dm, "distributed_memory", true);
  out->annexed = resolveBool(module, opts->computeAnnexedDofs, "compute_annexed_dofs", false);
  return mlirLogicalResultSuccess();
}

static void setUnitAttr(MlirOperation op, const char *name) {
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(name),
                                  mlirUnitAttrGet(mlirOperationGetContext(op)));
}

PsyDmSettings psyDmInvokeSettings(MlirOperation invoke, const PsyDmSettings *dm) {
  PsyDmSettings local = *dm;
  MlirStringRef minimal = mlirStringRefCreateFromCString("psy.minimal_halos");
  local.minimal |= !mlirAttributeIsNull(mlirOperationGetAttributeByName(invoke, minimal));
  if (local.dm)
    setUnitAttr(invoke, "psy.dm");
  if (local.dm && local.minimal)
    setUnitAttr(invoke, "psy.minimal_halos");
  return local;
}

MlirLogicalResult psyDmForEachInvoke(MlirOperation module, const PsyDmSettings *dm,
                                     PsyInvokeFn fn, void *user) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyOpIsAnInvoke(op))
      continue;
    PsyDmSettings local = psyDmInvokeSettings(op, dm);
    if (mlirLogicalResultIsFailure(fn(op, &local, user)))
      return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

/* ---- Erasing depth computations ------------------------------------------------------------ */

static bool isUnusedArith(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length < 6 || strncmp(name.data, "arith.", 6) != 0)
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, i))))
      return false;
  return true;
}

enum { kMaxDefs = 8 };

void psyDmEraseWithDepth(MlirOperation op) {
  MlirOperation defs[kMaxDefs];
  int n = 0;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op) && n < kMaxDefs; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (!mlirValueIsAOpResult(v))
      continue;
    MlirOperation d = mlirOpResultGetOwner(v);
    bool dup = false;
    for (int k = 0; k < n; ++k)
      dup |= mlirOperationEqual(defs[k], d);
    if (!dup)
      defs[n++] = d;
  }
  mlirOperationDestroy(op);
  for (int k = 0; k < n; ++k)
    if (isUnusedArith(defs[k]))
      psyDmEraseWithDepth(defs[k]);
}
