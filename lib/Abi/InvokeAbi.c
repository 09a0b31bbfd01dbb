/* The invoke ABI (psy-c/InvokeAbi.h): the table of kinds (psy-c/InvokeAbi.def) and its
 * traits, the key lookup, and psyInvokeAbiGet's walk over an invoke.
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

/* ==== The table ============================================================================= */

static const PsyAbiKindInfo kKinds[PSY_ABI_KIND_COUNT] = {
#define PSY_ABI_KIND(Name, Family, Section, Scope, Value, Rank, Local, Consumer, From, Fill)    \
  [PSY_ABI_##Name] = {.name = #Name,                                                            \
                      .family = PSY_ABI_FAMILY_##Family,                                        \
                      .section = PSY_ABI_SECTION_##Section,                                     \
                      .scope = PSY_ABI_PER_##Scope,                                             \
                      .value = PSY_ABI_VALUE_##Value,                                           \
                      .rank = Rank,                                                             \
                      .local = PSY_ABI_LOCAL_##Local,                                           \
                      .from = PSY_ABI_FROM_##From,                                              \
                      .fill = Fill},
#include "psy-c/InvokeAbi.def"
};

#define PSY_KARG_NONE PSY_KARG_KIND_COUNT
static const PsyKernelArgKind kConsumers[PSY_ABI_KIND_COUNT] = {
#define PSY_ABI_KIND(Name, Family, Section, Scope, Value, Rank, Local, Consumer, ...)            \
  [PSY_ABI_##Name] = PSY_KARG_##Consumer,
#include "psy-c/InvokeAbi.def"
};
#undef PSY_KARG_NONE

const PsyAbiKindInfo *psyAbiKindGetInfo(PsyAbiKind kind) { return &kKinds[kind]; }

PsyKernelArgKind psyAbiKindConsumer(PsyAbiKind kind) { return kConsumers[kind]; }

PsyAbiKind psyAbiKindFor(PsyAbiFamily family, PsyKernelArgKind k) {
  for (int i = 0; i < PSY_ABI_KIND_COUNT; ++i)
    if (kKinds[i].family == family && kConsumers[i] == k) return (PsyAbiKind)i;
  return PSY_ABI_KIND_COUNT;
}

bool psyAbiKindIsIntMemref(PsyAbiKind kind) {
  return kKinds[kind].value == PSY_ABI_VALUE_MEMREF_I32;
}

bool psyAbiKindIsMemref(PsyAbiKind kind) {
  PsyAbiValue v = kKinds[kind].value;
  return v == PSY_ABI_VALUE_MEMREF_I32 || v == PSY_ABI_VALUE_MEMREF_F64 ||
         v == PSY_ABI_VALUE_MEMREF_ELT;
}

int psyAbiEntryRank(const PsyAbiEntry *e) {
  int rank = kKinds[e->kind].rank;
  if (rank < 0) return e->component;
  return rank + (rank > 0 && e->stencil.shape == PSY_STENCIL_CROSS2D); /* its four branches */
}

int psyAbiEntryParams(const PsyAbiEntry *e) {
  return kKinds[e->kind].value == PSY_ABI_VALUE_RETURNED ? 0 : psyAbiKindIsMemref(e->kind) ? 5
                                                                                          : 1;
}

/* ==== Keys ================================================================================== */

static bool sameString(const char *a, const char *b) { return a && b && !strcmp(a, b); }

static bool sameStencil(const PsyAbiStencil *a, const PsyAbiStencil *b) {
  return a->shape == b->shape && a->extentArg == b->extentArg && a->extent == b->extent &&
         a->dirArg == b->dirArg && a->dir == b->dir;
}

/* Whether `e` is the entry `k` names: the same kind, and the fields of its scope. */
static bool entryIs(const PsyAbiEntry *e, const PsyAbiKey *k) {
  int scope = kKinds[k->kind].scope;
  return e->kind == k->kind && (!(scope & PSY_ABI_KEY_ARG) || e->arg == k->arg) &&
         (!(scope & PSY_ABI_KEY_QR) || e->qr == k->qr) &&
         (!(scope & PSY_ABI_KEY_COARSE) || e->coarse == k->coarse) &&
         (!(scope & PSY_ABI_KEY_COMPONENT) || e->component == k->component) &&
         (!(scope & PSY_ABI_KEY_SPACE) || sameString(e->space, k->space)) &&
         (!(scope & PSY_ABI_KEY_TARGET) || sameString(e->target, k->target)) &&
         (!(scope & PSY_ABI_KEY_STENCIL) || sameStencil(&e->stencil, &k->stencil));
}

int psyInvokeAbiFindKey(const PsyInvokeAbi *abi, const PsyAbiKey *key) {
  for (int i = 0; i < abi->n; ++i)
    if (entryIs(&abi->entries[i], key)) return i;
  return -1;
}

bool psyInvokeAbiHasFamily(const PsyInvokeAbi *abi, PsyAbiFamily family) {
  for (int i = 0; i < abi->n; ++i)
    if (kKinds[abi->entries[i].kind].family == family) return true;
  return false;
}

const char *psyInvokeAbiSpaceKey(const PsyInvokeAbi *abi, MlirValue v, int side) {
  if (!mlirValueIsABlockArgument(v)) return NULL;
  intptr_t arg = mlirBlockArgumentGetArgNumber(v);
  bool field = psyAbiIsFieldType(mlirValueGetType(v));
  for (int i = 0; i < abi->n; ++i) {
    const PsyAbiEntry *e = &abi->entries[i];
    if (e->kind == PSY_ABI_NDF &&
        (field ? psyAbiIsSpaceOf(e, v, arg) : psyAbiIsOpSpaceOf(e, v, arg, side)))
      return e->space;
  }
  return NULL;
}

/* ==== Building ============================================================================== */

void psyAbiAdd(AbiBuilder *b, PsyAbiEntry e) {
  PsyInvokeAbi *s = &b->sec[kKinds[e.kind].section];
  s->entries = psyGrow(s->entries, s->n, &s->cap, sizeof *s->entries);
  s->entries[s->n++] = e;
}

const PsyAbiEntry *psyAbiFindMade(const AbiBuilder *b, const PsyAbiKey *key) {
  const PsyInvokeAbi *s = &b->sec[kKinds[key->kind].section];
  int i = psyInvokeAbiFindKey(s, key);
  return i < 0 ? NULL : &s->entries[i];
}

bool psyAbiSpaceKeyTaken(const AbiBuilder *b, const char *key) {
  const PsyInvokeAbi *s = &b->sec[PSY_ABI_SECTION_SPACES];
  for (int i = 0; i < s->n; ++i)
    if (s->entries[i].kind == PSY_ABI_NDF && !strcmp(s->entries[i].space, key)) return true;
  return false;
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

bool psyAbiArgNumber(const AbiBuilder *b, MlirValue v, intptr_t *arg) {
  if (!mlirValueIsABlockArgument(v) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(v), entryBlock(b->func)))
    return false;
  *arg = mlirBlockArgumentGetArgNumber(v);
  return true;
}

intptr_t psyAbiOperandArg(AbiCall *c, int e, const char *what) {
  intptr_t arg;
  if (psyAbiArgNumber(c->b, mlirOperationGetOperand(c->call, c->at[e]), &arg)) return arg;
  psyEmitError(opLoc(c->call), "psy-lower-kernels: %s argument %d of kernel '%s' must be an "
               "argument of the invoke", what, e + 1, c->m->name);
  return -1;
}

int psyAbiFieldOnSpace(const PsyKernelMeta *m, const char *space) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].kind == PSY_ARG_FIELD && (!space || !strcmp(m->args[i].space, space)))
      return i;
  return -1;
}

