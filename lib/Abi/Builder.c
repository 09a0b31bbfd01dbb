/* The invoke ABI's builder (Abi.h), a leaf of lib/Abi: filing entries by section, finding
 * those made so far, the invoke's arguments as the families see them, function spaces (a
 * field's, or an operator's to- or from-space: several families record and look them up) and
 * the cells a loop counts. The families call it; it calls none of them, nor the dispatch
 * (InvokeAbi.c).
 *
 * Function spaces are shared by name when the field's type names a concrete space (w0, w1,
 * ...): every field on W1 has the same dofmap. A field typed on an any_* space has a space
 * known only at run time, so it brings its own ndf, undf and map. A space of a kernel that no
 * field of it is on, only an LMA operator's to- or from-space, gets its ndf, undf and map from
 * that operator's proxy (fs_to, fs_from). */
#include "Abi.h"

#include <stdlib.h>
#include <string.h>

/* ==== Entries =============================================================================== */

void psyAbiAdd(AbiBuilder *b, PsyAbiEntry e) {
  PsyInvokeAbi *s = &b->sec[psyAbiKindGetInfo(e.kind)->section];
  s->entries = psyGrow(s->entries, s->n, &s->cap, sizeof *s->entries);
  s->entries[s->n++] = e;
}

const PsyAbiEntry *psyAbiFindMade(const AbiBuilder *b, const PsyAbiKey *key) {
  const PsyInvokeAbi *s = &b->sec[psyAbiKindGetInfo(key->kind)->section];
  int i = psyInvokeAbiFindKey(s, key);
  return i < 0 ? NULL : &s->entries[i];
}

bool psyAbiSpaceKeyTaken(const AbiBuilder *b, const char *key) {
  const PsyInvokeAbi *s = &b->sec[PSY_ABI_SECTION_SPACES];
  for (int i = 0; i < s->n; ++i)
    if (s->entries[i].kind == PSY_ABI_NDF && !strcmp(s->entries[i].space, key)) return true;
  return false;
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

bool psyAbiArgNumber(const AbiBuilder *b, MlirValue v, intptr_t *arg) {
  if (!mlirValueIsABlockArgument(v) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(v), entryBlock(b->func)))
    return false;
  *arg = mlirBlockArgumentGetArgNumber(v);
  return true;
}

intptr_t psyAbiOperandArg(AbiCall *c, int e, const char *what) {
  intptr_t arg;
  if (psyAbiArgNumber(c->b, mlirOperationGetOperand(c->call, c->at[e]), &arg)) return arg;
  psyEmitError(opLoc(c->call), "psy-lower-kernels: %s argument %d of kernel '%s' must be an "
               "argument of the invoke", what, e + 1, c->m->name);
  return -1;
}

int psyAbiFieldOnSpace(const PsyKernelMeta *m, const char *space) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].kind == PSY_ARG_FIELD && (!space || !strcmp(m->args[i].space, space)))
      return i;
  return -1;
}

int psyAbiFirstField(const PsyKernelMeta *m) { return psyAbiFieldOnSpace(m, NULL); }

MlirLogicalResult psyAbiNoMesh(AbiCall *c) {
  return psyEmitError(opLoc(c->call), "psy-lower-kernels: kernel '%s' has no field to take "
                      "the mesh from", c->m->name);
}

bool psyAbiIsFieldType(MlirType t) { return psyTypeIsAField(t) || psyTypeIsAFieldVector(t); }

bool psyAbiConcreteSpace(MlirStringRef s) {
  return s.length && !(s.length >= 4 && !strncmp(s.data, "any_", 4));
}

bool psyAbiIsDm(MlirOperation func) {
  return !mlirAttributeIsNull(
      mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("psy.dm")));
}

/* ==== Function spaces ======================================================================= */

static bool refIs(MlirStringRef s, const char *t) {
  return s.length == strlen(t) && strncmp(s.data, t, s.length) == 0;
}

/* Whether NDF entry `e` is the function space of `field` (argument `arg`): the same named
 * space, or, for a field on a space known only at run time, the field's own. */
bool psyAbiIsSpaceOf(const PsyAbiEntry *e, MlirValue field, intptr_t arg) {
  MlirStringRef s = psyTypeGetSpace(mlirValueGetType(field));
  return psyAbiConcreteSpace(s) ? refIs(s, e->space) : e->arg == arg;
}

const char *psyAbiSpaceKeyOf(const AbiBuilder *b, MlirValue field, intptr_t arg) {
  const PsyInvokeAbi *s = &b->sec[PSY_ABI_SECTION_SPACES];
  for (int i = 0; i < s->n; ++i)
    if (s->entries[i].kind == PSY_ABI_NDF && psyAbiIsSpaceOf(&s->entries[i], field, arg))
      return s->entries[i].space;
  return NULL;
}

/* The key a space is printed under: its name, or for a run-time space the field's too. */
static char *spaceKeyName(AbiBuilder *b, MlirValue field, intptr_t arg) {
  MlirStringRef s = psyTypeGetSpace(mlirValueGetType(field));
  if (psyAbiConcreteSpace(s)) return psyFormat("%.*s", (int)s.length, s.data);
  char *name = psyInvokeArgName(b->func, arg);
  char *key = psyFormat("%.*s_%s", (int)s.length, s.data, name);
  free(name);
  if (psyAbiSpaceKeyTaken(b, key)) { /* two names that read alike: number it */
    char *k2 = psyFormat("%s_%ld", key, (long)arg);
    free(key);
    return k2;
  }
  return key;
}

