/* The invoke ABI (psy-c/InvokeAbi.h): psyInvokeAbiGet's walk over an invoke, the dispatch of
 * lib/Abi (Abi.h). It hands each kernel argument to its family's hook through the table
 * psy-c/AbiFamilies.def generates, and asks the families for what the walk itself meets
 * (loop bounds, the colouring, distributed-memory ops, the invoke's arguments and results).
 *
 * Domain rules (PSyclone's LFRic API documentation, kernel argument rules): a cell kernel gets
 * nlayers and, per function space of its metadata, ndf, undf and the cell's dofmap; a domain
 * kernel gets nlayers, the number of owned cells and the whole dofmaps; a dof kernel only its
 * fields' values and scalars. What else a kernel argument needs from the infrastructure (basis
 * functions, operators, stencils, ...) is its family's rule, in that family's module. Everything
 * the lowering does not handle yet is refused here, at the op, before anything changes. */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

/* ==== One kernel call ======================================================================= */

/* What each family records for a kernel argument of it (psy-c/AbiFamilies.def's Need column):
 * psyAbiNeed<Need>, which lib/Abi must define; NONE: nothing (the walk makes its entries). */
#define psyAbiNeedNONE NULL
static const AbiNeedFn kNeed[PSY_ABI_FAMILY_COUNT] = {
#define PSY_ABI_FAMILY(Name, Need, Lower, Bind) [PSY_ABI_FAMILY_##Name] = psyAbiNeed##Need,
#include "psy-c/AbiFamilies.def"
};
#undef psyAbiNeedNONE

/* Whether psy-lower-kernels passes kernel argument `a`: it has a family (psyAbiKernelArgFamily:
 * some ABI kind is passed as it, psy-c/InvokeAbi.def's Consumer column, or the schedule makes
 * it itself). A kind KernelArgs.c adds without a lowering gets a located "not lowered yet"
 * error here rather than a null argument later. */
static bool lowered(const PsyKernelArg *a) {
  return psyAbiKernelArgFamily(a) != PSY_ABI_FAMILY_COUNT;
}

/* The argument to name in a "not lowered yet" error: an operator, a scalar array or a
 * stencil map rather than the sizes that come with them, else the first; -1 if all are
 * lowered. */
static int firstUnlowered(const PsyKernelArgList *args) {
  int first = -1;
  for (int i = 0; i < args->n; ++i) {
    PsyKernelArgKind k = args->args[i].kind;
    if (lowered(&args->args[i])) continue;
    if (k == PSY_KARG_CMA_OPERATOR || k == PSY_KARG_SCALAR_ARRAY || k == PSY_KARG_STENCIL_MAP)
      return i;
    if (first < 0) first = i;
  }
  return first;
}

static MlirLogicalResult notYet(MlirOperation call, const PsyKernelMeta *m, const PsyKernelArg *a) {
  return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' takes %s (argument '%s'), "
                      "which is not lowered yet", m->name, psyKernelArgKindName(a->kind), a->name);
}

static MlirLogicalResult checkMeta(MlirOperation call, const PsyKernelMeta *m) {
  if (m->nshapes > 1) /* each rule and evaluator alone is lowered */
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has %d gh_shape values "
                        "('%s', '%s', ...), which is not lowered yet (one only)", m->name,
                        m->nshapes, psyVocabName(PSY_VOCAB_SHAPE, (int)m->shapes[0]),
                        psyVocabName(PSY_VOCAB_SHAPE, (int)m->shapes[1]));
  return mlirLogicalResultSuccess();
}

