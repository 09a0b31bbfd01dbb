/* The invoke ABI's quadrature rules, basis functions and evaluators (psy-c/InvokeAbi.def:
 * families RULE, BASIS, EVAL).
 *
 * A kernel with basis functions on an XYoZ rule gets them per (space, rule) and the rule's
 * np_xy, np_z and weights; a face or edge rule brings np_xyz, nfaces | nedges and
 * weights_xyz, and its basis arrays per (space, rule). The rule argument itself has no entry
 * (the binding unpacks it). An evaluator brings its basis per (space, target space), the
 * target carrying a field of the kernel (PSyclone's rule: the targets, or the written field's
 * space). */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

static MlirLocation callLoc(const AbiCall *c) { return mlirOperationGetLocation(c->call); }

/* What rule `qr` of shape `shape` brings, once: its point counts and weights. */
static void addRule(AbiBuilder *b, intptr_t qr, PsyShape shape) {
  typedef struct {
    PsyAbiKind kind;
    const char *prefix;
  } Part;
  static const Part kXyoz[4] = {{PSY_ABI_NP_XY, "np_xy"}, {PSY_ABI_NP_Z, "np_z"},
                                {PSY_ABI_WEIGHTS_XY, "weights_xy"},
                                {PSY_ABI_WEIGHTS_Z, "weights_z"}};
  static const Part kFace[3] = {{PSY_ABI_NP_XYZ, "np_xyz"}, {PSY_ABI_NFACES, "nfaces"},
                                {PSY_ABI_WEIGHTS_XYZ, "weights_xyz"}};
  static const Part kEdge[3] = {{PSY_ABI_NP_XYZ, "np_xyz"}, {PSY_ABI_NEDGES, "nedges"},
                                {PSY_ABI_WEIGHTS_XYZ, "weights_xyz"}};
  const Part *parts = shape == PSY_SHAPE_XYOZ ? kXyoz : shape == PSY_SHAPE_FACE ? kFace : kEdge;
  int n = shape == PSY_SHAPE_XYOZ ? 4 : 3;
  if (psyAbiFindMade(b, &(PsyAbiKey){.kind = parts[0].kind, .qr = qr})) return;
  char *name = psyInvokeArgName(b->func, qr);
  for (int k = 0; k < n; ++k)
    psyAbiAdd(b, (PsyAbiEntry){.kind = parts[k].kind, .arg = qr, .qr = qr,
                               .name = psyFormat("%s_%s", parts[k].prefix, name)});
  free(name);
}

/* The basis (or differential basis) of the space of `field` (argument `arg`) on rule `qr`,
 * once per space key and rule: kernels on one space share it. */
static void addBasis(AbiBuilder *b, bool diff, MlirValue field, intptr_t arg, intptr_t qr) {
  const char *key = psyAbiSpaceKeyOf(b, field, arg); /* the NDF before it added the space */
  PsyAbiKind kind = diff ? PSY_ABI_DIFF_BASIS : PSY_ABI_BASIS;
  if (!key || psyAbiFindMade(b, &(PsyAbiKey){.kind = kind, .qr = qr, .space = key})) return;
  char *rule = psyInvokeArgName(b->func, qr);
  psyAbiAdd(b, (PsyAbiEntry){.kind = kind, .arg = arg, .qr = qr, .space = psyXstrdup(key),
                             .name = psyFormat("%sbasis_%s_%s", diff ? "diff_" : "", key,
                                               rule)});
  free(rule);
}

/* The space key of the first field of the kernel on kernel space `space` (after its NDF),
 * with the field's argument in `*arg`; NULL if none. */
static const char *keyOfSpace(AbiCall *c, const char *space, intptr_t *arg) {
  int e = psyAbiFieldOnSpace(c->m, space);
  if (e < 0 || (*arg = psyAbiOperandArg(c, e, "field")) < 0) return NULL;
  return psyAbiSpaceKeyOf(c->b, mlirOperationGetOperand(c->call, c->at[e]), *arg);
}

/* The EVAL family: an evaluator, the basis (or differential basis) of space `a->space` at
 * the nodes of `a->target`, once per pair of space keys. Both spaces carry a field of the
 * kernel (the target's is needed for its nodes and ndf). */
