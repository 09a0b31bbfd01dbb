/* The psy.kernel verifier's domain rules: a call's operands against its kernel's meta_args
 * (count, kind, function space, data type) and its operates_on against the enclosing loop.
 *
 * Operands come in the kernel model's order (psyKernelMetaArgOperandCount, psy-c/Kernel.h):
 * per meta_args entry its data, a stencil's extent and an xory1d stencil's direction, then
 * one quadrature rule per gh_shape that is a quadrature. psy.kernel's C++ verifier
 * calls psyKernelOpVerifyMeta once the named psy.kernel_meta is found. */
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Kernel.h"
#include "psy-c/Support.h"

typedef struct {
  MlirOperation op;
  MlirStringRef sym;
  intptr_t next; /* the operand the next entry takes */
} Call;

/* Spaces: psyFunctionSpaceAccepts (psy-c/Domain.h), shared with the front end. */

static bool elementFits(PsyDataType dt, MlirType t) {
  switch (dt) {
  case PSY_DATA_REAL:
    return mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
  case PSY_DATA_INTEGER:
    return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) > 1;
  case PSY_DATA_LOGICAL:
    return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1;
  }
  return false;
}

static MlirLogicalResult argError(const Call *c, intptr_t entry, const char *what) {
  return psyOpEmitError(c->op, "operand #%ld (meta_args entry %ld of '%.*s') must be %s",
                        (long)c->next, (long)entry + 1, (int)c->sym.length, c->sym.data, what);
}

/* The type a meta_args entry wants, checked against operand `c->next`. */
static MlirLogicalResult checkEntry(const Call *c, intptr_t entry, const PsyKernelMetaArg *a) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(c->op, c->next));
  switch (a->kind) {
  case PSY_ARG_SCALAR:
    return elementFits(a->dataType, t) ? mlirLogicalResultSuccess()
                                       : argError(c, entry, "a scalar of its data type");
  case PSY_ARG_SCALAR_ARRAY:
    return mlirTypeIsAMemRef(t) ? mlirLogicalResultSuccess() : argError(c, entry, "a memref");
  case PSY_ARG_FIELD:
    if (a->vectorSize > 1 ? !psyTypeIsAFieldVector(t) || psyTypeGetDim(t) != a->vectorSize
                          : !psyTypeIsAField(t))
      return argError(c, entry, a->vectorSize > 1 ? "a field vector of its size" : "a field");
    break;
  case PSY_ARG_OPERATOR:
    if (!psyTypeIsAnOperator(t))
      return argError(c, entry, "an operator");
    break;
  case PSY_ARG_COLUMNWISE_OPERATOR:
    if (!psyTypeIsAColumnwiseOperator(t))
      return argError(c, entry, "a column-wise operator");
    break;
  }
  if (!elementFits(a->dataType, psyTypeGetElementType(t)))
    return argError(c, entry, "of its data type");
  MlirStringRef space = mlirStringRefCreateFromCString(a->space);
  MlirStringRef from = mlirStringRefCreateFromCString(a->spaceFrom);
  MlirStringRef to = psyTypeGetSpace(t);
  MlirStringRef toFrom = from.length ? psyOperatorTypeGetFromSpace(t) : from;
  if (!psyFunctionSpaceAccepts(space.data, space.length, to.data, to.length) ||
      (from.length && !psyFunctionSpaceAccepts(from.data, from.length, toFrom.data,
                                               toFrom.length)))
    return argError(c, entry, "on its function space");
  return mlirLogicalResultSuccess();
}

static intptr_t quadratureRules(MlirOperation meta) {
  MlirAttribute shapes =
      mlirOperationGetAttributeByName(meta, mlirStringRefCreateFromCString("gh_shape"));
  intptr_t n = 0;
  for (intptr_t i = 0; !mlirAttributeIsNull(shapes) && i < mlirArrayAttrGetNumElements(shapes);
       ++i) {
    MlirStringRef s = mlirStringAttrGetValue(mlirArrayAttrGetElement(shapes, i));
    int shape = psyVocabLookup(PSY_VOCAB_SHAPE, s.data, s.length);
    n += shape >= 0 && psyShapeTakesOperand((PsyShape)shape);
  }
  return n;
}

static MlirLogicalResult checkCount(const Call *c, MlirOperation meta) {
  intptr_t want = quadratureRules(meta);
  for (intptr_t i = 0; i < psyKernelMetaOpGetNumArgs(meta); ++i) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, i);
    want += psyKernelMetaArgOperandCount(&a);
  }
  intptr_t got = mlirOperationGetNumOperands(c->op);
  if (got == want)
    return mlirLogicalResultSuccess();
  return psyOpEmitError(c->op, "expects %ld operands for the meta_args of '%.*s', got %ld",
                        (long)want, (int)c->sym.length, c->sym.data, (long)got);
}

static MlirLogicalResult checkLoop(const Call *c, MlirOperation meta) {
  PsyIteration want = psyOperatesOnIteration(psyKernelMetaOpGetOperatesOn(meta));
  PsyIteration got = psyLoopOpGetIteration(mlirOperationGetParentOperation(c->op));
  if (got == want || (want == PSY_ITER_CELLS && got == PSY_ITER_COLOUR_CELLS))
    return mlirLogicalResultSuccess();
  MlirStringRef on = psyOpGetStringAttr(meta, "operates_on");
  return psyOpEmitError(c->op, "kernel '%.*s' operates on %.*s, so its loop must be over %s, "
                        "not %s", (int)c->sym.length, c->sym.data, (int)on.length, on.data,
                        psyIterationName(want), psyIterationName(got));
}

MlirLogicalResult psyKernelOpVerifyMeta(MlirOperation op, MlirOperation meta) {
  Call c = {op, psyKernelOpGetMetaName(op), 0};
  if (mlirLogicalResultIsFailure(checkCount(&c, meta)) ||
      mlirLogicalResultIsFailure(checkLoop(&c, meta)))
    return mlirLogicalResultFailure();
  for (intptr_t i = 0; i < psyKernelMetaOpGetNumArgs(meta); ++i) {
    PsyKernelMetaArg a = psyKernelMetaOpGetArg(meta, i);
    if (mlirLogicalResultIsFailure(checkEntry(&c, i, &a)))
      return mlirLogicalResultFailure();
    c.next += psyKernelMetaArgOperandCount(&a);
  }
  return mlirLogicalResultSuccess();
}