/* Every field of the kernel must be an argument of the invoke (the binding passes it). */
static MlirLogicalResult checkFieldArgs(AbiCall *c) {
  for (int e = 0; e < c->m->nargs; ++e)
    if (c->m->args[e].kind == PSY_ARG_FIELD && psyAbiOperandArg(c, e, "field") < 0)
      return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult addKernel(AbiBuilder *b, MlirOperation loop, MlirOperation call) {
  MlirOperation metaOp = psyKernelOpLookupMeta(call);
  if (mlirOperationIsNull(metaOp)) /* the verifier rules this out */
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel metadata not found");
  PsyKernelMeta m;
  bool read = psyKernelMetaFromOp(metaOp, &m);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&m, &args);
  intptr_t *at = psyKernelMetaOperands(&m);
  AbiCall c = {.b = b, .loop = loop, .call = call, .m = &m, .at = at};
  MlirLogicalResult r =
      read ? checkMeta(call, &m)
           : psyEmitError(opLoc(metaOp), "psy-lower-kernels: unreadable metadata");
  int bad = firstUnlowered(&args);
  if (mlirLogicalResultIsSuccess(r) && bad >= 0) r = notYet(call, &m, &args.args[bad]);
  for (int i = 0; i < args.n && mlirLogicalResultIsSuccess(r); ++i) {
    AbiNeedFn need = kNeed[psyAbiKernelArgFamily(&args.args[i])]; /* all lowered */
    if (need) r = need(&c, &args.args[i]);
  }
  if (mlirLogicalResultIsSuccess(r)) r = checkFieldArgs(&c);
  free(at);
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&m);
  return r;
}

/* ==== Loops ================================================================================= */

/* A loop's bound: the owned range without distributed memory; under it, also the halo
 * bounds, which the DM callback gives (a site each). */
static MlirLogicalResult checkBound(AbiBuilder *b, MlirOperation loop) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  PsyUpperBound ub = psyLoopOpGetUpperBound(loop);
  bool ok = (it == PSY_ITER_CELLS && ub == PSY_UB_NCELLS) ||
            (it == PSY_ITER_DOFS && ub == PSY_UB_NDOFS) ||
            (it == PSY_ITER_DOMAIN && ub == PSY_UB_DOMAIN) ||
            (it == PSY_ITER_COLOURS && ub == PSY_UB_NCOLOURS) ||
            (it == PSY_ITER_COLOUR_CELLS && ub == PSY_UB_LAST_EDGE_CELL) ||
            (it == PSY_ITER_CELLS && ub == PSY_UB_CELL_HALO) ||
            (it == PSY_ITER_DOFS && (ub == PSY_UB_NANNEXED || ub == PSY_UB_DOF_HALO)) ||
            (it == PSY_ITER_COLOUR_CELLS && ub == PSY_UB_LAST_HALO_CELL);
  if (!ok)
    return psyEmitError(opLoc(loop), "psy-lower-kernels: a '%s' loop to '%s' is not lowered",
                        psyIterationName(it), psyUpperBoundName(ub));
  return psyAbiNeedDmBound(b, loop, psyDmLoopSubject(loop));
}

static MlirLogicalResult addLoop(AbiBuilder *b, MlirOperation loop);

/* A colours loop: its colour_cells loop (the verifier allows no other op) holds kernels. */
static MlirLogicalResult addColours(AbiBuilder *b, MlirOperation loop) {
  MlirLogicalResult r = checkBound(b, loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(r);
       op = mlirOperationGetNextInBlock(op))
    if (psyLoopOpIsA(op)) r = addLoop(b, op);
  return r;
}

