/* What the distributed-memory passes share: their settings, resolved from pass options over
 * the module's psy.config (the driver's PSyclone configuration) over PSyclone's defaults (and
 * the invoke's psy.minimal_halos mark), the walk over the invokes, the field arguments of a
 * call as its metadata describes them, the depth to which a loop leaves a field's halo
 * clean, and the erasing and comparing of the index arithmetic behind a run-time depth. */
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

/* ---- Loops and the field arguments of their calls ------------------------------------------ */

bool psyDmIsHaloBound(PsyUpperBound ub) {
  return ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO || ub == PSY_UB_LAST_HALO_CELL;
}

MlirOperation psyDmBoundingLoop(MlirOperation loop) {
  if (psyLoopOpGetIteration(loop) != PSY_ITER_COLOURS)
    return loop;
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op))
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

/* A kernel's operands follow its meta_args as the kernel model maps them
 * (psyKernelMetaArgOperandCount): an entry's data, then its stencil's extent. */
static void kernelFieldArgs(MlirOperation call, PsyDmFieldArgFn fn, void *user) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  intptr_t operand = 0, n = mlirOperationGetNumOperands(call);
  for (intptr_t e = 0; !mlirOperationIsNull(meta) && e < psyKernelMetaOpGetNumArgs(meta); ++e) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, e);
    if (operand >= n)
      return; /* the verifier reports a short operand list */
    MlirValue v = mlirOperationGetOperand(call, operand);
    int width = psyKernelMetaArgOperandCount(&a);
    if (a.kind == PSY_ARG_FIELD && isFieldValue(v)) {
      PsyDmFieldArg fa = {v, a.access, psyFunctionSpaceIsDiscontinuous(a.space, strlen(a.space)),
                          a.mesh == PSY_MESH_FINE, a.stencil, {NULL}};
      if (width > 1 && psyKernelMetaArgOperandRole(&a, 1) == PSY_OPERAND_EXTENT &&
          operand + 1 < n)
        fa.extent = mlirOperationGetOperand(call, operand + 1);
      fn(&fa, user);
    }
    operand += width;
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
  if (psyKernelOpIsA(call))
    kernelFieldArgs(call, fn, user);
  else if (psyBuiltinOpIsA(call))
    builtinFieldArgs(call, fn, user);
}

/* ---- What a writer leaves clean ------------------------------------------------------------ */

typedef struct {
  MlirValue field;
  bool written, discontinuous, fine;
  bool onlyWrite; /* every write of the field is GH_WRITE */
} CleanWalk;

static void noteWrite(const PsyDmFieldArg *a, void *user) {
  CleanWalk *w = user;
  if (!psyAccessWrites(a->access) || !mlirValueEqual(a->field, w->field))
    return;
  w->discontinuous = w->written ? w->discontinuous && a->discontinuous : a->discontinuous;
  w->fine |= a->fine;
  w->onlyWrite &= a->access == PSY_ACCESS_WRITE;
  w->written = true;
}

static MlirWalkResult visitWriter(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteWrite, user);
  return MlirWalkResultAdvance;
}

static bool isCellLoop(MlirOperation bounded) {
  PsyIteration it = psyLoopOpGetIteration(bounded);
  return it == PSY_ITER_CELLS || it == PSY_ITER_COLOUR_CELLS;
}

/* Seeds 000/002: a cell loop into the halo computes the shared dofs on the partition edge; a
 * dof loop to nannexed or into the halo sets them; an owned-cell loop writing a continuous
 * field by GH_WRITE alone writes every dof of its cells, annexed ones included, the same
 * value from each cell. A run-time depth may be 0, so it proves nothing. */
static bool leavesAnnexedClean(MlirOperation bounded, const CleanWalk *w) {
  PsyUpperBound ub = psyLoopOpGetUpperBound(bounded);
  if (psyDmIsHaloBound(ub))
    return mlirValueIsNull(psyHaloDepthGetValue(bounded)) && !w->fine;
  if (ub == PSY_UB_NANNEXED)
    return true;
  return isCellLoop(bounded) && w->onlyWrite;
}

/* Rule M1: an increment into the halo (depth 2 or more, or max) that nothing after the loop
 * reads beyond the annexed dofs needs only its owned and annexed dofs, so it leaves only
 * those clean: depth 1 with a dirty outer level. */
