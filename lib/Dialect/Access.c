/* Per-operand access of psy.kernel and psy.builtin: the one answer every pass and the ops'
 * memory effects use. A kernel's comes from its meta_args (stencil extents, directions and
 * quadrature rules are read); a builtin's from the builtin table, whose reduction scalar is
 * the op's result rather than an operand. Unknown metadata answers readwrite: a pass that
 * trusts it can only be too careful. */
#include <string.h>

#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Kernel.h"

/* The kernel model's mapping (psyKernelMetaArgOperandCount, psy-c/Kernel.h), walked over
 * the op's #psy.meta_arg attributes without copying them. */
intptr_t psyKernelOpGetOperandEntry(MlirOperation op, intptr_t i, PsyOperandRole *role) {
  MlirOperation meta = psyKernelOpLookupMeta(op);
  *role = PSY_OPERAND_QR;
  if (mlirOperationIsNull(meta))
    return -1;
  intptr_t at = 0;
  for (intptr_t e = 0; e < psyKernelMetaOpGetNumArgs(meta); ++e) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, e);
    int width = psyKernelMetaArgOperandCount(&a);
    if (i >= at && i < at + width) {
      *role = psyKernelMetaArgOperandRole(&a, (int)(i - at));
      return e;
    }
    at += width;
  }
  return -1; /* a quadrature rule */
}

static PsyAccess kernelAccess(MlirOperation op, intptr_t i) {
  if (mlirOperationIsNull(psyKernelOpLookupMeta(op)))
    return PSY_ACCESS_READWRITE;
  PsyOperandRole role;
  intptr_t e = psyKernelOpGetOperandEntry(op, i, &role);
  if (role != PSY_OPERAND_DATA)
    return PSY_ACCESS_READ; /* a stencil extent or direction, or a quadrature rule */
  return psyKernelMetaOpGetArg(psyKernelOpLookupMeta(op), e).access;
}

static PsyAccess builtinAccess(MlirOperation op, intptr_t i) {
  const PsyBuiltin *b = psyBuiltinLookup(psyBuiltinOpGetName(op));
  if (!b)
    return PSY_ACCESS_READWRITE;
  intptr_t at = 0;
  for (int k = 0; k < b->nargs; ++k) {
    if (b->args[k].access == PSY_ACCESS_REDUCTION)
      continue;
    if (at++ == i)
      return b->args[k].access;
  }
  return PSY_ACCESS_READWRITE;
}

PsyAccess psyCallOpGetOperandAccess(MlirOperation op, intptr_t i) {
  if (psyKernelOpIsA(op))
    return kernelAccess(op, i);
  if (psyBuiltinOpIsA(op))
    return builtinAccess(op, i);
  return PSY_ACCESS_READWRITE;
}

/* The metadata's read of an entry whose dummy may write it (dummy_writes) is a readwrite:
 * MLIR may drop or move a call whose effects are reads only. */
PsyAccess psyCallOpGetOperandEffect(MlirOperation op, intptr_t i) {
  PsyAccess a = psyCallOpGetOperandAccess(op, i);
  if (!psyKernelOpIsA(op) || psyAccessWrites(a))
    return a;
  PsyOperandRole role;
  intptr_t e = psyKernelOpGetOperandEntry(op, i, &role);
  bool writes = role == PSY_OPERAND_DATA &&
                psyKernelMetaOpDummyWrites(psyKernelOpLookupMeta(op), e);
  return writes ? PSY_ACCESS_READWRITE : a;
}