static MlirLogicalResult addLoop(AbiBuilder *b, MlirOperation loop) {
  MlirBlock body = psyLoopOpGetBody(loop);
  if (psyLoopOpGetIteration(loop) == PSY_ITER_COLOURS) /* colour_cells loops of kernels */
    return addColours(b, loop);
  int kernels = 0, builtins = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyBuiltinOpIsA(op)) ++builtins;
    else if (psyKernelOpIsA(op)) ++kernels;
  }
  if (!kernels) /* builtins: psy-lower-builtins, with the DM bound made here */
    return builtins ? checkBound(b, loop) : mlirLogicalResultSuccess();
  if (builtins)
    return psyEmitError(opLoc(loop), "psy-lower-kernels: a loop holding both builtins and coded "
                        "kernels is not lowered yet");
  if (mlirOperationGetNumResults(loop))
    return psyEmitError(opLoc(loop), "psy-lower-kernels: kernel reductions are not lowered yet");
  intptr_t arg;
  MlirValue field = psyLoopOpGetField(loop);
  if (!mlirValueIsNull(field) && !psyAbiArgNumber(b, field, &arg))
    return psyEmitError(opLoc(loop), "psy-lower-kernels: the loop's field must be an argument "
                        "of the invoke");
  MlirLogicalResult r = checkBound(b, loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(r);
       op = mlirOperationGetNextInBlock(op))
    if (psyKernelOpIsA(op)) r = addKernel(b, loop, op);
    else if (!psyYieldOpIsA(op))
      r = psyEmitError(opLoc(op), "psy-lower-kernels: a kernel loop may hold only kernels");
  b->hasKernels = true;
  if (mlirLogicalResultIsSuccess(r)) psyAbiNeedColouring(b, loop);
  return r;
}

static bool isPsyOp(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length >= 4 && !strncmp(n.data, "psy.", 4);
}

static MlirLogicalResult walkBody(AbiBuilder *b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(b->func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirLogicalResult r = mlirLogicalResultSuccess();
    if (psyLoopOpIsA(op)) r = addLoop(b, op);
    else if (isPsyOp(op)) r = psyAbiNeedDmOp(b, op);
    if (mlirLogicalResultIsFailure(r)) return r;
  }
  return mlirLogicalResultSuccess();
}

/* ==== The ABI =============================================================================== */

/* Moves the sections' entries into `abi`, in section order. */
static void joinSections(AbiBuilder *b, PsyInvokeAbi *abi) {
  for (int s = 0; s < PSY_ABI_SECTION_COUNT; ++s) {
    PsyInvokeAbi *sec = &b->sec[s];
    for (int i = 0; i < sec->n; ++i) {
      abi->entries = psyGrow(abi->entries, abi->n, &abi->cap, sizeof *abi->entries);
      abi->entries[abi->n++] = sec->entries[i];
    }
    if (s == PSY_ABI_SECTION_ARGS) abi->nargs = abi->n;
    if (s == PSY_ABI_SECTION_DM) abi->nextra = abi->n - abi->nargs;
    free(sec->entries);
    *sec = (PsyInvokeAbi){0};
  }
  abi->hasKernels = b->hasKernels;
  abi->sites = b->dm.sites;
  abi->nsites = b->dm.nsites;
  abi->capSites = b->dm.capSites;
  b->dm = (PsyInvokeAbi){0};
}

MlirLogicalResult psyInvokeAbiGet(MlirOperation invoke, PsyInvokeAbi *abi) {
  *abi = (PsyInvokeAbi){0};
  if (mlirBlockIsNull(entryBlock(invoke)))
    return psyEmitError(opLoc(invoke), "psy-lower-kernels: an invoke must have a body");
  AbiBuilder b = {.func = invoke, .mesh = {-1, -1, -1}, .dmInvoke = psyAbiIsDm(invoke)};
  MlirLogicalResult r = walkBody(&b);
  if (mlirLogicalResultIsSuccess(r)) r = psyAbiAddArgs(&b);
  if (mlirLogicalResultIsSuccess(r)) {
    psyAbiFinishMesh(&b);
    psyAbiFinishColouring(&b);
    psyAbiFinishDm(&b);
    psyAbiAddResults(&b);
  }
  joinSections(&b, abi);
  if (mlirLogicalResultIsFailure(r)) psyInvokeAbiDestroy(abi);
  return r;
}

void psyInvokeAbiDestroy(PsyInvokeAbi *abi) {
  for (int i = 0; i < abi->n; ++i)
    free(abi->entries[i].name), free(abi->entries[i].space), free(abi->entries[i].target);
  free(abi->entries);
  free(abi->sites);
  *abi = (PsyInvokeAbi){0};
}
