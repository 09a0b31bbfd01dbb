/* psy-lower-kernels: the arguments of one kernel call (LowerKernels.h), in the order of
 * lib/Domain/KernelArgs.c. Fortran passes everything by reference: a field's data pointer
 * (a dof kernel: the dof's value), a stack slot for a value, a cell's dofmap `map + cell *
 * ndf`, whole arrays for what the binding computed once per invoke. Each kernel argument finds
 * the ABI entry it needs by its key (psyInvokeAbiFindKey); the families' own arguments are in
 * LowerKernelArgsFamilies.c. */
#include <stdlib.h>
#include <string.h>

#include "LowerKernels.h"
#include "OmpLoop.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Alloc.h"
#include "psy-c/Dialect.h"
#include "psy-c/Domain.h"
#include "psy-c/Support.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/Passes.h"

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

intptr_t psyLowerArgOf(const PsyLowerCall *c, int entry) {
  return mlirBlockArgumentGetArgNumber(mlirOperationGetOperand(c->call, c->at[entry]));
}

/* A scalar operand, by reference: a slot at the top, filled just before the call (the value
 * may be computed in the invoke, e.g. a builtin's reduction). A logical is passed as
 * LFRic's default logical (4 bytes, 1 for true), as flang reads `logical(kind=l_def)`. */
static MlirValue scalarArg(PsyLowerCall *c, int entry) {
  MlirValue v = mlirOperationGetOperand(c->call, c->at[entry]);
  MlirType t = mlirValueGetType(v);
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1) {
    t = psyLowerI32Type(c->l->ctx);
    v = psyBuildUnary(c->b, "arith.extui", v, t);
  }
  MlirValue slot = psyLowerNewSlot(c->l, t);
  psyLowerStore(c->b, v, slot);
  return slot;
}

static MlirValue fieldArg(PsyLowerCall *c, const PsyKernelArg *a) {
  intptr_t arg = psyLowerArgOf(c, a->entry);
  MlirValue p = psyLowerFieldPtr(c->l, arg, a->component);
  if (c->it != PSY_ITER_DOFS) return p;
  MlirType elt = mlirShapedTypeGetElementType(mlirValueGetType(psyLowerFieldMemref(c->l, arg, 0)));
  return psyLowerGep(c->b, p, c->iv, elt);
}

int psyLowerFind(const PsyLowerCall *c, PsyAbiKey key) {
  return psyInvokeAbiFindKey(&c->l->abi, &key);
}

/* The space key of the function space of `v` (a field, or side `side` of an operator). */
static const char *spaceKey(const PsyLowerCall *c, MlirValue v, int side) {
  return psyInvokeAbiSpaceKey(&c->l->abi, v, side);
}

/* The key of kernel space `space` that only an operator of the kernel is on: the operator's
 * to-space, else its from-space. */
static const char *opSpaceKey(const PsyLowerCall *c, const char *space) {
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < c->meta.nargs; ++i)
      if (c->meta.args[i].kind == PSY_ARG_OPERATOR &&
          !strcmp(k ? c->meta.args[i].spaceFrom : c->meta.args[i].space, space))
        return spaceKey(c, mlirOperationGetOperand(c->call, c->at[i]), k);
  return NULL;
}

/* The key of kernel space `space`: that of the first field the kernel has on it, else that
 * of the operator whose to- or from-space it is. */
const char *psyLowerSpaceKey(const PsyLowerCall *c, const char *space) {
  for (int i = 0; i < c->meta.nargs; ++i)
    if (c->meta.args[i].kind == PSY_ARG_FIELD && !strcmp(c->meta.args[i].space, space))
      return spaceKey(c, mlirOperationGetOperand(c->call, c->at[i]), 0);
  return opSpaceKey(c, space);
}

int psyLowerSpaceEntry(const PsyLowerCall *c, const char *space, PsyAbiKind kind) {
  return psyLowerFind(c, (PsyAbiKey){.kind = kind, .space = psyLowerSpaceKey(c, space)});
}

/* A cell's dofmap: map + cell * ndf (the whole map for a domain kernel, and an inter-grid
 * kernel's fine one: the kernel finds its fine cells' columns itself). */
static MlirValue mapArg(PsyLowerCall *c, const char *space) {
  MlirValue base = psyLowerMapPtr(c->l, psyLowerSpaceEntry(c, space, PSY_ABI_MAP));
  if (c->it == PSY_ITER_DOMAIN || psyLowerOnFineMesh(c, space)) return base;
  int ndf = psyLowerSpaceEntry(c, space, PSY_ABI_NDF);
  MlirType index = mlirIndexTypeGet(c->l->ctx);
  MlirValue n = psyBuildUnary(c->b, "arith.index_cast", c->l->extra[ndf], index);
  MlirValue off = psyBuildBinary(c->b, "arith.muli", c->iv, n);
  return psyLowerGep(c->b, base, off, psyLowerI32Type(c->l->ctx));
}

