/* The invoke ABI's LMA operators (psy-c/InvokeAbi.def: family OPERATOR), and what a kernel
 * takes from an operator for lack of a field.
 *
 * An LMA operator brings its ncell_3d and whole local_stencil (of its own element type:
 * r_def, r_solver or r_tran data), and has no entry of its own. A space of the kernel that no
 * field of it is on, only an operator's to- or from-space, gets its ndf, undf and map from
 * that operator's proxy (fs_to, fs_from), and a basis on it is computed for that space; so
 * do nlayers and the cell count of a kernel without fields. */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

static MlirLocation callLoc(const AbiCall *c) { return mlirOperationGetLocation(c->call); }

/* Operator entry `a->entry` of the kernel: its ncell_3d and local_stencil, once per
 * operator argument. */
MlirLogicalResult psyAbiNeedOperator(AbiCall *c, const PsyKernelArg *a) {
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

/* ==== Spaces only operators are on ========================================================== */

/* The to- or from-space of operator value `op`, as the invoke's type names it. */
static MlirStringRef opSpace(MlirValue op, bool from) {
  MlirType t = mlirValueGetType(op);
  return from ? psyOperatorTypeGetFromSpace(t) : psyTypeGetSpace(t);
}

static bool refIs(MlirStringRef s, const char *t) {
  return s.length == strlen(t) && strncmp(s.data, t, s.length) == 0;
}

/* Whether NDF entry `e` is space `from` of operator argument `arg` (`op`): the same named
 * space, or, for a space known only at run time, one of that operator's spaces of the same
 * name (an operator from any_space_1 to any_space_1 has one space). */
bool psyAbiIsOpSpaceOf(const PsyAbiEntry *e, MlirValue op, intptr_t arg, bool from) {
  MlirStringRef s = opSpace(op, from);
  if (psyAbiConcreteSpace(s)) return refIs(s, e->space);
  return e->arg == arg && mlirStringRefEqual(opSpace(op, e->component), s);
}

static const char *opSpaceKey(const AbiBuilder *b, MlirValue op, intptr_t arg, bool from) {
  const PsyInvokeAbi *s = &b->sec[PSY_ABI_SECTION_SPACES];
  for (int i = 0; i < s->n; ++i)
    if (s->entries[i].kind == PSY_ABI_NDF && psyAbiIsOpSpaceOf(&s->entries[i], op, arg, from))
      return s->entries[i].space;
  return NULL;
}

/* Records space `from` of operator argument `arg` (`op`), once, as psyAbiAddSpace does for a
 * field's: `arg` the operator and `component` 1 for its from-space. The key is the space's
 * name, or for a run-time space the operator's too ("any_space_1_mm"). */
static void addOpSpace(AbiBuilder *b, MlirValue op, intptr_t arg, bool from) {
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kSpace[3] = {{PSY_ABI_NDF, "ndf"}, {PSY_ABI_UNDF, "undf"}, {PSY_ABI_MAP, "map"}};
  if (opSpaceKey(b, op, arg, from)) return;
  MlirStringRef s = opSpace(op, from);
  char *name = psyInvokeArgName(b->func, arg);
  char *key = psyAbiConcreteSpace(s) ? psyFormat("%.*s", (int)s.length, s.data)
                                     : psyFormat("%.*s_%s", (int)s.length, s.data, name);
  free(name);
  if (psyAbiSpaceKeyTaken(b, key)) { /* two names that read alike: number it */
    char *k2 = psyFormat("%s_%ld", key, (long)arg);
    free(key);
    key = k2;
  }
  for (int k = 0; k < 3; ++k)
    psyAbiAdd(b, (PsyAbiEntry){.kind = kSpace[k].kind, .arg = arg, .component = from,
                               .name = psyFormat("%s_%s", kSpace[k].prefix, key),
                               .space = psyXstrdup(key)});
  free(key);
}

/* The operator of the kernel whose to-space (else from-space) is kernel space `space`, with
 * `*from` saying which; -1 if none. */
static int operatorOnSpace(const PsyKernelMeta *m, const char *space, bool *from) {
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < m->nargs; ++i)
      if (m->args[i].kind == PSY_ARG_OPERATOR &&
          !strcmp(k ? m->args[i].spaceFrom : m->args[i].space, space))
        return (*from = k), i;
  return -1;
}

/* The operator of the kernel on kernel space `space` (an argument of the invoke): `*op`,
 * `*arg` and `*from`; fails with an error if there is none. */
static MlirLogicalResult operatorFor(AbiCall *c, const char *space, MlirValue *op,
                                     intptr_t *arg, bool *from) {
  int e = operatorOnSpace(c->m, space, from);
  if (e < 0)
    return psyEmitError(callLoc(c), "psy-lower-kernels: kernel '%s' has no field or operator "
                        "on space '%s'", c->m->name, space);
  *op = mlirOperationGetOperand(c->call, c->at[e]);
  *arg = psyAbiOperandArg(c, e, "operator");
  return *arg < 0 ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* ndf (with undf and the map) of a kernel space only an operator is on: its proxy's. */
MlirLogicalResult psyAbiNeedOpSpace(AbiCall *c, const char *space) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(operatorFor(c, space, &op, &arg, &from)))
    return mlirLogicalResultFailure();
  addOpSpace(c->b, op, arg, from);
  return mlirLogicalResultSuccess();
}

const char *psyAbiOpSpaceKeyOf(AbiCall *c, const char *space) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(operatorFor(c, space, &op, &arg, &from))) return NULL;
  return opSpaceKey(c->b, op, arg, from);
}

/* A basis on a kernel space only an operator is on, computed for the operator's function
 * space (its NDF entry came first: the kernel's ndf precedes its basis). */
MlirLogicalResult psyAbiNeedOpBasis(AbiCall *c, const PsyKernelArg *a, intptr_t qr) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(operatorFor(c, a->space, &op, &arg, &from)))
    return mlirLogicalResultFailure();
  addOpSpace(c->b, op, arg, from);
  const char *key = opSpaceKey(c->b, op, arg, from);
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

/* nlayers (and a cell loop's count) of a kernel without fields: from its first operator's
 * to-space. */
MlirLogicalResult psyAbiNeedOpMesh(AbiCall *c) {
  int e = 0;
  while (e < c->m->nargs && c->m->args[e].kind != PSY_ARG_OPERATOR) ++e;
  if (e == c->m->nargs) return psyAbiNoMesh(c);
  intptr_t arg = psyAbiOperandArg(c, e, "operator");
  if (arg < 0) return mlirLogicalResultFailure();
  if (c->b->mesh[0] < 0) c->b->mesh[0] = (int)arg;
  psyAbiNeedCells(c, c->b->mesh[0], false);
  return mlirLogicalResultSuccess();
}
