/* The invoke ABI's distributed-memory entries (psy-c/InvokeAbi.def: family DM) and the sites
 * of the DM callback (psy-c/DmCalls.def).
 *
 * What a PSyclone DM PSy layer does in Fortran -- halo exchanges, dirty and clean markers,
 * loop bounds from the mesh and function spaces, global sums through scalar_type -- the
 * compiled schedule asks of the binding through two bind(C) callbacks, so that the same
 * schedule runs against any infrastructure with LFRic's API. Each distinct call the invoke
 * makes (the call, and the field with its vector component it concerns) is one site; the
 * schedule passes the site's number with the depth and colour, and the binding's callback
 * runs that site's statements. The walk here meets every op and loop of the invoke in order,
 * so psy-lower-kernels and the binding, which both rebuild the ABI from the same IR, agree on
 * the numbering. */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

static const struct {
  const char *name;
  PsyDmSubject subject;
  const char *fortran;
} kCalls[PSY_DM_CALL_COUNT] = {
#define PSY_DM_CALL(Name, Subject, Fortran)                                                     \
  [PSY_DM_##Name] = {#Name, PSY_DM_SUBJECT_##Subject, Fortran},
#include "psy-c/DmCalls.def"
};

PsyDmSubject psyDmCallGetSubject(PsyDmCall call) { return kCalls[call].subject; }
const char *psyDmCallGetFortran(PsyDmCall call) { return kCalls[call].fortran; }
const char *psyDmCallGetName(PsyDmCall call) { return kCalls[call].name; }

int psyInvokeAbiFindSite(const PsyInvokeAbi *abi, PsyDmCall call, intptr_t arg, int component) {
  for (int i = 0; i < abi->nsites; ++i)
    if (abi->sites[i].call == call && abi->sites[i].arg == arg &&
        abi->sites[i].component == component)
      return i;
  return -1;
}

static void addSite(AbiBuilder *b, PsyDmCall call, intptr_t arg, int component) {
  if (psyInvokeAbiFindSite(&b->dm, call, arg, component) >= 0) return;
  b->dm.sites = psyGrow(b->dm.sites, b->dm.nsites, &b->dm.capSites, sizeof *b->dm.sites);
  b->dm.sites[b->dm.nsites++] = (PsyDmSite){call, arg, component};
}

/* A field op's site once per component: a whole field vector is marked component by
 * component, as LFRic's PSy layer does (`f_proxy(1)%set_dirty()`, ...). */
static MlirLogicalResult addFieldSites(AbiBuilder *b, MlirOperation op, PsyDmCall call,
                                       int64_t component) {
  intptr_t arg;
  MlirValue field = mlirOperationGetOperand(op, 0);
  if (!psyAbiArgNumber(b, field, &arg))
    return psyEmitError(mlirOperationGetLocation(op), "psy-lower-kernels: the field of a "
                        "distributed-memory op must be an argument of the invoke");
  int dim = psyTypeGetDim(mlirValueGetType(field));
  bool vector = psyTypeIsAFieldVector(mlirValueGetType(field));
  if (!vector || component > 0) {
    addSite(b, call, arg, (int)component);
    return mlirLogicalResultSuccess();
  }
  for (int k = 1; k <= dim; ++k) addSite(b, call, arg, k);
  return mlirLogicalResultSuccess();
}

PsyDmCall psyDmExchangeCall(MlirOperation op) {
  bool start = psyHaloExchangeStartOpIsA(op);
  bool dirty = psyHaloExchangeOpGetCheckDirty(op);
  return start ? (dirty ? PSY_DM_START_IF_DIRTY : PSY_DM_START)
               : (dirty ? PSY_DM_EXCHANGE_IF_DIRTY : PSY_DM_EXCHANGE);
}

MlirLogicalResult psyAbiNeedDmOp(AbiBuilder *b, MlirOperation op) {
  if (psyGlobalReductionOpIsA(op)) {
    b->reducer |= b->dmInvoke; /* without DM the local value is the global one */
    return mlirLogicalResultSuccess();
  }
  if (psyHaloExchangeOpIsA(op) || psyHaloExchangeStartOpIsA(op)) {
    int64_t k = psyHaloExchangeOpGetComponent(op);
    MlirLogicalResult r = addFieldSites(b, op, psyDmExchangeCall(op), k);
    if (mlirLogicalResultIsSuccess(r) && psyHaloExchangeStartOpIsA(op))
      r = addFieldSites(b, op, PSY_DM_FINISH, k);
    return r;
  }
  if (psyHaloExchangeEndOpIsA(op)) return mlirLogicalResultSuccess(); /* with its start */
  if (psySetDirtyOpIsA(op)) return addFieldSites(b, op, PSY_DM_SET_DIRTY, 0);
  if (psySetCleanOpIsA(op)) return addFieldSites(b, op, PSY_DM_SET_CLEAN, 0);
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return psyEmitError(mlirOperationGetLocation(op), "psy-lower-kernels: '%.*s' is not lowered "
                      "yet", (int)n.length, n.data);
}

/* ==== Loop bounds =========================================================================== */

/* An inter-grid kernel's first coarse field: its loop runs over the coarse cells. */
static MlirValue coarseField(MlirOperation loop) {
  MlirOperation k = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
  PsyKernelMeta m;
  if (mlirOperationIsNull(k) || !psyKernelOpIsA(k) ||
      !psyKernelMetaFromOp(psyKernelOpLookupMeta(k), &m))
    return (MlirValue){NULL};
  MlirValue coarse = {NULL};
  intptr_t *at = psyKernelMetaOperands(&m);
  for (int e = 0; e < m.nargs && mlirValueIsNull(coarse); ++e)
    if (m.args[e].kind == PSY_ARG_FIELD && m.args[e].mesh == PSY_MESH_COARSE)
      coarse = mlirOperationGetOperand(k, at[e]);
  free(at);
  psyKernelMetaClear(&m);
  return coarse;
}

/* The field a loop's bound is read from: an inter-grid kernel's coarse field, the loop's
 * own, else its first body op's first field. */
MlirValue psyDmLoopSubject(MlirOperation loop) {
  MlirValue field = coarseField(loop);
  if (!mlirValueIsNull(field)) return field;
  field = psyLoopOpGetField(loop);
  if (!mlirValueIsNull(field)) return field;
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (psyLoopOpIsA(op)) return psyDmLoopSubject(op);
    for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
      if (psyAbiIsFieldType(mlirValueGetType(mlirOperationGetOperand(op, i))))
        return mlirOperationGetOperand(op, i);
  }
  return field;
}

