/* psy-verify: the domain rules IRDL cannot express. psy-opt runs it right after parsing.
 * Each rule is one check function in the table at the bottom; each reports at the op's
 * location through psyOpEmitError, worded as upstream verifiers are ("'psy.x' op ..."). */
#include <stdio.h>
#include <string.h>

#include "../Support/StrBuf.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Builtins.h"
#include "psy-c/Dialect.h"
#include "psy-c/Passes.h"
#include "psy-c/Support.h"

/* The printed form of a type, for one message. */
#define TYPE_STR(t) psyTypeToString((t), (char[256]){0}, 256)

static int inInvoke(MlirOperation op) {
  MlirOperation parent = mlirOperationGetParentOperation(op);
  return !mlirOperationIsNull(parent) && psyOpIsAnInvoke(parent);
}

static int isScalarType(MlirType t) {
  return mlirTypeIsAF32(t) || mlirTypeIsAF64(t) || mlirTypeIsAInteger(t);
}

/* ---- Halo exchanges -------------------------------------------------------------------- */

static MlirLogicalResult checkHaloField(MlirOperation op) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (psyTypeIsAnOperator(t))
    return psyOpEmitError(op, "operators are never halo-exchanged (a loop writing an operator runs to "
                    "halo depth 1 instead)");
  if (!psyTypeIsAField(t) && !psyTypeIsAFieldVector(t))
    return psyOpEmitError(op, "halo exchanges apply to fields only, got '%s'", TYPE_STR(t));
  int64_t comp = psyHaloExchangeOpGetComponent(op);
  int32_t dim = psyTypeGetDim(t);
  if (psyTypeIsAFieldVector(t) && (comp < 1 || comp > dim))
    return psyOpEmitError(op, "a field vector of %d components is exchanged one component at a time: "
                    "'component' must be in 1..%d, got %lld",
                (int)dim, (int)dim, (long long)comp);
  if (psyTypeIsAField(t) && comp != 0)
    return psyOpEmitError(op, "'component' applies to field vectors only");
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkHaloExchange(MlirOperation op) {
  int64_t depth = psyHaloExchangeOpGetDepth(op);
  if (depth < 1)
    return psyOpEmitError(op, "halo depth must be at least 1, got %lld", (long long)depth);
  return checkHaloField(op);
}

static MlirLogicalResult checkHaloEnd(MlirOperation op) {
  MlirValue field = mlirOperationGetOperand(op, 0);
  MlirValue req = mlirOperationGetOperand(op, 1);
  if (!mlirValueIsAOpResult(req) || !psyOpIsA(mlirOpResultGetOwner(req), "halo_exchange_start"))
    return psyOpEmitError(op, "request must come from a psy.halo_exchange_start");
  MlirOperation start = mlirOpResultGetOwner(req);
  if (!mlirValueEqual(mlirOperationGetOperand(start, 0), field))
    return psyOpEmitError(op, "ends the exchange of a different field than its start");
  return checkHaloField(op);
}

/* ---- Loops ------------------------------------------------------------------------------ */

/* Which upper bounds each iteration kind may use. */
static int boundFits(PsyIteration it, PsyUpperBound ub) {
  switch (it) {
  case PSY_ITER_CELLS:
    return ub == PSY_UB_NCELLS || ub == PSY_UB_CELL_HALO;
  case PSY_ITER_DOFS:
    return ub == PSY_UB_NDOFS || ub == PSY_UB_NANNEXED || ub == PSY_UB_DOF_HALO;
  case PSY_ITER_DOMAIN:
    return ub == PSY_UB_DOMAIN;
  default:
    return 0;
  }
}

