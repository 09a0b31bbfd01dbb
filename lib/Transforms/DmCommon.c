/* What the distributed-memory passes share: their settings, resolved from pass options over
 * the module's psy.config (the driver's PSyclone configuration) over PSyclone's defaults, the
 * walk over the invokes, the field arguments of a call as its metadata describes them, and
 * the depth to which a loop leaves a field's halo clean. */
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

/* ---- Loops and the field arguments of their calls ------------------------------------------ */

bool psyDmIsHaloBound(PsyUpperBound ub) {
  return ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO || ub == PSY_UB_LAST_HALO_CELL;
}

MlirOperation psyDmBoundingLoop(MlirOperation loop) {
  if (psyLoopOpGetIteration(loop) != PSY_ITER_COLOURS)
    return loop;
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "loop"))
      return op;
  return loop;
}

static bool isFieldValue(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return psyTypeIsAField(t) || psyTypeIsAFieldVector(t);
}

static bool spaceIsDiscontinuous(MlirStringRef space) {
  return psyFunctionSpaceIsDiscontinuous(space.data, space.length);
}

/* A kernel's operands follow its meta_args: one per entry, then a stencil's extent and, for
 * xory1d, its direction. */
static void kernelFieldArgs(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  intptr_t operand = 0, n = mlirOperationGetNumOperands(call);
  for (intptr_t e = 0; !mlirOperationIsNull(meta) && e < psyKernelMetaOpGetNumArgs(meta); ++e) {
    PsyMetaArg a = psyKernelMetaOpGetArg(meta, e);
    if (operand >= n)
      return; /* the verifier reports a short operand list */
    MlirValue v = mlirOperationGetOperand(call, operand);
    bool stencil = a.stencil != PSY_STENCIL_NONE;
    if (a.kind == PSY_ARG_FIELD && isFieldValue(v)) {
      PsyDmFieldArg fa = {v, a.access, spaceIsDiscontinuous(a.space), a.mesh == PSY_MESH_FINE,
                          a.stencil, {NULL}};
      if (stencil && operand + 1 < n)
        fa.extent = mlirOperationGetOperand(call, operand + 1);
      fn(&fa, user);
    }
    operand += 1 + stencil + (a.stencil == PSY_STENCIL_XORY1D);
  }
}

static void builtinFieldArgs(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(call); ++i) {
    MlirValue v = mlirOperationGetOperand(call, i);
    if (!isFieldValue(v))
      continue;
    PsyDmFieldArg fa = {v, psyCallOpGetOperandAccess(call, i),
                        spaceIsDiscontinuous(psyTypeGetSpace(mlirValueGetType(v))), false,
                        PSY_STENCIL_NONE, {NULL}};
    fn(&fa, user);
  }
}

void psyDmForEachFieldArg(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  if (psyOpIsA(call, "kernel"))
    kernelFieldArgs(call, fn, user);
  else if (psyOpIsA(call, "builtin"))
    builtinFieldArgs(call, fn, user);
}

/* ---- What a writer leaves clean ------------------------------------------------------------ */

typedef struct {
  MlirValue field;
  bool written, discontinuous, fine;
} CleanWalk;

static void noteWrite(const PsyDmFieldArg *a, void *user) {
  CleanWalk *w = user;
  if (!psyAccessWrites(a->access) || !mlirValueEqual(a->field, w->field))
    return;
  w->discontinuous = w->written ? w->discontinuous && a->discontinuous : a->discontinuous;
  w->fine |= a->fine;
  w->written = true;
}

static MlirWalkResult visitWriter(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteWrite, user);
  return MlirWalkResultAdvance;
}

PsyDmCleanDepth psyDmLoopCleanDepth(MlirOperation loop, MlirValue field) {
  CleanWalk w = {field, false, true, false};
  mlirOperationWalk(loop, visitWriter, &w, MlirWalkPreOrder);
  MlirOperation bounded = psyDmBoundingLoop(loop);
  PsyDmCleanDepth c = {false, 0, {NULL}, !w.discontinuous, w.fine};
  if (!w.written || !psyDmIsHaloBound(psyLoopOpGetUpperBound(bounded)))
    return c;
  c.halo = true;
  c.depthValue = psyLoopOpGetDepthValue(bounded);
  c.depth = psyLoopOpGetDepth(bounded) * (w.fine ? 2 : 1);
  return c;
}