static bool minimalIncrement(MlirOperation loop, MlirValue field, const PsyDmCleanDepth *c,
                             const PsyDmSettings *dm) {
  if (!dm || !dm->minimal || !c->dirtyOuter || !mlirValueIsNull(c->depthValue))
    return false;
  if (!c->max && c->depth < 2)
    return false;
  return psyDmIsIncrementOnly(loop, field) && psyDmHaloUnreadAfter(loop, field, dm);
}

PsyDmCleanDepth psyDmLoopCleanDepth(MlirOperation loop, MlirValue field,
                                    const PsyDmSettings *dm) {
  CleanWalk w = {field, false, true, false, true};
  mlirOperationWalk(loop, visitWriter, &w, MlirWalkPreOrder);
  MlirOperation bounded = psyDmBoundingLoop(loop);
  PsyDmCleanDepth c = {false, 0, {NULL}, false, !w.discontinuous && isCellLoop(bounded),
                       w.fine, false};
  if (!w.written)
    return c;
  c.annexedClean = leavesAnnexedClean(bounded, &w);
  /* The fine mesh's maximum depth is not twice the coarse one's: say nothing is clean. */
  if (!psyDmIsHaloBound(psyLoopOpGetUpperBound(bounded)) ||
      (w.fine && psyHaloDepthIsMax(bounded)))
    return c;
  c.halo = true;
  c.max = psyHaloDepthIsMax(bounded);
  c.depthValue = psyHaloDepthGetValue(bounded);
  c.depth = psyHaloDepthGetConstant(bounded) * (w.fine ? 2 : 1);
  if (minimalIncrement(loop, field, &c, dm))
    c = (PsyDmCleanDepth){true, 1, {NULL}, false, true, false, true};
  return c;
}

/* ---- Increments --------------------------------------------------------------------------- */

typedef struct {
  MlirValue field;
  bool seen, onlyInc;
} IncWalk;

static void noteAccess(const PsyDmFieldArg *a, void *user) {
  IncWalk *w = user;
  if (!mlirValueEqual(a->field, w->field))
    return;
  w->seen = true;
  w->onlyInc &= a->access == PSY_ACCESS_INC && a->stencil == PSY_STENCIL_NONE && !a->fine;
}

static MlirWalkResult visitAccess(MlirOperation op, void *user) {
  psyDmForEachFieldArg(op, noteAccess, user);
  return MlirWalkResultAdvance;
}

bool psyDmIsIncrementOnly(MlirOperation loop, MlirValue field) {
  IncWalk w = {field, false, true};
  mlirOperationWalk(loop, visitAccess, &w, MlirWalkPreOrder);
  return w.seen && w.onlyInc;
}

/* ---- Erasing and comparing depth computations ----------------------------------------------- */

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

static bool sameOp(MlirOperation x, MlirOperation y) {
  if (!mlirIdentifierEqual(mlirOperationGetName(x), mlirOperationGetName(y)) ||
      mlirOperationGetNumOperands(x) != mlirOperationGetNumOperands(y))
    return false;
  MlirStringRef key = mlirStringRefCreateFromCString("value");
  MlirAttribute a = mlirOperationGetAttributeByName(x, key);
  MlirAttribute b = mlirOperationGetAttributeByName(y, key);
  if (mlirAttributeIsNull(a) != mlirAttributeIsNull(b) ||
      (!mlirAttributeIsNull(a) && !mlirAttributeEqual(a, b)))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(x); ++i)
    if (!psyDmSameValue(mlirOperationGetOperand(x, i), mlirOperationGetOperand(y, i)))
      return false;
  return true;
}

bool psyDmSameValue(MlirValue a, MlirValue b) {
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return mlirValueIsNull(a) && mlirValueIsNull(b);
  if (mlirValueEqual(a, b))
    return true;
  if (!mlirValueIsAOpResult(a) || !mlirValueIsAOpResult(b) ||
      mlirOpResultGetResultNumber(a) != mlirOpResultGetResultNumber(b))
    return false;
  return sameOp(mlirOpResultGetOwner(a), mlirOpResultGetOwner(b));
}
