/* The invoke ABI's fields and scalars, function spaces and scalar arrays (psy-c/InvokeAbi.def:
 * families ARGS, SPACE, ARRAY, RESULT).
 *
 * Each field component is a memref<?xelt> and each scalar a value, in the invoke's argument
 * order; its reductions come back as results. A kernel space brings its ndf, undf and map,
 * recorded once per space key by the builder (Builder.c). The space of a boundary-condition
 * kernel also brings its boundary dofs. A scalar array (LFRic's ScalarArray, a memref argument) brings its extents and its data,
 * whole, and has no entry of its own. */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/StrBuf.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

/* ==== The invoke's arguments and results ==================================================== */

MlirLogicalResult psyAbiAddArgs(AbiBuilder *b) {
  MlirBlock entry = entryBlock(b->func);
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(entry); ++i) {
    MlirValue v = mlirBlockGetArgument(entry, i);
    MlirType t = mlirValueGetType(v);
    if (psyAbiIsFieldType(t)) {
      for (int k = 0; k < psyTypeGetDim(t); ++k)
        psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_FIELD, .arg = i, .component = k,
                                   .type = psyTypeGetElementType(t)});
    } else if (mlirTypeIsAFloat(t) || mlirTypeIsAInteger(t)) {
      psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_SCALAR, .arg = i, .type = t});
    } else if (psyTypeIsAQr(t) || mlirTypeIsAMemRef(t) || psyTypeIsAnOperator(t) ||
               psyTypeIsAColumnwiseOperator(t)) {
      continue; /* rules, scalar arrays, operators: unpacked by the binding into extras */
    } else {
      char type[128];
      return psyEmitError(mlirValueGetLocation(v), "psy-lower-kernels: invoke argument %ld "
                          "of type %s is not lowered yet", (long)i + 1,
                          psyTypeToString(t, type, sizeof type));
    }
  }
  return mlirLogicalResultSuccess();
}

void psyAbiAddResults(AbiBuilder *b) {
  MlirAttribute ft = mlirOperationGetAttributeByName(
      b->func, mlirStringRefCreateFromCString("function_type"));
  MlirType t = mlirTypeAttrGetValue(ft);
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(t); ++i)
    psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_RESULT, .arg = i,
                               .type = mlirFunctionTypeGetResult(t, i)});
}

/* ==== Function spaces ======================================================================= */

/* ndf (with undf and the map) of a kernel space: that of the first field of the kernel on
 * it, else of the operator whose to- or from-space it is. */
static MlirLogicalResult addKernelSpace(AbiCall *c, const char *space) {
  int e = psyAbiFieldOnSpace(c->m, space);
  if (e < 0) return psyAbiNeedOpSpace(c, space);
  intptr_t arg = psyAbiOperandArg(c, e, "field");
  if (arg < 0) return mlirLogicalResultFailure();
  psyAbiAddSpace(c->b, mlirOperationGetOperand(c->call, c->at[e]), arg);
  return mlirLogicalResultSuccess();
}

/* The key of kernel space `space`, recorded by addKernelSpace; NULL after an error. */
static const char *kernelSpaceKey(AbiCall *c, const char *space) {
  int e = psyAbiFieldOnSpace(c->m, space);
  if (e < 0) return psyAbiOpSpaceKeyOf(c, space);
  intptr_t arg = psyAbiOperandArg(c, e, "field");
  if (arg < 0) return NULL;
  return psyAbiSpaceKeyOf(c->b, mlirOperationGetOperand(c->call, c->at[e]), arg);
}

/* A boundary-condition kernel's boundary_dofs(ndf, 2) (KernelArgs.c): once per space, from
 * the same provider as the space's ndf -- a field's vspace, an operator's fs_to -- so the
 * binding fills it as it fills the dofmap. */
static MlirLogicalResult needBoundaryDofs(AbiCall *c, const PsyKernelArg *a) {
  if (mlirLogicalResultIsFailure(addKernelSpace(c, a->space))) return mlirLogicalResultFailure();
  const char *key = kernelSpaceKey(c, a->space);
  if (!key) return mlirLogicalResultFailure();
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = PSY_ABI_BOUNDARY_DOFS, .space = key}))
    return mlirLogicalResultSuccess();
  const PsyAbiEntry *ndf = psyAbiFindMade(c->b, &(PsyAbiKey){.kind = PSY_ABI_NDF, .space = key});
  PsyAbiEntry e = {.kind = PSY_ABI_BOUNDARY_DOFS, .arg = ndf->arg, .component = ndf->component,
                   .space = psyXstrdup(key), .name = psyFormat("boundary_dofs_%s", key)};
  psyAbiAdd(c->b, e); /* may move the entries `ndf` and `key` point into: copied first */
  return mlirLogicalResultSuccess();
}

/* The SPACE family: a kernel space's ndf, which brings its undf and map; a boundary-condition
 * kernel's boundary dofs. */
MlirLogicalResult psyAbiNeedSpace(AbiCall *c, const PsyKernelArg *a) {
  if (a->kind == PSY_KARG_BOUNDARY_DOFS) return needBoundaryDofs(c, a);
  if (a->kind != PSY_KARG_NDF) return mlirLogicalResultSuccess(); /* with the ndf */
  return addKernelSpace(c, a->space);
}

/* ==== Scalar arrays ========================================================================= */

/* The ARRAY family: scalar-array entry `a->entry` of the kernel (an argument of the invoke, a
 * real or integer memref), its extents and its data, once per argument. */
MlirLogicalResult psyAbiNeedArray(AbiCall *c, const PsyKernelArg *a) {
  if (a->kind != PSY_KARG_SCALAR_ARRAY) return mlirLogicalResultSuccess(); /* dims: with it */
  intptr_t arg = psyAbiOperandArg(c, a->entry, "scalar-array");
  if (arg < 0) return mlirLogicalResultFailure();
  MlirValue v = mlirOperationGetOperand(c->call, c->at[a->entry]);
  MlirType elt = mlirShapedTypeGetElementType(mlirValueGetType(v));
  if (mlirTypeIsAInteger(elt) && mlirIntegerTypeGetWidth(elt) == 1)
    return psyEmitError(mlirOperationGetLocation(c->call), "psy-lower-kernels: kernel '%s' "
                        "takes a logical scalar array, which is not lowered yet", c->m->name);
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = PSY_ABI_ARRAY, .arg = arg}))
    return mlirLogicalResultSuccess();
  char *name = psyInvokeArgName(c->b->func, arg);
  int rank = (int)mlirShapedTypeGetRank(mlirValueGetType(v));
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = PSY_ABI_ARRAY_DIMS, .arg = arg, .component = rank,
                                .name = psyFormat("dims_%s", name)});
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = PSY_ABI_ARRAY, .arg = arg, .component = rank,
                                .type = elt, .name = psyFormat("array_%s", name)});
  free(name);
  return mlirLogicalResultSuccess();
}