/* The 1-based cell index LFRic passes first to a kernel with an operator: a slot filled with
 * iv + 1 just before the call. */
static MlirValue cellArg(PsyLowerCall *c, const PsyKernelArg *a) {
  (void)a;
  MlirType i32 = psyLowerI32Type(c->l->ctx);
  MlirValue one = psyBuildConstIndex(c->b, 1);
  MlirValue cell = psyBuildBinary(c->b, "arith.addi", c->iv, one);
  MlirValue slot = psyLowerNewSlot(c->l, i32);
  psyLowerStore(c->b, psyBuildUnary(c->b, "arith.index_cast", cell, i32), slot);
  return slot;
}

/* An LMA operator's ncell_3d (by reference) or its whole local_stencil (a data pointer: the
 * kernel indexes the 3D cell itself), and the cell index that comes with them. */
MlirValue psyLowerOperatorArg(PsyLowerCall *c, const PsyKernelArg *a) {
  if (a->kind == PSY_KARG_CELL) return cellArg(c, a);
  intptr_t op = psyLowerArgOf(c, a->entry);
  if (a->kind == PSY_KARG_OPERATOR_NCELL_3D)
    return psyLowerExtraSlot(c->l, psyLowerFind(c, (PsyAbiKey){.kind = PSY_ABI_OP_NCELL_3D,
                                                               .arg = op}));
  return psyLowerMapPtr(c->l, psyLowerFind(c, (PsyAbiKey){.kind = PSY_ABI_OP_STENCIL, .arg = op}));
}

/* nlayers, the owned cells: the invoke's one entry, by reference. */
MlirValue psyLowerMeshArg(PsyLowerCall *c, const PsyKernelArg *a) {
  PsyAbiKind kind = a->kind == PSY_KARG_NLAYERS ? PSY_ABI_NLAYERS : PSY_ABI_NCELL_2D_NO_HALOS;
  return psyLowerExtraSlot(c->l, psyLowerFind(c, (PsyAbiKey){.kind = kind}));
}

/* A field's data, a scalar by reference. */
MlirValue psyLowerInvokeArg(PsyLowerCall *c, const PsyKernelArg *a) {
  return a->kind == PSY_KARG_FIELD ? fieldArg(c, a) : scalarArg(c, a->entry);
}

/* ndf and undf by reference, the cell's dofmap; a boundary-condition kernel's
 * boundary_dofs(ndf, 2) whole (the same for every cell). */
MlirValue psyLowerSpaceArg(PsyLowerCall *c, const PsyKernelArg *a) {
  if (a->kind == PSY_KARG_MAP) return mapArg(c, a->space);
  if (a->kind == PSY_KARG_BOUNDARY_DOFS)
    return psyLowerMapPtr(c->l, psyLowerSpaceEntry(c, a->space, PSY_ABI_BOUNDARY_DOFS));
  PsyAbiKind kind = a->kind == PSY_KARG_UNDF ? PSY_ABI_UNDF : PSY_ABI_NDF;
  return psyLowerExtraSlot(c->l, psyLowerSpaceEntry(c, a->space, kind));
}

/* A scalar array's extents and its data, whole. */
MlirValue psyLowerArrayArg(PsyLowerCall *c, const PsyKernelArg *a) {
  PsyAbiKind k = a->kind == PSY_KARG_SCALAR_ARRAY ? PSY_ABI_ARRAY : PSY_ABI_ARRAY_DIMS;
  return psyLowerMapPtr(c->l, psyLowerFind(c, (PsyAbiKey){.kind = k,
                                                          .arg = psyLowerArgOf(c, a->entry)}));
}

/* The pointer passed for a kernel argument, by its family (psy-c/AbiFamilies.def's Lower
 * column): psyLower<Lower>Arg, which lib/Transforms must define; NONE: no kernel takes the
 * family's entries. psyInvokeAbiGet checked that the kernel's arguments all have a family
 * and that every space they name has an entry. */
#define psyLowerNONEArg NULL
static const PsyLowerArgFn kLower[PSY_ABI_FAMILY_COUNT] = {
#define PSY_ABI_FAMILY(Name, Need, Lower, Bind) [PSY_ABI_FAMILY_##Name] = psyLower##Lower##Arg,
#include "psy-c/AbiFamilies.def"
};
#undef psyLowerNONEArg

static MlirValue argValue(PsyLowerCall *c, const PsyKernelArg *a) {
  PsyAbiFamily f = psyAbiKernelArgFamily(a);
  return f < PSY_ABI_FAMILY_COUNT && kLower[f] ? kLower[f](c, a) : (MlirValue){NULL};
}