/* The call that gives a loop's upper bound under distributed memory; PSY_DM_CALL_COUNT when
 * the bound is not one (a domain, the colours, the owned cells of one colour). `dm`: the
 * invoke has distributed memory, so `ncells` and `ndofs` mean the owned ones. */
PsyDmCall psyDmLoopBoundCall(MlirOperation loop, bool dm) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  switch (psyLoopOpGetUpperBound(loop)) {
  case PSY_UB_NCELLS:
    return dm ? PSY_DM_LAST_EDGE_CELL : PSY_DM_CALL_COUNT;
  case PSY_UB_NDOFS:
    return dm ? PSY_DM_LAST_DOF_OWNED : PSY_DM_CALL_COUNT;
  case PSY_UB_CELL_HALO:
    return PSY_DM_LAST_HALO_CELL;
  case PSY_UB_NANNEXED:
    return PSY_DM_LAST_DOF_ANNEXED;
  case PSY_UB_DOF_HALO:
    return PSY_DM_LAST_DOF_HALO;
  case PSY_UB_LAST_HALO_CELL:
    return it == PSY_ITER_COLOUR_CELLS ? PSY_DM_LAST_HALO_CELL_COLOUR : PSY_DM_CALL_COUNT;
  default:
    return PSY_DM_CALL_COUNT;
  }
}

bool psyDmLoopStartsAfterOwned(MlirOperation loop, bool dm) {
  MlirOperation k = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
  if (!dm || mlirOperationIsNull(k) || !psyKernelOpIsA(k)) return false;
  MlirOperation meta = psyKernelOpLookupMeta(k);
  return !mlirOperationIsNull(meta) &&
         psyKernelMetaOpGetOperatesOn(meta) == PSY_ON_HALO_CELL_COLUMN;
}

/* A vector's bounds come from its first component's space, a field's from its own. */
static int subjectComponent(MlirValue field) {
  return psyTypeIsAFieldVector(mlirValueGetType(field)) ? 1 : 0;
}

MlirLogicalResult psyAbiNeedDmBound(AbiBuilder *b, MlirOperation loop, MlirValue subject) {
  PsyDmCall call = psyDmLoopBoundCall(loop, b->dmInvoke);
  if (call == PSY_DM_CALL_COUNT) return mlirLogicalResultSuccess();
  intptr_t arg;
  if (mlirValueIsNull(subject) || !psyAbiArgNumber(b, subject, &arg))
    return psyEmitError(mlirOperationGetLocation(loop), "psy-lower-kernels: a loop to '%s' needs "
                        "a field argument of the invoke to take its bound from",
                        psyUpperBoundName(psyLoopOpGetUpperBound(loop)));
  addSite(b, call, arg, subjectComponent(subject));
  if (psyDmLoopStartsAfterOwned(loop, b->dmInvoke))
    addSite(b, PSY_DM_LAST_EDGE_CELL, arg, subjectComponent(subject));
  return mlirLogicalResultSuccess();
}

/* ==== The entries =========================================================================== */

void psyAbiFinishDm(AbiBuilder *b) {
  if (!b->dm.nsites && !b->reducer) return;
  intptr_t first = b->dm.nsites ? b->dm.sites[0].arg : -1;
  if (b->dm.nsites)
    psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_DM_MAX_DEPTH, .arg = first,
                               .component = b->dm.sites[0].component,
                               .name = psyXstrdup("max_halo_depth")});
  psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_DM_CONTEXT, .arg = first,
                             .name = psyXstrdup("psy_dm_context")});
  if (b->dm.nsites)
    psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_DM_CALLBACK, .arg = first,
                               .name = psyXstrdup("psy_dm_callback")});
  if (b->reducer)
    psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_DM_REDUCER, .arg = first,
                               .name = psyXstrdup("psy_dm_reducer")});
}