MlirLogicalResult psyAbiNeedEval(AbiCall *c, const PsyKernelArg *a) {
  intptr_t arg, targ;
  int te = psyAbiFieldOnSpace(c->m, a->target);
  if (te < 0)
    return psyEmitError(callLoc(c), "psy-lower-kernels: kernel '%s' has no field on evaluator "
                        "target space '%s' (a target only operators use is not lowered yet)",
                        c->m->name, a->target);
  if ((targ = psyAbiOperandArg(c, te, "field")) < 0) return mlirLogicalResultFailure();
  psyAbiAddSpace(c->b, mlirOperationGetOperand(c->call, c->at[te]), targ); /* may come later */
  const char *key = keyOfSpace(c, a->space, &arg);
  const char *tkey = keyOfSpace(c, a->target, &targ);
  if (!key || !tkey) return mlirLogicalResultFailure(); /* the NDF before it failed */
  bool diff = a->kind == PSY_KARG_DIFF_BASIS;
  PsyAbiKind kind = diff ? PSY_ABI_EVAL_DIFF_BASIS : PSY_ABI_EVAL_BASIS;
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = kind, .space = key, .target = tkey}))
    return mlirLogicalResultSuccess();
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = kind, .arg = arg, .targetField = targ,
                                .space = psyXstrdup(key), .target = psyXstrdup(tkey),
                                .name = psyFormat("%sbasis_%s_on_%s", diff ? "diff_" : "",
                                                  key, tkey)});
  return mlirLogicalResultSuccess();
}

/* A basis on a kernel space only an operator is on, computed for the operator's function
 * space (its NDF entry came first: the kernel's ndf precedes its basis). */
static MlirLogicalResult needOpBasis(AbiCall *c, const PsyKernelArg *a, intptr_t qr) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(psyAbiOperatorFor(c, a->space, &op, &arg, &from)))
    return mlirLogicalResultFailure();
  psyAbiAddOpSpace(c->b, op, arg, from);
  const char *key = psyAbiOpSpaceKey(c->b, op, arg, from);
  bool diff = a->kind == PSY_KARG_DIFF_BASIS;
  PsyAbiKind kind = diff ? PSY_ABI_DIFF_BASIS : PSY_ABI_BASIS;
  if (psyAbiFindMade(c->b, &(PsyAbiKey){.kind = kind, .qr = qr, .space = key}))
    return mlirLogicalResultSuccess();
  char *rule = psyInvokeArgName(c->b->func, qr);
  psyAbiAdd(c->b, (PsyAbiEntry){.kind = kind, .arg = arg, .component = from, .qr = qr,
                                .space = psyXstrdup(key),
                                .name = psyFormat("%sbasis_%s_%s", diff ? "diff_" : "", key,
                                                  rule)});
  free(rule);
  return mlirLogicalResultSuccess();
}

/* The RULE and BASIS families: what a basis, quadrature size or weights argument needs, the
 * kernel's rule (an argument of the invoke) and, for a basis, the field (else operator) on
 * its space. */
MlirLogicalResult psyAbiNeedQuadrature(AbiCall *c, const PsyKernelArg *a) {
  bool basis = a->kind == PSY_KARG_BASIS || a->kind == PSY_KARG_DIFF_BASIS;
  intptr_t qr;
  MlirValue q = mlirOperationGetOperand(c->call, psyKernelMetaQrOperand(c->m));
  if (!psyAbiArgNumber(c->b, q, &qr))
    return psyEmitError(callLoc(c), "psy-lower-kernels: the quadrature rule of kernel '%s' "
                        "must be an argument of the invoke", c->m->name);
  addRule(c->b, qr, c->m->shapes[0]);
  if (!basis) return mlirLogicalResultSuccess();
  int e = psyAbiFieldOnSpace(c->m, a->space);
  if (e < 0) return needOpBasis(c, a, qr);
  intptr_t arg = psyAbiOperandArg(c, e, "field");
  if (arg < 0) return mlirLogicalResultFailure();
  addBasis(c->b, a->kind == PSY_KARG_DIFF_BASIS, mlirOperationGetOperand(c->call, c->at[e]),
           arg, qr);
  return mlirLogicalResultSuccess();
}