/* func.func private @_QM<module>P<procedure>(!llvm.ptr, ...), once per module. */
static void declareKernel(PsyLower *l, const char *sym, int nargs) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(l->module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (mlirStringRefEqual(psyOpGetStringAttr(op, "sym_name"), psyRef(sym))) return;
  MlirType *types = psyXcalloc((size_t)nargs + 1, sizeof *types);
  for (int i = 0; i < nargs; ++i) types[i] = psyLowerPtrType(l->ctx);
  MlirType ft = mlirFunctionTypeGet(l->ctx, nargs, types, 0, NULL);
  free(types);
  MlirNamedAttribute attrs[3] = {
      psyBuildNamedAttr(l->ctx, "sym_name", mlirStringAttrGet(l->ctx, psyRef(sym))),
      psyBuildNamedAttr(l->ctx, "function_type", mlirTypeAttrGet(ft)),
      psyBuildNamedAttr(l->ctx, "sym_visibility", mlirStringAttrGet(l->ctx, psyRef("private")))};
  MlirOperationState st = mlirOperationStateGet(psyRef("func.func"), opLoc(l->func));
  mlirOperationStateAddAttributes(&st, 3, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  mlirBlockInsertOwnedOperationBefore(body, l->func, mlirOperationCreate(&st));
}

/* Whether the kernel may write through argument `a`: the data of an entry its metadata
 * writes, or whose dummy may write it (dummy_writes); never a map, a basis table, a size. */
static bool mayWrite(const PsyLowerCall *c, const PsyKernelArg *a) {
  switch (a->kind) {
  case PSY_KARG_FIELD: case PSY_KARG_OPERATOR: case PSY_KARG_CMA_OPERATOR:
  case PSY_KARG_SCALAR: case PSY_KARG_SCALAR_ARRAY:
    return a->entry < 0 || a->entry >= c->meta.nargs ||
           psyAccessWrites(c->meta.args[a->entry].access) ||
           psyKernelMetaOpDummyWrites(psyKernelOpLookupMeta(c->call), a->entry);
  default:
    return false;
  }
}

/* Whether `call` is in a loop for the device (psy-omp device=true): only there does
 * psy-device-outline read PSY_DEVICE_READS_ATTR. */
static bool onDevice(MlirOperation call) {
  PsyOmpMode mode = PSY_OMP_SERIAL;
  MlirOperation loop = mlirOperationGetParentOperation(call);
  return psyLoopOpIsA(loop) && mlirLogicalResultIsSuccess(psyOmpModeGet(loop, &mode)) &&
         psyOmpModeIsDevice(mode);
}

/* The call's operands the kernel only reads, as PSY_DEVICE_READS_ATTR: psy-device-outline
 * maps an array only they reach read-only (DeviceOutline.c). */
static MlirNamedAttribute readsAttr(const PsyLowerCall *c, const PsyKernelArgList *args) {
  int32_t *reads = psyXcalloc((size_t)args->n + 1, sizeof *reads);
  int n = 0;
  for (int i = 0; i < args->n; ++i)
    if (!mayWrite(c, &args->args[i])) reads[n++] = i;
  MlirNamedAttribute a = psyBuildNamedAttr(c->l->ctx, "psy.device_reads",
                                           mlirDenseI32ArrayGet(c->l->ctx, n, reads));
  free(reads);
  return a;
}

void psyLowerEmitCall(PsyLower *l, MlirOperation call, PsyIteration it, MlirValue iv,
                      PsyBuilder *b) {
  PsyLowerCall c = {.l = l, .call = call, .it = it, .iv = iv, .b = b};
  psyKernelMetaFromOp(psyKernelOpLookupMeta(call), &c.meta);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&c.meta, &args);
  c.at = psyKernelMetaOperands(&c.meta);
  MlirValue *vals = psyXcalloc((size_t)args.n + 1, sizeof *vals);
  for (int i = 0; i < args.n; ++i) vals[i] = argValue(&c, &args.args[i]);
  char *sym = psyKernelLinkName(psyKernelOpLookupMeta(call));
  declareKernel(l, sym, args.n);
  MlirNamedAttribute callee = psyBuildNamedAttr(
      l->ctx, "callee", mlirFlatSymbolRefAttrGet(l->ctx, psyRef(sym)));
  PsyBuilder at = *b;
  at.loc = opLoc(call);
  MlirNamedAttribute attrs[2] = {callee, readsAttr(&c, &args)};
  psyBuildOp(&at, "func.call", args.n, vals, (MlirType){NULL}, onDevice(call) ? 2 : 1, attrs);
  free(sym);
  free(vals);
  free(c.at);
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&c.meta);
}