/* Records the function space of `field` (argument `arg`), once: its ndf, undf and map. */
void psyAbiAddSpace(AbiBuilder *b, MlirValue field, intptr_t arg) {
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kSpace[3] = {{PSY_ABI_NDF, "ndf"}, {PSY_ABI_UNDF, "undf"}, {PSY_ABI_MAP, "map"}};
  if (psyAbiSpaceKeyOf(b, field, arg)) return;
  char *key = spaceKeyName(b, field, arg);
  for (int k = 0; k < 3; ++k)
    psyAbiAdd(b, (PsyAbiEntry){.kind = kSpace[k].kind, .arg = arg,
                               .name = psyFormat("%s_%s", kSpace[k].prefix, key),
                               .space = psyXstrdup(key)});
  free(key);
}

/* The to- or from-space of operator value `op`, as the invoke's type names it. */
static MlirStringRef opSpace(MlirValue op, bool from) {
  MlirType t = mlirValueGetType(op);
  return from ? psyOperatorTypeGetFromSpace(t) : psyTypeGetSpace(t);
}

/* Whether NDF entry `e` is space `from` of operator argument `arg` (`op`): the same named
 * space, or, for a space known only at run time, one of that operator's spaces of the same
 * name (an operator from any_space_1 to any_space_1 has one space). */
bool psyAbiIsOpSpaceOf(const PsyAbiEntry *e, MlirValue op, intptr_t arg, bool from) {
  MlirStringRef s = opSpace(op, from);
  if (psyAbiConcreteSpace(s)) return refIs(s, e->space);
  return e->arg == arg && mlirStringRefEqual(opSpace(op, e->component), s);
}

const char *psyAbiOpSpaceKey(const AbiBuilder *b, MlirValue op, intptr_t arg, bool from) {
  const PsyInvokeAbi *s = &b->sec[PSY_ABI_SECTION_SPACES];
  for (int i = 0; i < s->n; ++i)
    if (s->entries[i].kind == PSY_ABI_NDF && psyAbiIsOpSpaceOf(&s->entries[i], op, arg, from))
      return s->entries[i].space;
  return NULL;
}

/* Records space `from` of operator argument `arg` (`op`), once, as psyAbiAddSpace does for a
 * field's: `arg` the operator and `component` 1 for its from-space. The key is the space's
 * name, or for a run-time space the operator's too ("any_space_1_mm"). */
void psyAbiAddOpSpace(AbiBuilder *b, MlirValue op, intptr_t arg, bool from) {
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kSpace[3] = {{PSY_ABI_NDF, "ndf"}, {PSY_ABI_UNDF, "undf"}, {PSY_ABI_MAP, "map"}};
  if (psyAbiOpSpaceKey(b, op, arg, from)) return;
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
MlirLogicalResult psyAbiOperatorFor(AbiCall *c, const char *space, MlirValue *op, intptr_t *arg,
                                    bool *from) {
  int e = operatorOnSpace(c->m, space, from);
  if (e < 0)
    return psyEmitError(opLoc(c->call), "psy-lower-kernels: kernel '%s' has no field or "
                        "operator on space '%s'", c->m->name, space);
  *op = mlirOperationGetOperand(c->call, c->at[e]);
  *arg = psyAbiOperandArg(c, e, "operator");
  return *arg < 0 ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* ndf (with undf and the map) of a kernel space only an operator is on: its proxy's. */
MlirLogicalResult psyAbiNeedOpSpace(AbiCall *c, const char *space) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(psyAbiOperatorFor(c, space, &op, &arg, &from)))
    return mlirLogicalResultFailure();
  psyAbiAddOpSpace(c->b, op, arg, from);
  return mlirLogicalResultSuccess();
}

const char *psyAbiOpSpaceKeyOf(AbiCall *c, const char *space) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(psyAbiOperatorFor(c, space, &op, &arg, &from))) return NULL;
  return psyAbiOpSpaceKey(c->b, op, arg, from);
}

const char *psyInvokeAbiSpaceKey(const PsyInvokeAbi *abi, MlirValue v, int side) {
  if (!mlirValueIsABlockArgument(v)) return NULL;
  intptr_t arg = mlirBlockArgumentGetArgNumber(v);
  bool field = psyAbiIsFieldType(mlirValueGetType(v));
  for (int i = 0; i < abi->n; ++i) {
    const PsyAbiEntry *e = &abi->entries[i];
    if (e->kind == PSY_ABI_NDF &&
        (field ? psyAbiIsSpaceOf(e, v, arg) : psyAbiIsOpSpaceOf(e, v, arg, side)))
      return e->space;
  }
  return NULL;
}

/* ==== Cells ================================================================================= */

/* An inter-grid kernel's loop runs to its own coarse cell count (InterGrid.c), so the cells
 * it gives are kept only until another cell loop of the invoke, which may be on another mesh
 * (inter-grid kernels share invokes with other kernels and builtins), gives its own. */
void psyAbiNeedCells(AbiCall *c, intptr_t fallback, bool fieldsOnly) {
  intptr_t arg;
  MlirValue f = psyLoopOpGetField(c->loop);
  bool interGrid = psyKernelMetaIsInterGrid(c->m);
  if ((c->b->mesh[1] >= 0 && (interGrid || !c->b->cellsInterGrid)) ||
      psyLoopOpGetIteration(c->loop) != PSY_ITER_CELLS)
    return;
  bool usable = !mlirValueIsNull(f) && (!fieldsOnly || psyAbiIsFieldType(mlirValueGetType(f)));
  c->b->mesh[1] = usable && psyAbiArgNumber(c->b, f, &arg) ? (int)arg : (int)fallback;
  c->b->cellsInterGrid = interGrid;
}