int psyAbiFirstField(const PsyKernelMeta *m) { return psyAbiFieldOnSpace(m, NULL); }

MlirLogicalResult psyAbiNoMesh(AbiCall *c) {
  return psyEmitError(opLoc(c->call), "psy-lower-kernels: kernel '%s' has no field to take "
                      "the mesh from", c->m->name);
}

bool psyAbiIsFieldType(MlirType t) { return psyTypeIsAField(t) || psyTypeIsAFieldVector(t); }

bool psyAbiConcreteSpace(MlirStringRef s) {
  return s.length && !(s.length >= 4 && !strncmp(s.data, "any_", 4));
}

/* ==== One kernel call ======================================================================= */

/* What provides each kernel argument kind (the others come with these: undf and the map
 * with ndf, an operator's ncell_3d with its matrices, ...). */
static const AbiNeedFn kNeed[PSY_KARG_KIND_COUNT] = {
    [PSY_KARG_NLAYERS] = psyAbiNeedMesh,           [PSY_KARG_NCELL_2D_NO_HALOS] = psyAbiNeedMesh,
    [PSY_KARG_NDF] = psyAbiNeedSpace,              [PSY_KARG_SCALAR_ARRAY] = psyAbiNeedArray,
    [PSY_KARG_BASIS] = psyAbiNeedQuadrature,       [PSY_KARG_DIFF_BASIS] = psyAbiNeedQuadrature,
    [PSY_KARG_QR_SIZE] = psyAbiNeedQuadrature,     [PSY_KARG_QR_WEIGHTS] = psyAbiNeedQuadrature,
    [PSY_KARG_NFACES_RE] = psyAbiNeedRef,          [PSY_KARG_REF_ELEMENT] = psyAbiNeedRef,
    [PSY_KARG_ADJACENT_FACE] = psyAbiNeedRef,      [PSY_KARG_OPERATOR] = psyAbiNeedOperator,
    [PSY_KARG_CELL_MAP] = psyAbiNeedInterGrid,     [PSY_KARG_NCELL_2D] = psyAbiNeedColumnwise,
    [PSY_KARG_CMA_OPERATOR] = psyAbiNeedColumnwise, [PSY_KARG_STENCIL_MAP] = psyAbiNeedStencil,
    [PSY_KARG_BOUNDARY_DOFS] = psyAbiNeedBoundaryDofs,
};

/* Whether psy-lower-kernels passes kernel arguments of kind `k`: some ABI kind is passed as
 * one (psy-c/InvokeAbi.def's Consumer column), or the schedule makes it itself (the cell
 * index, an xory1d direction operand). A kind KernelArgs.c adds without a lowering gets a
 * located "not lowered yet" error here rather than a null argument later. */
static bool kindLowered(PsyKernelArgKind k) {
  if (k == PSY_KARG_CELL || k == PSY_KARG_STENCIL_DIRECTION) return true;
  for (int i = 0; i < PSY_ABI_KIND_COUNT; ++i)
    if (kConsumers[i] == k) return true;
  return false;
}

/* The argument to name in a "not lowered yet" error: an operator, a scalar array or a
 * stencil map rather than the sizes that come with them, else the first; -1 if all are
 * lowered. */
static int firstUnlowered(const PsyKernelArgList *args) {
  int first = -1;
  for (int i = 0; i < args->n; ++i) {
    PsyKernelArgKind k = args->args[i].kind;
    if (kindLowered(k)) continue;
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
  for (int i = 0; i < args.n && mlirLogicalResultIsSuccess(r); ++i)
    if (kNeed[args.args[i].kind]) r = kNeed[args.args[i].kind](&c, &args.args[i]);
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
