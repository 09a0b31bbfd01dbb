/* The invoke ABI's LMA operators (psy-c/InvokeAbi.def: family OPERATOR).
 *
 * An LMA operator brings its ncell_3d and whole local_stencil (of its own element type:
 * r_def, r_solver or r_tran data), and has no entry of its own. What a kernel takes from an
 * operator for lack of a field is its family's: a space (Builder.c), a basis on it
 * (Quadrature.c), nlayers and the cell count (Mesh.c). */
#include "Abi.h"

#include <stdlib.h>

/* Operator entry `a->entry` of the kernel: its ncell_3d and local_stencil, once per
 * operator argument (the cell index and ncell_3d come with it). */
MlirLogicalResult psyAbiNeedOperator(AbiCall *c, const PsyKernelArg *a) {
  if (a->kind != PSY_KARG_OPERATOR) return mlirLogicalResultSuccess();
  intptr_t op = psyAbiOperandArg(c, a->entry, "operator");
  if (op < 0) return mlirLogicalResultFailure();
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = PSY_ABI_OP_NCELL_3D, .arg = op}))
    return mlirLogicalResultSuccess();
  MlirType t = mlirValueGetType(mlirOperationGetOperand(c->call, c->at[a->entry]));
  char *name = psyInvokeArgName(c->b->func, op);
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = PSY_ABI_OP_NCELL_3D, .arg = op,
                                .name = psyFormat("ncell_3d_%s", name)});
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = PSY_ABI_OP_STENCIL, .arg = op,
                                .type = psyTypeGetElementType(t),
                                .name = psyFormat("local_stencil_%s", name)});
  free(name);
  return mlirLogicalResultSuccess();
}
