/* The invoke ABI's column-wise operators (psy-c/InvokeAbi.def: family CMA).
 *
 * A column-wise operator brings ncell_2d, its banded matrix, its seven sizes and the banded
 * and indirection dofmaps of both its spaces, all from its proxy, once per operator
 * argument; it has no entry of its own. A kernel that applies or multiplies CMA operators
 * has no nlayers: the cell count of its loop comes from the loop's field or operator. */
#include "Abi.h"

#include <stdlib.h>

static const char *const kSizes[7] = {"nrow", "ncol", "bandwidth", "alpha", "beta", "gamma_m",
                                      "gamma_p"};

/* Everything CMA operator `op` (argument `arg`) brings, once. */
static void addColumnwise(AbiBuilder *b, MlirValue op, intptr_t arg) {
  if (psyAbiFindMade(b, &(PsyAbiKey){.kind = PSY_ABI_CMA_NCELL_2D, .arg = arg})) return;
  char *name = psyInvokeArgName(b->func, arg);
  psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_CMA_NCELL_2D, .arg = arg,
                             .name = psyFormat("ncell_2d_%s", name)});
  psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_CMA_MATRIX, .arg = arg,
                             .type = psyTypeGetElementType(mlirValueGetType(op)),
                             .name = psyFormat("cma_matrix_%s", name)});
  for (int k = 0; k < 7; ++k)
    psyAbiAdd(b, (PsyAbiEntry){.kind = PSY_ABI_CMA_SIZE, .arg = arg, .component = k,
                               .name = psyFormat("%s_%s", kSizes[k], name)});
  for (int k = 0; k < 4; ++k)
    psyAbiAdd(b, (PsyAbiEntry){
                     .kind = k < 2 ? PSY_ABI_CMA_BANDED_MAP : PSY_ABI_CMA_INDIRECTION_MAP,
                     .arg = arg, .component = k % 2,
                     .name = psyFormat("%s_%s_%s", k < 2 ? "cbanded_map" : "indirection_map",
                                       k % 2 ? "from" : "to", name)});
  free(name);
}

/* A column-wise operator of a kernel (its matrix), or the kernel's ncell_2d (from its first
 * CMA operator). */
MlirLogicalResult psyAbiNeedColumnwise(AbiCall *c, const PsyKernelArg *a) {
  if (a->kind != PSY_KARG_CMA_OPERATOR && a->kind != PSY_KARG_NCELL_2D)
    return mlirLogicalResultSuccess(); /* its sizes and maps: with its matrix */
  int e = a->entry;
  for (int i = 0; e < 0 && i < c->m->nargs; ++i)
    if (c->m->args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR) e = i;
  intptr_t arg = psyAbiOperandArg(c, e, "column-wise operator");
  if (arg < 0) return mlirLogicalResultFailure();
  addColumnwise(c->b, mlirOperationGetOperand(c->call, c->at[e]), arg);
  psyAbiNeedCells(c, arg, false);
  return mlirLogicalResultSuccess();
}