static MlirLogicalResult checkLoopSpace(MlirOperation op) {
  MlirStringRef itName = psyOpGetStringAttr(op, "iteration");
  MlirStringRef ubName = psyOpGetStringAttr(op, "upper_bound");
  PsyIteration it = psyLoopOpGetIteration(op);
  PsyUpperBound ub = psyLoopOpGetUpperBound(op);
  if (it == PSY_ITER_UNKNOWN)
    return psyOpEmitError(op, "unknown iteration '%.*s' (expected cells, dofs or domain)",
                (int)itName.length, itName.data);
  if (ub == PSY_UB_UNKNOWN)
    return psyOpEmitError(op, "unknown upper bound '%.*s' (expected ncells, cell_halo, ndofs, nannexed, "
                    "dof_halo or domain)",
                (int)ubName.length, ubName.data);
  if (!boundFits(it, ub))
    return psyOpEmitError(op, "upper bound '%s' does not fit a loop over %s", psyUpperBoundName(ub),
                psyIterationName(it));
  int64_t depth = psyLoopOpGetDepth(op);
  int halo = ub == PSY_UB_CELL_HALO || ub == PSY_UB_DOF_HALO;
  if (halo && depth < 1)
    return psyOpEmitError(op, "upper bound '%s' needs a halo depth of at least 1, got %lld",
                psyUpperBoundName(ub), (long long)depth);
  if (!halo && !mlirAttributeIsNull(mlirOperationGetAttributeByName(
                   op, mlirStringRefCreateFromCString("depth"))))
    return psyOpEmitError(op, "'depth' goes with halo upper bounds only, not '%s'", psyUpperBoundName(ub));
  if (!inInvoke(op))
    return psyOpEmitError(op, "must be in a func.func marked psy.invoke");
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkBoxedOperands(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (!mlirValueIsAOpResult(v) || !psyOpIsA(mlirOpResultGetOwner(v), "arg"))
      return psyOpEmitError(op, "operand #%ld must be boxed by a psy.arg", (long)i);
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkBuiltin(MlirOperation op) {
  if (psyLoopOpGetIteration(op) != PSY_ITER_DOFS) {
    MlirStringRef it = psyOpGetStringAttr(op, "iteration");
    return psyOpEmitError(op, "builtins loop over dofs, not '%.*s'", (int)it.length, it.data);
  }
  if (mlirLogicalResultIsFailure(checkLoopSpace(op)) ||
      mlirLogicalResultIsFailure(checkBoxedOperands(op)))
    return mlirLogicalResultFailure();
  return psyBuiltinOpVerify(op);
}

/* operates_on values and the iteration each implies. */
static const struct {
  const char *name;
  PsyIteration it;
} kOperatesOn[] = {
    {"cell_column", PSY_ITER_CELLS},        {"owned_cell_column", PSY_ITER_CELLS},
    {"halo_cell_column", PSY_ITER_CELLS},   {"owned_and_halo_cell_column", PSY_ITER_CELLS},
    {"dof", PSY_ITER_DOFS},                 {"owned_dof", PSY_ITER_DOFS},
    {"domain", PSY_ITER_DOMAIN},
};

static int operatesOnIndex(MlirStringRef s) {
  for (size_t i = 0; i < sizeof kOperatesOn / sizeof kOperatesOn[0]; ++i)
    if (s.length == strlen(kOperatesOn[i].name) &&
        strncmp(s.data, kOperatesOn[i].name, s.length) == 0)
      return (int)i;
  return -1;
}

static MlirOperation moduleOf(MlirOperation op) {
  MlirOperation m = op;
  while (!mlirOperationIsNull(mlirOperationGetParentOperation(m)))
    m = mlirOperationGetParentOperation(m);
  return m;
}

static MlirLogicalResult checkKernel(MlirOperation op) {
  if (mlirLogicalResultIsFailure(checkLoopSpace(op)) ||
      mlirLogicalResultIsFailure(checkBoxedOperands(op)))
    return mlirLogicalResultFailure();
  MlirStringRef sym = psyKernelOpGetMetaName(op);
  MlirOperation meta = psyKernelMetaLookup(moduleOf(op), sym);
  if (mlirOperationIsNull(meta))
    return psyOpEmitError(op, "no psy.kernel_meta named '%.*s'", (int)sym.length, sym.data);
  int on = operatesOnIndex(psyOpGetStringAttr(meta, "operates_on"));
  if (on >= 0 && kOperatesOn[on].it != psyLoopOpGetIteration(op))
    return psyOpEmitError(op, "kernel '%.*s' operates on %s, so its loop must be over %s, not %s",
                (int)sym.length, sym.data, kOperatesOn[on].name,
                psyIterationName(kOperatesOn[on].it),
                psyIterationName(psyLoopOpGetIteration(op)));
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkKernelMeta(MlirOperation op) {
  MlirStringRef on = psyOpGetStringAttr(op, "operates_on");
  if (operatesOnIndex(on) < 0)
    return psyOpEmitError(op, "unknown operates_on '%.*s' (expected cell_column, owned_cell_column, "
                    "halo_cell_column, owned_and_halo_cell_column, dof, owned_dof or domain)",
                (int)on.length, on.data);
  MlirAttribute args = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("meta_args"));
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(args); ++i)
    if (!mlirAttributeIsADictionary(mlirArrayAttrGetElement(args, i)))
      return psyOpEmitError(op, "meta_args entry %ld must be a dictionary", (long)i);
  MlirOperation parent = mlirOperationGetParentOperation(op);
  if (mlirOperationIsNull(parent) ||
      !mlirOperationIsNull(mlirOperationGetParentOperation(parent)))
    return psyOpEmitError(op, "must be at the top level of the module");
  return mlirLogicalResultSuccess();
}

/* ---- Scalars and boxes ------------------------------------------------------------------ */

static MlirLogicalResult checkGlobalSum(MlirOperation op) {
  MlirStringRef r = psyOpGetStringAttr(op, "reduction");
  if (psyGlobalSumOpGetReduction(op) == PSY_REDUCE_UNKNOWN)
    return psyOpEmitError(op, "unknown reduction '%.*s' (expected sum, min or max)", (int)r.length,
                r.data);
  MlirType in = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType out = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!isScalarType(in))
    return psyOpEmitError(op, "reduces a scalar, got '%s'", TYPE_STR(in));
  if (!mlirTypeEqual(in, out))
    return psyOpEmitError(op, "result type must equal the operand type '%s'", TYPE_STR(in));
  if (!inInvoke(op))
    return psyOpEmitError(op, "must be in a func.func marked psy.invoke");
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkArg(MlirOperation op) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (!(psyTypeIsAField(t) || psyTypeIsAFieldVector(t) || psyTypeIsAnOperator(t) ||
        psyTypeIsAQr(t) || isScalarType(t)))
    return psyOpEmitError(op, "boxes fields, field vectors, operators, quadrature rules and scalars, "
                    "not '%s'",
                TYPE_STR(t));
  return mlirLogicalResultSuccess();
}

/* ---- Driver ------------------------------------------------------------------------------ */

static const struct {
  const char *op;
  MlirLogicalResult (*check)(MlirOperation);
} kChecks[] = {
    {"halo_exchange", checkHaloExchange},
    {"halo_exchange_start", checkHaloExchange},
    {"halo_exchange_end", checkHaloEnd},
    {"builtin", checkBuiltin},
    {"kernel", checkKernel},
    {"kernel_meta", checkKernelMeta},
    {"global_sum", checkGlobalSum},
    {"arg", checkArg},
};

static MlirWalkResult verifyOne(MlirOperation op, void *data) {
  for (size_t i = 0; i < sizeof kChecks / sizeof kChecks[0]; ++i)
    if (psyOpIsA(op, kChecks[i].op) && mlirLogicalResultIsFailure(kChecks[i].check(op)))
      *(int *)data = 1;
  return MlirWalkResultAdvance;
}

MlirLogicalResult psyVerifyRun(MlirOperation module, const PsyPassOptions *opts) {
  (void)opts;
  int failed = 0;
  mlirOperationWalk(module, verifyOne, &failed, MlirWalkPreOrder);
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
