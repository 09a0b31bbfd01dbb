/* The invoke ABI (psy-c/Binding.h): what the compiled schedule of one invoke takes, computed
 * once from the psy IR for both psy-lower-kernels (which appends the infrastructure
 * arguments) and the binding generator (which fills them from LFRic's API).
 *
 * Domain rules (design.md section 3): a cell kernel gets nlayers and, per function space of
 * its metadata, ndf, undf and the cell's dofmap; a domain kernel gets nlayers, the number of
 * owned cells and the whole dofmaps; a dof kernel only its fields' values and scalars.
 * Function spaces are shared by name when the field's type names a concrete space (w0, w1,
 * ...): every field on W1 has the same dofmap. A field typed on an any_* space has a space
 * known only at run time, so it brings its own ndf, undf and map. A kernel with basis
 * functions on an XYoZ rule gets them per (space, rule) and the rule's np_xy, np_z and
 * weights; the rule argument itself has no entry (the binding unpacks it). An LMA operator
 * brings its ncell_3d and whole local_stencil (of its own element type: r_def, r_solver or
 * r_tran data), and has no entry of its own either. A space of the kernel that no field of
 * it is on, only an operator's to- or from-space, gets its ndf, undf and map from that
 * operator's proxy (fs_to, fs_from); so do nlayers and the cell count of a kernel without
 * fields. A face or edge rule brings np_xyz, nfaces | nedges and weights_xyz, and its basis
 * arrays per (space, rule); an evaluator its basis per (space, target space), the target
 * carrying a field of the kernel (PSyclone's rule: the targets, or the written field's
 * space); reference-element counts and normals and adjacent_face come once per invoke from
 * the mesh. A coloured loop (colours holding colour_cells to last_edge_cell) brings the
 * mesh's colouring once per invoke: ncolour, the owned cells of each colour and the colour
 * map. A column-wise operator brings ncell_2d, its banded matrix, its seven sizes and the
 * banded and indirection dofmaps of both its spaces, all from its proxy. A stencil brings the sizes, whole stencil dofmap and max size of its field, shape,
 * extent and direction, shared by the kernels that read the field so. Everything the lowering
 * does not handle yet is refused here, at the op, before anything changes. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>

#include "../Frontend/Common.h"
#include "../Frontend/KernelArgs.h"
#include "../Support/StrBuf.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirLocation opLoc(MlirOperation op) { return mlirOperationGetLocation(op); }

static bool startsWith(MlirStringRef s, const char *prefix) {
  size_t n = strlen(prefix);
  return s.length >= n && strncmp(s.data, prefix, n) == 0;
}

static bool refIs(MlirStringRef s, const char *t) {
  return s.length == strlen(t) && strncmp(s.data, t, s.length) == 0;
}

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static bool isFieldType(MlirType t) { return psyTypeIsAField(t) || psyTypeIsAFieldVector(t); }

/* ==== Names ================================================================================ */

/* `text` as a Fortran name: letters, digits and single underscores ("state%theta" ->
 * "state_theta", "f(1)" -> "f_1"); a leading letter is guaranteed. */
char *psyFortranName(MlirStringRef text) {
  char *out = psyXcalloc(text.length + 3, 1);
  size_t n = 0;
  for (size_t i = 0; i < text.length; ++i) {
    char c = text.data[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (ok) out[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    else if (n && out[n - 1] != '_') out[n++] = '_';
  }
  while (n && out[n - 1] == '_') --n;
  out[n] = 0;
  if (!n || !(out[0] >= 'a' && out[0] <= 'z')) {
    char *p = psyFormat("a_%s", out);
    free(out);
    return p;
  }
  return out;
}

static bool inArray(MlirAttribute arr, MlirStringRef s) {
  for (intptr_t i = 0; !mlirAttributeIsNull(arr) && i < mlirArrayAttrGetNumElements(arr); ++i) {
    MlirAttribute e = mlirArrayAttrGetElement(arr, i);
    if (mlirAttributeIsAString(e) && mlirStringRefEqual(mlirStringAttrGetValue(e), s)) return true;
  }
  return false;
}

char *psyInvokeArgName(MlirOperation invoke, intptr_t i) {
  MlirAttribute args = mlirOperationGetAttributeByName(invoke, ref("psy.alg_args"));
  MlirAttribute results = mlirOperationGetAttributeByName(invoke, ref("psy.alg_results"));
  if (mlirAttributeIsNull(args) || !mlirAttributeIsAArray(args))
    return psyFormat("arg%ld", (long)i);
  intptr_t at = 0;
  for (intptr_t k = 0; k < mlirArrayAttrGetNumElements(args); ++k) {
    MlirAttribute e = mlirArrayAttrGetElement(args, k);
    if (!mlirAttributeIsAString(e) || inArray(results, mlirStringAttrGetValue(e))) continue;
    if (at++ == i) return psyFortranName(mlirStringAttrGetValue(e));
  }
  return psyFormat("arg%ld", (long)i);
}

static char *lowerRef(MlirStringRef s) {
  char *out = psyFormat("%.*s", (int)s.length, s.data);
  for (char *c = out; *c; ++c)
    if (*c >= 'A' && *c <= 'Z') *c = (char)(*c - 'A' + 'a');
  return out;
}

char *psyKernelLinkName(MlirOperation meta) {
  char *m = lowerRef(psyOpGetStringAttr(meta, "module"));
  char *p = lowerRef(psyOpGetStringAttr(meta, "procedure"));
  char *name = m[0] ? psyFormat("_QM%sP%s", m, p) : psyFormat("_QP%s", p);
  free(m);
  free(p);
  return name;
}

/* ==== Building the ABI ===================================================================== */

typedef struct {
  MlirOperation func;
  PsyInvokeAbi *abi;
  int mesh[3];          /* provider argument of NLAYERS, NCELLS, NCELL_2D_NO_HALOS; -1 */
  PsyAbiEntry *spaces;  /* one NDF entry per function space, in order of first use */
  int nspaces, capSpaces;
  PsyAbiEntry *quad;    /* NP_XY .. DIFF_BASIS entries, in order of first use */
  int nquad, capQuad;
  PsyAbiEntry *ops;     /* OP_NCELL_3D, OP_STENCIL entries, in order of first use */
  int nops, capOps;
  PsyAbiEntry *refs;    /* NFACES_RE, REF_NORMALS, ADJACENT_FACE entries, in order of use */
  int nrefs, capRefs;
  PsyAbiEntry *stencils; /* STENCIL_SIZES, _DOFMAP, _MAX entries, in order of first use */
  int nstencils, capStencils;
  int colour;           /* provider argument + 1 of NCOLOUR, COLOUR_NCELLS, CMAP; 0: none */
  PsyAbiEntry *grids;   /* CELL_MAP .. NCELL_C entries, in order of first use */
  int ngrids, capGrids;
} Builder;

static void push(PsyInvokeAbi *abi, PsyAbiEntry e) {
  abi->entries = psyGrow(abi->entries, abi->n, &abi->cap, sizeof *abi->entries);
  abi->entries[abi->n++] = e;
}

static bool argNumberOf(Builder *b, MlirValue v, intptr_t *arg) {
  if (!mlirValueIsABlockArgument(v) ||
      !mlirBlockEqual(mlirBlockArgumentGetOwner(v), entryBlock(b->func)))
    return false;
  *arg = mlirBlockArgumentGetArgNumber(v);
  return true;
}

/* A field typed on a concrete space shares that space's dofmap with every field on it. */
static bool concreteSpace(MlirType t) {
  MlirStringRef s = psyTypeGetSpace(t);
  return s.length && !startsWith(s, "any_");
}

/* Whether NDF entry `e` is the function space of `field` (argument `arg`): the same named
 * space, or, for a field on a space known only at run time, the field's own. */
static bool isSpaceOf(const PsyAbiEntry *e, MlirValue field, intptr_t arg) {
  MlirType t = mlirValueGetType(field);
  return concreteSpace(t) ? refIs(psyTypeGetSpace(t), e->space) : e->arg == arg;
}

/* The key a space is printed under: its name, or for a run-time space the field's too. */
static char *spaceKeyName(Builder *b, MlirValue field, intptr_t arg) {
  MlirStringRef s = psyTypeGetSpace(mlirValueGetType(field));
  if (concreteSpace(mlirValueGetType(field))) return psyFormat("%.*s", (int)s.length, s.data);
  char *name = psyInvokeArgName(b->func, arg);
  char *key = psyFormat("%.*s_%s", (int)s.length, s.data, name);
  free(name);
  for (int i = 0; i < b->nspaces; ++i)
    if (!strcmp(b->spaces[i].space, key)) { /* two names that read alike: number it */
      char *k2 = psyFormat("%s_%ld", key, (long)arg);
      free(key);
      return k2;
    }
  return key;
}

/* Records the function space of `field` (argument `arg`), once. */
static void addSpace(Builder *b, MlirValue field, intptr_t arg) {
  for (int i = 0; i < b->nspaces; ++i)
    if (isSpaceOf(&b->spaces[i], field, arg)) return;
  char *key = spaceKeyName(b, field, arg);
  b->spaces = psyGrow(b->spaces, b->nspaces, &b->capSpaces, sizeof *b->spaces);
  b->spaces[b->nspaces++] = (PsyAbiEntry){.kind = PSY_ABI_NDF, .arg = arg, .space = key};
}

/* ==== Checking one kernel call ============================================================== */

static bool stencilKind(PsyKernelArgKind k);

/* Every kind KernelArgs.c makes is lowered today; a kind added there without a lowering
 * gets a located "not lowered yet" error here rather than a null argument later. */
static bool kindLowered(PsyKernelArgKind k) {
  if (k == PSY_KARG_SCALAR_ARRAY_DIMS || k == PSY_KARG_SCALAR_ARRAY) return true;
  if (k == PSY_KARG_NCELL_2D || k == PSY_KARG_CMA_OPERATOR || k == PSY_KARG_CMA_SIZE ||
      k == PSY_KARG_CMA_BANDED_MAP || k == PSY_KARG_CMA_INDIRECTION_MAP)
    return true; /* column-wise operators */
  if (stencilKind(k)) return true;
  return k == PSY_KARG_CELL || k == PSY_KARG_OPERATOR_NCELL_3D || k == PSY_KARG_OPERATOR ||
         k == PSY_KARG_NLAYERS || k == PSY_KARG_NCELL_2D_NO_HALOS || k == PSY_KARG_SCALAR ||
         k == PSY_KARG_FIELD || k == PSY_KARG_NDF || k == PSY_KARG_UNDF || k == PSY_KARG_MAP ||
         k == PSY_KARG_BASIS || k == PSY_KARG_DIFF_BASIS || k == PSY_KARG_QR_SIZE ||
         k == PSY_KARG_QR_WEIGHTS || k == PSY_KARG_CELL_MAP || k == PSY_KARG_NCELL_F_PER_C ||
         k == PSY_KARG_NCELL_F ||
         /* reference element and mesh properties */
         k == PSY_KARG_NFACES_RE || k == PSY_KARG_REF_ELEMENT || k == PSY_KARG_ADJACENT_FACE;
}

/* The argument to name in a "not lowered yet" error: an operator, a scalar array or a
 * stencil map rather than the sizes that come with them, else the first; -1 if all are
 * lowered. */
static int firstUnlowered(const PsyKernelArgList *args) {
  int first = -1;
  for (int i = 0; i < args->n; ++i) {
    PsyKernelArgKind k = args->args[i].kind;
    if (kindLowered(k)) continue;
    if (k == PSY_KARG_CMA_OPERATOR || k == PSY_KARG_SCALAR_ARRAY ||
        k == PSY_KARG_STENCIL_MAP)
      return i;
    if (first < 0) first = i;
  }
  return first;
}

static MlirLogicalResult notYet(MlirOperation call, const PsyKernelMeta *m, const PsyKernelArg *a) {
  return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' takes %s (argument '%s'), "
                      "which is not lowered yet", m->name, psyKernelArgKindName(a->kind), a->name);
}

/* The first field entry of `m` on kernel space `space`, or -1. */
static int fieldOnSpace(const PsyKernelMeta *m, const char *space) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].kind == PSY_ARG_FIELD && !strcmp(m->args[i].space, space)) return i;
  return -1;
}

/* The argument number of entry `e`'s operand (a field of the invoke), or -1 after an
 * error. */
static intptr_t fieldArg(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                         const intptr_t *at, int e) {
  intptr_t arg;
  MlirValue v = mlirOperationGetOperand(call, at[e]);
  if (!argNumberOf(b, v, &arg)) {
    psyEmitError(opLoc(call), "psy-lower-kernels: field argument %d of kernel '%s' must be an "
                 "argument of the invoke", e + 1, m->name);
    return -1;
  }
  return arg;
}

/* Every field of the kernel must be an argument of the invoke (the binding passes it). */
static MlirLogicalResult checkFieldArgs(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                        const intptr_t *at) {
  for (int e = 0; e < m->nargs; ++e)
    if (m->args[e].kind == PSY_ARG_FIELD && fieldArg(b, call, m, at, e) < 0)
      return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

/* ==== Quadrature ============================================================================= */

static bool hasQuad(const Builder *b, PsyAbiKind kind, intptr_t qr, const char *space) {
  for (int i = 0; i < b->nquad; ++i)
    if (b->quad[i].kind == kind && b->quad[i].qr == qr &&
        (!space || !strcmp(b->quad[i].space, space)))
      return true;
  return false;
}

static void pushQuad(Builder *b, PsyAbiEntry e) {
  b->quad = psyGrow(b->quad, b->nquad, &b->capQuad, sizeof *b->quad);
  b->quad[b->nquad++] = e;
}

/* What rule `qr` brings, once: its point counts and weights. */
static void addRule(Builder *b, intptr_t qr) {
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kRule[4] = {{PSY_ABI_NP_XY, "np_xy"}, {PSY_ABI_NP_Z, "np_z"},
                {PSY_ABI_WEIGHTS_XY, "weights_xy"}, {PSY_ABI_WEIGHTS_Z, "weights_z"}};
  if (hasQuad(b, PSY_ABI_NP_XY, qr, NULL)) return;
  char *name = psyInvokeArgName(b->func, qr);
  for (int k = 0; k < 4; ++k)
    pushQuad(b, (PsyAbiEntry){.kind = kRule[k].kind, .arg = qr, .qr = qr,
                              .name = psyFormat("%s_%s", kRule[k].prefix, name)});
  free(name);
}

/* The basis (or differential basis) of the space of `field` (argument `arg`) on rule `qr`,
 * once per space key and rule: kernels on one space share it. */
static void addBasis(Builder *b, bool diff, MlirValue field, intptr_t arg, intptr_t qr) {
  const char *key = NULL;
  for (int i = 0; i < b->nspaces && !key; ++i)
    if (isSpaceOf(&b->spaces[i], field, arg)) key = b->spaces[i].space;
  PsyAbiKind kind = diff ? PSY_ABI_DIFF_BASIS : PSY_ABI_BASIS;
  if (!key || hasQuad(b, kind, qr, key)) return; /* key: the NDF before it added the space */
  char *rule = psyInvokeArgName(b->func, qr);
  pushQuad(b, (PsyAbiEntry){.kind = kind, .arg = arg, .qr = qr, .space = psyXstrdup(key),
                            .name = psyFormat("%sbasis_%s_%s", diff ? "diff_" : "", key, rule)});
  free(rule);
}

/* ==== Spaces only operators use ============================================================ */

/* The operator entry of `m` whose to-space (else from-space) is kernel space `space`, with
 * `*from` saying which; -1 if none. */
static int operatorOnSpace(const PsyKernelMeta *m, const char *space, bool *from) {
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < m->nargs; ++i)
      if (m->args[i].kind == PSY_ARG_OPERATOR &&
          !strcmp(k ? m->args[i].spaceFrom : m->args[i].space, space))
        return (*from = k), i;
  return -1;
}

/* The to- or from-space of operator value `op`, as the invoke's type names it. */
static MlirStringRef opSpace(MlirValue op, bool from) {
  MlirType t = mlirValueGetType(op);
  return from ? psyOperatorTypeGetFromSpace(t) : psyTypeGetSpace(t);
}

static bool concreteName(MlirStringRef s) { return s.length && !startsWith(s, "any_"); }

/* Whether NDF entry `e` is space `from` of operator argument `arg` (`op`): the same named
 * space, or, for a space known only at run time, one of that operator's spaces of the same
 * name (an operator from any_space_1 to any_space_1 has one space). */
static bool isOpSpaceOf(const PsyAbiEntry *e, MlirValue op, intptr_t arg, bool from) {
  MlirStringRef s = opSpace(op, from);
  if (concreteName(s)) return refIs(s, e->space);
  return e->arg == arg && mlirStringRefEqual(opSpace(op, e->component), s);
}

/* Records space `from` of operator argument `arg` (`op`), once, as addSpace does for a
 * field's: NDF entry with `arg` the operator and `component` 1 for its from-space. The key is
 * the space's name, or for a run-time space the operator's too ("any_space_1_mm"). */
static void addOpSpace(Builder *b, MlirValue op, intptr_t arg, bool from) {
  for (int i = 0; i < b->nspaces; ++i)
    if (isOpSpaceOf(&b->spaces[i], op, arg, from)) return;
  MlirStringRef s = opSpace(op, from);
  char *name = psyInvokeArgName(b->func, arg);
  char *key = concreteName(s) ? psyFormat("%.*s", (int)s.length, s.data)
                              : psyFormat("%.*s_%s", (int)s.length, s.data, name);
  free(name);
  for (int i = 0; i < b->nspaces; ++i)
    if (!strcmp(b->spaces[i].space, key)) { /* two names that read alike: number it */
      char *k2 = psyFormat("%s_%ld", key, (long)arg);
      free(key);
      key = k2;
      break;
    }
  b->spaces = psyGrow(b->spaces, b->nspaces, &b->capSpaces, sizeof *b->spaces);
  b->spaces[b->nspaces++] =
      (PsyAbiEntry){.kind = PSY_ABI_NDF, .arg = arg, .component = from, .space = key};
}

/* The operator of `m` on kernel space `space` (an argument of the invoke): `*op`, `*arg` and
 * `*from`; fails with an error if there is none. */
static MlirLogicalResult operatorFor(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                     const intptr_t *at, const char *space, MlirValue *op,
                                     intptr_t *arg, bool *from) {
  int e = operatorOnSpace(m, space, from);
  if (e < 0)
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has no field or operator "
                        "on space '%s'", m->name, space);
  *op = mlirOperationGetOperand(call, at[e]);
  if (!argNumberOf(b, *op, arg))
    return psyEmitError(opLoc(call), "psy-lower-kernels: operator argument %d of kernel '%s' "
                        "must be an argument of the invoke", e + 1, m->name);
  return mlirLogicalResultSuccess();
}

/* ndf (with undf and the map) of a kernel space only an operator is on: its proxy's. */
static MlirLogicalResult needOpSpace(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                     const intptr_t *at, const char *space) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(operatorFor(b, call, m, at, space, &op, &arg, &from)))
    return mlirLogicalResultFailure();
  addOpSpace(b, op, arg, from);
  return mlirLogicalResultSuccess();
}

/* A basis on a kernel space only an operator is on, computed for the operator's function
 * space (its NDF entry came first: the kernel's ndf precedes its basis). */
static MlirLogicalResult needOpBasis(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                     const intptr_t *at, const PsyKernelArg *a, intptr_t qr) {
  MlirValue op;
  intptr_t arg;
  bool from;
  if (mlirLogicalResultIsFailure(operatorFor(b, call, m, at, a->space, &op, &arg, &from)))
    return mlirLogicalResultFailure();
  addOpSpace(b, op, arg, from);
  const char *key = NULL;
  for (int i = 0; i < b->nspaces && !key; ++i)
    if (isOpSpaceOf(&b->spaces[i], op, arg, from)) key = b->spaces[i].space;
  bool diff = a->kind == PSY_KARG_DIFF_BASIS;
  PsyAbiKind kind = diff ? PSY_ABI_DIFF_BASIS : PSY_ABI_BASIS;
  if (hasQuad(b, kind, qr, key)) return mlirLogicalResultSuccess();
  char *rule = psyInvokeArgName(b->func, qr);
  pushQuad(b, (PsyAbiEntry){.kind = kind, .arg = arg, .component = from, .qr = qr,
                            .space = psyXstrdup(key),
                            .name = psyFormat("%sbasis_%s_%s", diff ? "diff_" : "", key, rule)});
  free(rule);
  return mlirLogicalResultSuccess();
}

/* nlayers (and a cell loop's count) of a kernel without fields: from its first operator's
 * to-space. */
static MlirLogicalResult needOpMesh(Builder *b, MlirOperation loop, MlirOperation call,
                                    const PsyKernelMeta *m, const intptr_t *at) {
  int e = 0;
  while (e < m->nargs && m->args[e].kind != PSY_ARG_OPERATOR) ++e;
  intptr_t arg;
  if (e == m->nargs)
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has no field to take "
                        "the mesh from", m->name);
  if (!argNumberOf(b, mlirOperationGetOperand(call, at[e]), &arg))
    return psyEmitError(opLoc(call), "psy-lower-kernels: operator argument %d of kernel '%s' "
                        "must be an argument of the invoke", e + 1, m->name);
  if (b->mesh[0] < 0) b->mesh[0] = (int)arg;
  if (psyLoopOpGetIteration(loop) == PSY_ITER_CELLS && b->mesh[1] < 0) {
    intptr_t f;
    MlirValue lf = psyLoopOpGetField(loop);
    b->mesh[1] = !mlirValueIsNull(lf) && argNumberOf(b, lf, &f) ? (int)f : b->mesh[0];
  }
  return mlirLogicalResultSuccess();
}

static void addPointRule(Builder *b, intptr_t qr, PsyShape shape);

/* Records what a basis, quadrature size or weights argument needs: the kernel's rule (an
 * argument of the invoke) and, for a basis, the field on its space. */
static MlirLogicalResult needQuad(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                  const intptr_t *at, const PsyKernelArg *a) {
  intptr_t qr;
  MlirValue q = mlirOperationGetOperand(call, psyKernelMetaQrOperand(m));
  if (!argNumberOf(b, q, &qr))
    return psyEmitError(opLoc(call), "psy-lower-kernels: the quadrature rule of kernel '%s' "
                        "must be an argument of the invoke", m->name);
  if (m->shapes[0] == PSY_SHAPE_XYOZ) addRule(b, qr);
  else addPointRule(b, qr, m->shapes[0]);
  if (a->kind != PSY_KARG_BASIS && a->kind != PSY_KARG_DIFF_BASIS)
    return mlirLogicalResultSuccess();
  int e = fieldOnSpace(m, a->space);
  if (e < 0) return needOpBasis(b, call, m, at, a, qr);
  intptr_t arg = fieldArg(b, call, m, at, e);
  if (arg < 0) return mlirLogicalResultFailure();
  addBasis(b, a->kind == PSY_KARG_DIFF_BASIS, mlirOperationGetOperand(call, at[e]), arg, qr);
  return mlirLogicalResultSuccess();
}

/* ==== Face and edge rules, evaluators, reference element, mesh properties =================== */

/* What a face or edge rule `qr` brings, once: np_xyz, nfaces or nedges, weights_xyz. */
static void addPointRule(Builder *b, intptr_t qr, PsyShape shape) {
  bool face = shape == PSY_SHAPE_FACE;
  const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kRule[3] = {{PSY_ABI_NP_XYZ, "np_xyz"},
                {face ? PSY_ABI_NFACES : PSY_ABI_NEDGES, face ? "nfaces" : "nedges"},
                {PSY_ABI_WEIGHTS_XYZ, "weights_xyz"}};
  if (hasQuad(b, PSY_ABI_NP_XYZ, qr, NULL)) return;
  char *name = psyInvokeArgName(b->func, qr);
  for (int k = 0; k < 3; ++k)
    pushQuad(b, (PsyAbiEntry){.kind = kRule[k].kind, .arg = qr, .qr = qr,
                              .name = psyFormat("%s_%s", kRule[k].prefix, name)});
  free(name);
}

/* The space key of the first field of `m` on kernel space `space` (after its NDF), or NULL. */
static const char *keyOfSpace(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                              const intptr_t *at, const char *space, intptr_t *arg) {
  int e = fieldOnSpace(m, space);
  if (e < 0 || (*arg = fieldArg(b, call, m, at, e)) < 0) return NULL;
  MlirValue f = mlirOperationGetOperand(call, at[e]);
  for (int i = 0; i < b->nspaces; ++i)
    if (isSpaceOf(&b->spaces[i], f, *arg)) return b->spaces[i].space;
  return NULL;
}

/* An evaluator: the basis (or differential basis) of space `a->space` at the nodes of
 * `a->target`, once per pair of space keys. Both spaces carry a field of the kernel (the
 * target's is needed for its nodes and ndf). */
static MlirLogicalResult needEval(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                  const intptr_t *at, const PsyKernelArg *a) {
  intptr_t arg, targ;
  int te = fieldOnSpace(m, a->target);
  if (te < 0)
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has no field on evaluator "
                        "target space '%s' (a target only operators use is not lowered yet)",
                        m->name, a->target);
  if ((targ = fieldArg(b, call, m, at, te)) < 0) return mlirLogicalResultFailure();
  addSpace(b, mlirOperationGetOperand(call, at[te]), targ); /* it may come after this one */
  const char *key = keyOfSpace(b, call, m, at, a->space, &arg);
  const char *tkey = keyOfSpace(b, call, m, at, a->target, &targ);
  if (!key || !tkey) return mlirLogicalResultFailure(); /* the NDF before it failed */
  PsyAbiKind kind = a->kind == PSY_KARG_DIFF_BASIS ? PSY_ABI_EVAL_DIFF_BASIS : PSY_ABI_EVAL_BASIS;
  for (int i = 0; i < b->nquad; ++i)
    if (b->quad[i].kind == kind && !strcmp(b->quad[i].space, key) &&
        !strcmp(b->quad[i].target, tkey))
      return mlirLogicalResultSuccess();
  pushQuad(b, (PsyAbiEntry){.kind = kind, .arg = arg, .qr = targ, .space = psyXstrdup(key),
                            .target = psyXstrdup(tkey),
                            .name = psyFormat("%sbasis_%s_on_%s",
                                              kind == PSY_ABI_EVAL_DIFF_BASIS ? "diff_" : "",
                                              key, tkey)});
  return mlirLogicalResultSuccess();
}

/* A reference-element count or property, or adjacent_face, once per invoke: from the mesh
 * of the kernel's first field (one mesh: inter-grid kernels are refused). */
static MlirLogicalResult needRef(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                 const intptr_t *at, const PsyKernelArg *a) {
  static const char *const kCount[3] = {"nfaces_re_h", "nfaces_re_v", "nfaces_re"};
  PsyAbiKind kind = a->kind == PSY_KARG_NFACES_RE    ? PSY_ABI_NFACES_RE
                    : a->kind == PSY_KARG_REF_ELEMENT ? PSY_ABI_REF_NORMALS
                                                      : PSY_ABI_ADJACENT_FACE;
  int comp = kind == PSY_ABI_ADJACENT_FACE ? 0 : a->component;
  for (int i = 0; i < b->nrefs; ++i)
    if (b->refs[i].kind == kind && b->refs[i].component == comp) return mlirLogicalResultSuccess();
  int first = -1;
  for (int e = 0; e < m->nargs && first < 0; ++e)
    if (m->args[e].kind == PSY_ARG_FIELD) first = e;
  if (first < 0)
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has no field to take "
                        "the mesh from", m->name);
  intptr_t arg = fieldArg(b, call, m, at, first);
  if (arg < 0) return mlirLogicalResultFailure();
  const char *name = kind == PSY_ABI_NFACES_RE ? kCount[comp]
                     : kind == PSY_ABI_REF_NORMALS ? psyVocabName(PSY_VOCAB_REF_ELEMENT, comp)
                                                   : "adjacent_face";
  b->refs = psyGrow(b->refs, b->nrefs, &b->capRefs, sizeof *b->refs);
  b->refs[b->nrefs++] = (PsyAbiEntry){.kind = kind, .arg = arg, .component = comp,
                                      .name = psyXstrdup(name)};
  return mlirLogicalResultSuccess();
}

/* ==== LMA operators ========================================================================== */

/* Operator entry `e` of `m` (an argument of the invoke): its ncell_3d and local_stencil,
 * once per operator argument. */
static MlirLogicalResult needOperator(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                      const intptr_t *at, int e) {
  intptr_t op;
  if (!argNumberOf(b, mlirOperationGetOperand(call, at[e]), &op))
    return psyEmitError(opLoc(call), "psy-lower-kernels: operator argument %d of kernel '%s' "
                        "must be an argument of the invoke", e + 1, m->name);
  for (int i = 0; i < b->nops; ++i)
    if (b->ops[i].arg == op) return mlirLogicalResultSuccess();
  char *name = psyInvokeArgName(b->func, op);
  PsyAbiEntry n3 = {.kind = PSY_ABI_OP_NCELL_3D, .arg = op,
                    .name = psyFormat("ncell_3d_%s", name)};
  PsyAbiEntry st = {.kind = PSY_ABI_OP_STENCIL, .arg = op,
                    .type = psyTypeGetElementType(mlirValueGetType(
                        mlirOperationGetOperand(call, at[e]))),
                    .name = psyFormat("local_stencil_%s", name)};
  free(name);
  for (int k = 0; k < 2; ++k) {
    b->ops = psyGrow(b->ops, b->nops, &b->capOps, sizeof *b->ops);
    b->ops[b->nops++] = k ? st : n3;
  }
  return mlirLogicalResultSuccess();
}

/* ==== Inter-grid kernels ===================================================================== */

/* The argument numbers of the first fine and the first coarse field of inter-grid kernel
 * `m`; false after an error. */
static bool interGridPair(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                          const intptr_t *at, intptr_t *fine, intptr_t *coarse) {
  *fine = *coarse = -1;
  for (int e = 0; e < m->nargs; ++e) {
    intptr_t *slot = m->args[e].mesh == PSY_MESH_FINE ? fine : coarse;
    if (m->args[e].kind != PSY_ARG_FIELD || *slot >= 0) continue;
    if ((*slot = fieldArg(b, call, m, at, e)) < 0) return false;
  }
  return *fine >= 0 && *coarse >= 0; /* the metadata checks ruled out a missing mesh */
}

/* What an inter-grid kernel needs, once per (fine, coarse) pair: the whole cell map, the fine
 * cells per coarse cell, both cell counts; and every field's space (a coarse space brings no
 * ndf argument, but its ndf places the coarse cell's dofmap). */
static MlirLogicalResult needInterGrid(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                       const intptr_t *at) {
  static const PsyAbiKind kGrid[5] = {PSY_ABI_CELL_MAP, PSY_ABI_NCPC_X, PSY_ABI_NCPC_Y,
                                       PSY_ABI_NCELL_F, PSY_ABI_NCELL_C};
  intptr_t fine, coarse;
  if (!interGridPair(b, call, m, at, &fine, &coarse)) return mlirLogicalResultFailure();
  for (int e = 0; e < m->nargs; ++e)
    for (int o = 0; o < m->nargs; ++o)
      if (m->args[e].mesh == PSY_MESH_FINE && m->args[o].mesh == PSY_MESH_COARSE &&
          !strcmp(m->args[e].space, m->args[o].space))
        return psyEmitError(opLoc(call), "psy-lower-kernels: inter-grid kernel '%s' has fields "
                            "on both meshes on space '%s' (each mesh needs its own space)",
                            m->name, m->args[e].space);
  for (int e = 0; e < m->nargs; ++e)
    if (m->args[e].kind == PSY_ARG_FIELD)
      addSpace(b, mlirOperationGetOperand(call, at[e]), fieldArg(b, call, m, at, e));
  for (int i = 0; i < b->ngrids; ++i)
    if (b->grids[i].arg == fine && b->grids[i].coarse == coarse) return mlirLogicalResultSuccess();
  char *f = psyInvokeArgName(b->func, fine), *c = psyInvokeArgName(b->func, coarse);
  char *names[5] = {psyFormat("cell_map_%s", c), psyFormat("ncpc_%s_%s_x", f, c),
                    psyFormat("ncpc_%s_%s_y", f, c), psyFormat("ncell_%s", f),
                    psyFormat("ncell_%s", c)}; /* PSyclone's names */
  for (int k = 0; k < 5; ++k) {
    b->grids = psyGrow(b->grids, b->ngrids, &b->capGrids, sizeof *b->grids);
    b->grids[b->ngrids++] = (PsyAbiEntry){.kind = kGrid[k], .arg = fine, .coarse = coarse,
                                          .name = names[k]};
  }
  free(f);
  free(c);
  return mlirLogicalResultSuccess();
}

/* ==== Column-wise operators ================================================================ */

static const char *const kCmaSizes[7] = {"nrow", "ncol", "bandwidth", "alpha", "beta",
                                         "gamma_m", "gamma_p"};

static void pushOp(Builder *b, PsyAbiEntry e) {
  b->ops = psyGrow(b->ops, b->nops, &b->capOps, sizeof *b->ops);
  b->ops[b->nops++] = e;
}

/* Everything CMA operator `op` (argument `arg`) brings, once: ncell_2d, its matrices, the
 * seven sizes, the banded and the indirection dofmaps of both spaces. */
static void addColumnwise(Builder *b, MlirValue op, intptr_t arg) {
  for (int i = 0; i < b->nops; ++i)
    if (b->ops[i].arg == arg) return;
  char *name = psyInvokeArgName(b->func, arg);
  pushOp(b, (PsyAbiEntry){.kind = PSY_ABI_CMA_NCELL_2D, .arg = arg,
                          .name = psyFormat("ncell_2d_%s", name)});
  pushOp(b, (PsyAbiEntry){.kind = PSY_ABI_CMA_MATRIX, .arg = arg,
                          .type = psyTypeGetElementType(mlirValueGetType(op)),
                          .name = psyFormat("cma_matrix_%s", name)});
  for (int k = 0; k < 7; ++k)
    pushOp(b, (PsyAbiEntry){.kind = PSY_ABI_CMA_SIZE, .arg = arg, .component = k,
                            .name = psyFormat("%s_%s", kCmaSizes[k], name)});
  for (int k = 0; k < 4; ++k)
    pushOp(b, (PsyAbiEntry){.kind = k < 2 ? PSY_ABI_CMA_BANDED_MAP : PSY_ABI_CMA_INDIRECTION_MAP,
                            .arg = arg, .component = k % 2,
                            .name = psyFormat("%s_%s_%s", k < 2 ? "cbanded_map" : "indirection_map",
                                              k % 2 ? "from" : "to", name)});
  free(name);
}

/* A column-wise operator of a kernel (its matrix), or the kernel's ncell_2d (from its first
 * CMA operator). A kernel that applies or multiplies CMA operators has no nlayers: the cell
 * count of its loop comes from the loop's field or operator. */
static MlirLogicalResult needColumnwise(Builder *b, MlirOperation loop, MlirOperation call,
                                        const PsyKernelMeta *m, const intptr_t *at,
                                        const PsyKernelArg *a) {
  int e = a->entry;
  for (int i = 0; e < 0 && i < m->nargs; ++i)
    if (m->args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR) e = i;
  intptr_t arg;
  MlirValue op = mlirOperationGetOperand(call, at[e]);
  if (!argNumberOf(b, op, &arg))
    return psyEmitError(opLoc(call), "psy-lower-kernels: column-wise operator argument %d of "
                        "kernel '%s' must be an argument of the invoke", e + 1, m->name);
  addColumnwise(b, op, arg);
  if (b->mesh[1] < 0 && psyLoopOpGetIteration(loop) == PSY_ITER_CELLS) {
    intptr_t f;
    MlirValue lf = psyLoopOpGetField(loop);
    b->mesh[1] = !mlirValueIsNull(lf) && argNumberOf(b, lf, &f) ? (int)f : (int)arg;
  }
  return mlirLogicalResultSuccess();
}

/* ==== Stencils =============================================================================== */

static bool stencilKind(PsyKernelArgKind k) {
  return k == PSY_KARG_STENCIL_SIZE || k == PSY_KARG_STENCIL_MAX_BRANCH ||
         k == PSY_KARG_STENCIL_DIRECTION || k == PSY_KARG_STENCIL_MAP;
}

/* What tells one stencil's entries from another's: the field argument, the shape, and the
 * extent and direction, each an invoke argument or a literal. */
typedef struct {
  intptr_t field, extentArg, dirArg;
  long extent, dir;
  int stencil;
} StencilKey;

/* An i32 operand that is an argument of the invoke (`*arg`) or an integer literal (`*lit`,
 * `*arg` = -1). */
static bool intOperand(MlirValue v, intptr_t *arg, long *lit) {
  *arg = -1, *lit = 0;
  if (mlirValueIsABlockArgument(v)) {
    MlirOperation owner = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (!psyOpIsAnInvoke(owner)) return false;
    *arg = mlirBlockArgumentGetArgNumber(v);
    return true;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirAttribute value = mlirOperationGetAttributeByName(def, ref("value"));
  if (!refIs(mlirIdentifierStr(mlirOperationGetName(def)), "arith.constant") ||
      mlirAttributeIsNull(value) || !mlirAttributeIsAInteger(value))
    return false;
  *lit = (long)mlirIntegerAttrGetValueInt(value);
  return true;
}

/* The key of the stencil of meta_args entry `entry` of kernel call `call`; false if the
 * field, extent or direction is neither an invoke argument nor a literal. */
static bool stencilKey(MlirOperation call, int entry, StencilKey *k) {
  MlirOperation metaOp = psyKernelOpLookupMeta(call);
  PsyKernelMeta m;
  if (mlirOperationIsNull(metaOp)) return false;
  if (!psyKernelMetaFromOp(metaOp, &m)) { /* the verifier rules this out */
    psyKernelMetaClear(&m);
    return false;
  }
  intptr_t *at = psyKernelMetaOperands(&m);
  long unused;
  *k = (StencilKey){.stencil = (int)m.args[entry].stencil, .dirArg = -1};
  MlirValue field = mlirOperationGetOperand(call, at[entry]);
  bool ok = intOperand(field, &k->field, &unused) && k->field >= 0 &&
            intOperand(mlirOperationGetOperand(call, at[entry] + 1), &k->extentArg, &k->extent);
  if (ok && k->stencil == PSY_STENCIL_XORY1D)
    ok = intOperand(mlirOperationGetOperand(call, at[entry] + 2), &k->dirArg, &k->dir);
  free(at);
  psyKernelMetaClear(&m);
  return ok;
}

static bool keyIs(const PsyAbiEntry *e, const StencilKey *k) {
  return e->arg == k->field && e->stencil == k->stencil && e->extentArg == k->extentArg &&
         e->extent == k->extent && e->dirArg == k->dirArg && e->dir == k->dir;
}

/* The name stem of a new stencil: "<shape>_<field>", numbered if another extent or
 * direction of the same field and shape came first. */
static char *stencilStem(Builder *b, const StencilKey *k) {
  char *field = psyInvokeArgName(b->func, k->field);
  char *stem = psyFormat("%s_%s", psyVocabName(PSY_VOCAB_STENCIL, k->stencil), field);
  free(field);
  int same = 0;
  for (int i = 0; i < b->nstencils; ++i)
    same += b->stencils[i].kind == PSY_ABI_STENCIL_SIZES && b->stencils[i].arg == k->field &&
            b->stencils[i].stencil == k->stencil;
  if (!same) return stem;
  char *numbered = psyFormat("%s_%d", stem, same + 1);
  free(stem);
  return numbered;
}

/* The stencil of meta_args entry `e` of `m`: its sizes, whole dofmap and max size, once per
 * key. The kernel finds its cell's part of them, so only cell loops can pass them. */
static MlirLogicalResult needStencil(Builder *b, MlirOperation loop, MlirOperation call,
                                     const PsyKernelMeta *m, int e) {
  StencilKey k;
  if (psyLoopOpGetIteration(loop) != PSY_ITER_CELLS)
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has a stencil outside a "
                        "cell loop, which is not lowered yet", m->name);
  if (!stencilKey(call, e, &k))
    return psyEmitError(opLoc(call), "psy-lower-kernels: the stencil field, extent and "
                        "direction of argument %d of kernel '%s' must be arguments of the "
                        "invoke or literals", e + 1, m->name);
  for (int i = 0; i < b->nstencils; ++i)
    if (keyIs(&b->stencils[i], &k)) return mlirLogicalResultSuccess();
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kStencil[3] = {{PSY_ABI_STENCIL_SIZES, "stencil_size"},
                   {PSY_ABI_STENCIL_DOFMAP, "stencil_dofmap"},
                   {PSY_ABI_STENCIL_MAX, "stencil_max"}};
  char *stem = stencilStem(b, &k);
  for (int i = 0; i < 3; ++i) {
    b->stencils = psyGrow(b->stencils, b->nstencils, &b->capStencils, sizeof *b->stencils);
    b->stencils[b->nstencils++] = (PsyAbiEntry){
        .kind = kStencil[i].kind, .arg = k.field, .stencil = k.stencil,
        .extentArg = k.extentArg, .extent = k.extent, .dirArg = k.dirArg, .dir = k.dir,
        .name = psyFormat("%s_%s", kStencil[i].prefix, stem)};
  }
  free(stem);
  return mlirLogicalResultSuccess();
}

int psyInvokeAbiFindStencil(const PsyInvokeAbi *abi, PsyAbiKind kind, MlirOperation call,
                            int entry) {
  StencilKey k;
  if (!stencilKey(call, entry, &k)) return -1;
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == kind && keyIs(&abi->entries[i], &k)) return i;
  return -1;
}

/* ==== Scalar arrays ========================================================================= */

/* Scalar-array entry `e` of `m` (an argument of the invoke, a real or integer memref): its
 * extents and its data, once per argument. */
static MlirLogicalResult needArray(Builder *b, MlirOperation call, const PsyKernelMeta *m,
                                   const intptr_t *at, int e) {
  intptr_t arg;
  MlirValue v = mlirOperationGetOperand(call, at[e]);
  if (!argNumberOf(b, v, &arg))
    return psyEmitError(opLoc(call), "psy-lower-kernels: scalar-array argument %d of kernel "
                        "'%s' must be an argument of the invoke", e + 1, m->name);
  MlirType elt = mlirShapedTypeGetElementType(mlirValueGetType(v));
  if (mlirTypeIsAInteger(elt) && mlirIntegerTypeGetWidth(elt) == 1)
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' takes a logical scalar "
                        "array, which is not lowered yet", m->name);
  for (int i = 0; i < b->nops; ++i)
    if (b->ops[i].arg == arg) return mlirLogicalResultSuccess();
  char *name = psyInvokeArgName(b->func, arg);
  int rank = (int)mlirShapedTypeGetRank(mlirValueGetType(v));
  pushOp(b, (PsyAbiEntry){.kind = PSY_ABI_ARRAY_DIMS, .arg = arg, .component = rank,
                          .name = psyFormat("dims_%s", name)});
  pushOp(b, (PsyAbiEntry){.kind = PSY_ABI_ARRAY, .arg = arg, .component = rank, .type = elt,
                          .name = psyFormat("array_%s", name)});
  free(name);
  return mlirLogicalResultSuccess();
}

/* Records what one kernel argument needs from the infrastructure. */
static MlirLogicalResult needArg(Builder *b, MlirOperation loop, MlirOperation call,
                                 const PsyKernelMeta *m, const intptr_t *at,
                                 const PsyKernelArg *a) {
  int first = -1;
  for (int e = 0; e < m->nargs && first < 0; ++e)
    if (m->args[e].kind == PSY_ARG_FIELD) first = e;
  if (a->kind == PSY_KARG_NLAYERS && first < 0) return needOpMesh(b, loop, call, m, at);
  if (a->kind == PSY_KARG_NLAYERS || a->kind == PSY_KARG_NCELL_2D_NO_HALOS) {
    int slot = a->kind == PSY_KARG_NLAYERS ? 0 : 2;
    if (first < 0)
      return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has no field to take "
                          "the mesh from", m->name);
    if (b->mesh[slot] < 0 && (b->mesh[slot] = (int)fieldArg(b, call, m, at, first)) < 0)
      return mlirLogicalResultFailure();
    if (slot == 0 && psyLoopOpGetIteration(loop) == PSY_ITER_CELLS && b->mesh[1] < 0) {
      intptr_t arg;
      MlirValue f = psyLoopOpGetField(loop);
      bool field = !mlirValueIsNull(f) && isFieldType(mlirValueGetType(f)); /* not an operator */
      b->mesh[1] = field && argNumberOf(b, f, &arg) ? (int)arg : b->mesh[0];
    }
    return mlirLogicalResultSuccess();
  }
  if ((a->kind == PSY_KARG_BASIS || a->kind == PSY_KARG_DIFF_BASIS) && a->target)
    return needEval(b, call, m, at, a);
  if (a->kind == PSY_KARG_ADJACENT_FACE && psyLoopOpGetIteration(loop) == PSY_ITER_DOMAIN)
    return psyEmitError(opLoc(call), "psy-lower-kernels: domain kernel '%s' takes "
                        "adjacent_face, which is not lowered yet", m->name);
  if (a->kind == PSY_KARG_NFACES_RE || a->kind == PSY_KARG_REF_ELEMENT ||
      a->kind == PSY_KARG_ADJACENT_FACE)
    return needRef(b, call, m, at, a);
  if (a->kind == PSY_KARG_BASIS || a->kind == PSY_KARG_DIFF_BASIS ||
      a->kind == PSY_KARG_QR_SIZE || a->kind == PSY_KARG_QR_WEIGHTS)
    return needQuad(b, call, m, at, a);
  if (a->kind == PSY_KARG_OPERATOR) return needOperator(b, call, m, at, a->entry);
  if (a->kind == PSY_KARG_CELL_MAP && psyLoopOpGetIteration(loop) != PSY_ITER_CELLS)
    return psyEmitError(opLoc(call), "psy-lower-kernels: inter-grid kernel '%s' in a '%s' loop "
                        "is not lowered yet (only in a cells loop)", m->name,
                        psyIterationName(psyLoopOpGetIteration(loop)));
  if (a->kind == PSY_KARG_CELL_MAP) return needInterGrid(b, call, m, at);
  if (a->kind == PSY_KARG_NCELL_2D || a->kind == PSY_KARG_CMA_OPERATOR)
    return needColumnwise(b, loop, call, m, at, a);
  if (a->kind == PSY_KARG_STENCIL_MAP) return needStencil(b, loop, call, m, a->entry);
  if (a->kind == PSY_KARG_SCALAR_ARRAY) return needArray(b, call, m, at, a->entry);
  if (a->kind != PSY_KARG_NDF) return mlirLogicalResultSuccess(); /* undf, map: with ndf */
  int e = fieldOnSpace(m, a->space);
  if (e < 0) return needOpSpace(b, call, m, at, a->space);
  intptr_t arg = fieldArg(b, call, m, at, e);
  if (arg < 0) return mlirLogicalResultFailure();
  addSpace(b, mlirOperationGetOperand(call, at[e]), arg);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult checkMeta(MlirOperation call, const PsyKernelMeta *m) {
  if (m->nshapes > 1) /* each rule and evaluator alone is lowered */
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel '%s' has %d gh_shape values "
                        "('%s', '%s', ...), which is not lowered yet (one only)", m->name,
                        m->nshapes, psyVocabName(PSY_VOCAB_SHAPE, (int)m->shapes[0]),
                        psyVocabName(PSY_VOCAB_SHAPE, (int)m->shapes[1]));
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult addKernel(Builder *b, MlirOperation loop, MlirOperation call) {
  MlirOperation metaOp = psyKernelOpLookupMeta(call);
  if (mlirOperationIsNull(metaOp)) /* the verifier rules this out */
    return psyEmitError(opLoc(call), "psy-lower-kernels: kernel metadata not found");
  PsyKernelMeta m;
  bool read = psyKernelMetaFromOp(metaOp, &m);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&m, &args);
  intptr_t *at = psyKernelMetaOperands(&m);
  MlirLogicalResult r =
      read ? checkMeta(call, &m)
           : psyEmitError(opLoc(metaOp), "psy-lower-kernels: unreadable metadata");
  int bad = firstUnlowered(&args);
  if (mlirLogicalResultIsSuccess(r) && bad >= 0) r = notYet(call, &m, &args.args[bad]);
  for (int i = 0; i < args.n && mlirLogicalResultIsSuccess(r); ++i)
    r = needArg(b, loop, call, &m, at, &args.args[i]);
  if (mlirLogicalResultIsSuccess(r)) r = checkFieldArgs(b, call, &m, at);
  free(at);
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&m);
  return r;
}

/* ==== Checking loops ======================================================================== */

static MlirLogicalResult checkBound(MlirOperation loop) {
  PsyIteration it = psyLoopOpGetIteration(loop);
  PsyUpperBound ub = psyLoopOpGetUpperBound(loop);
  bool ok = (it == PSY_ITER_CELLS && ub == PSY_UB_NCELLS) ||
            (it == PSY_ITER_DOFS && ub == PSY_UB_NDOFS) ||
            (it == PSY_ITER_DOMAIN && ub == PSY_UB_DOMAIN) ||
            (it == PSY_ITER_COLOURS && ub == PSY_UB_NCOLOURS) ||
            (it == PSY_ITER_COLOUR_CELLS && ub == PSY_UB_LAST_EDGE_CELL);
  if (ok) return mlirLogicalResultSuccess();
  return psyEmitError(opLoc(loop), "psy-lower-kernels: a '%s' loop to '%s' needs distributed "
                      "memory, which is not lowered yet (run with -nodm)", psyIterationName(it),
                      psyUpperBoundName(ub));
}

static MlirLogicalResult addLoop(Builder *b, MlirOperation loop);

/* ==== Colouring ============================================================================== */

/* A colours loop: its colour_cells loop (the verifier allows no other op) holds kernels. */
static MlirLogicalResult addColours(Builder *b, MlirOperation loop) {
  MlirLogicalResult r = checkBound(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(psyLoopOpGetBody(loop));
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(r);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "loop")) r = addLoop(b, op);
  return r;
}

/* A colour_cells loop of kernels needs the mesh's colouring: from the loop's field, or the
 * field nlayers comes from (all from one mesh: inter-grid kernels are refused). */
static void needColouring(Builder *b, MlirOperation loop) {
  intptr_t arg;
  MlirValue f = psyLoopOpGetField(loop);
  if (b->colour || psyLoopOpGetIteration(loop) != PSY_ITER_COLOUR_CELLS) return;
  if (!mlirValueIsNull(f) && isFieldType(mlirValueGetType(f)) && argNumberOf(b, f, &arg))
    b->colour = (int)arg + 1;
  else if (b->mesh[0] >= 0)
    b->colour = b->mesh[0] + 1;
}

static void addColourExtras(Builder *b) {
  static const struct {
    PsyAbiKind kind;
    const char *name;
  } kColour[3] = {{PSY_ABI_NCOLOUR, "ncolour"},
                  {PSY_ABI_COLOUR_NCELLS, "last_edge_cell_all_colours"},
                  {PSY_ABI_CMAP, "cmap"}};
  for (int k = 0; k < 3 && b->colour; ++k)
    push(b->abi, (PsyAbiEntry){.kind = kColour[k].kind, .arg = b->colour - 1,
                               .name = psyXstrdup(kColour[k].name)});
}

static MlirLogicalResult addLoop(Builder *b, MlirOperation loop) {
  MlirBlock body = psyLoopOpGetBody(loop);
  if (psyLoopOpGetIteration(loop) == PSY_ITER_COLOURS) /* colour_cells loops of kernels */
    return addColours(b, loop);
  int kernels = 0, builtins = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyOpIsA(op, "builtin")) ++builtins;
    else if (psyOpIsA(op, "kernel")) ++kernels;
  }
  if (!kernels) return mlirLogicalResultSuccess(); /* builtins: psy-lower-builtins */
  if (builtins)
    return psyEmitError(opLoc(loop), "psy-lower-kernels: a loop holding both builtins and coded "
                        "kernels is not lowered yet");
  if (mlirOperationGetNumResults(loop))
    return psyEmitError(opLoc(loop), "psy-lower-kernels: kernel reductions are not lowered yet");
  intptr_t arg;
  MlirValue field = psyLoopOpGetField(loop);
  if (!mlirValueIsNull(field) && !argNumberOf(b, field, &arg))
    return psyEmitError(opLoc(loop), "psy-lower-kernels: the loop's field must be an argument "
                        "of the invoke");
  MlirLogicalResult r = checkBound(loop);
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op) && mlirLogicalResultIsSuccess(r);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsA(op, "kernel")) r = addKernel(b, loop, op);
    else if (!psyOpIsA(op, "yield"))
      r = psyEmitError(opLoc(op), "psy-lower-kernels: a kernel loop may hold only kernels");
  b->abi->hasKernels = true;
  if (mlirLogicalResultIsSuccess(r)) needColouring(b, loop);
  return r;
}

static bool isPsyOp(MlirOperation op) {
  return startsWith(mlirIdentifierStr(mlirOperationGetName(op)), "psy.");
}

static MlirLogicalResult walkBody(Builder *b) {
  for (MlirOperation op = mlirBlockGetFirstOperation(entryBlock(b->func)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirLogicalResult r = mlirLogicalResultSuccess();
    if (psyOpIsA(op, "loop")) r = addLoop(b, op);
    else if (isPsyOp(op) && !psyOpIsA(op, "global_reduction")) {
      MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
      r = psyEmitError(opLoc(op), "psy-lower-kernels: '%.*s' (distributed memory) is not lowered "
                       "yet (run with -nodm)", (int)n.length, n.data);
    }
    if (mlirLogicalResultIsFailure(r)) return r;
  }
  return mlirLogicalResultSuccess();
}

/* ==== The entries ============================================================================ */

static MlirLogicalResult addArgs(Builder *b) {
  MlirBlock entry = entryBlock(b->func);
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(entry); ++i) {
    MlirValue v = mlirBlockGetArgument(entry, i);
    MlirType t = mlirValueGetType(v);
    if (isFieldType(t)) {
      for (int k = 0; k < psyTypeGetDim(t); ++k)
        push(b->abi, (PsyAbiEntry){.kind = PSY_ABI_FIELD, .arg = i, .component = k,
                                   .type = psyTypeGetElementType(t)});
    } else if (mlirTypeIsAFloat(t) || mlirTypeIsAInteger(t)) {
      push(b->abi, (PsyAbiEntry){.kind = PSY_ABI_SCALAR, .arg = i, .type = t});
    } else if (psyTypeIsAQr(t)) {
      continue; /* unpacked by the binding: its entries are extras */
    } else if (mlirTypeIsAMemRef(t)) {
      continue; /* a scalar array: ARRAY_DIMS and ARRAY */
    } else if (psyTypeIsAnOperator(t) || psyTypeIsAColumnwiseOperator(t)) {
      continue; /* likewise: OP_NCELL_3D and OP_STENCIL; CMA_NCELL_2D .. */
    } else {
      char type[128];
      return psyEmitError(mlirValueGetLocation(v), "psy-lower-kernels: invoke argument %ld "
                          "of type %s is not lowered yet", (long)i + 1,
                          psyTypeToString(t, type, sizeof type));
    }
  }
  b->abi->nargs = b->abi->n;
  return mlirLogicalResultSuccess();
}

static void addExtras(Builder *b) {
  static const struct {
    PsyAbiKind kind;
    const char *name;
  } kMesh[3] = {{PSY_ABI_NLAYERS, "nlayers"}, {PSY_ABI_NCELLS, "ncells"},
                {PSY_ABI_NCELL_2D_NO_HALOS, "ncell_2d_no_halos"}};
  for (int k = 0; k < 3; ++k)
    if (b->mesh[k] >= 0)
      push(b->abi, (PsyAbiEntry){.kind = kMesh[k].kind, .arg = b->mesh[k],
                                 .name = psyXstrdup(kMesh[k].name)});
  static const struct {
    PsyAbiKind kind;
    const char *prefix;
  } kSpace[3] = {{PSY_ABI_NDF, "ndf"}, {PSY_ABI_UNDF, "undf"}, {PSY_ABI_MAP, "map"}};
  for (int i = 0; i < b->nspaces; ++i)
    for (int k = 0; k < 3; ++k)
      push(b->abi, (PsyAbiEntry){.kind = kSpace[k].kind, .arg = b->spaces[i].arg,
                                 .component = b->spaces[i].component, /* an operator's */
                                 .name = psyFormat("%s_%s", kSpace[k].prefix, b->spaces[i].space),
                                 .space = psyXstrdup(b->spaces[i].space)});
  for (int i = 0; i < b->nops; ++i) push(b->abi, b->ops[i]); /* names now the ABI's */
  b->nops = 0;
  for (int i = 0; i < b->nquad; ++i) push(b->abi, b->quad[i]);
  b->nquad = 0;
  addColourExtras(b);
  for (int i = 0; i < b->ngrids; ++i) push(b->abi, b->grids[i]); /* names now the ABI's */
  b->ngrids = 0;
  for (int i = 0; i < b->nrefs; ++i) push(b->abi, b->refs[i]);
  b->nrefs = 0;
  for (int i = 0; i < b->nstencils; ++i) push(b->abi, b->stencils[i]);
  b->nstencils = 0;
  b->abi->nextra = b->abi->n - b->abi->nargs;
}

static void addResults(Builder *b) {
  MlirAttribute ft = mlirOperationGetAttributeByName(b->func, ref("function_type"));
  MlirType t = mlirTypeAttrGetValue(ft);
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(t); ++i)
    push(b->abi, (PsyAbiEntry){.kind = PSY_ABI_RESULT, .arg = i,
                               .type = mlirFunctionTypeGetResult(t, i)});
}

MlirLogicalResult psyInvokeAbiGet(MlirOperation invoke, PsyInvokeAbi *abi) {
  *abi = (PsyInvokeAbi){0};
  MlirBlock entry = entryBlock(invoke);
  if (mlirBlockIsNull(entry))
    return psyEmitError(opLoc(invoke), "psy-lower-kernels: an invoke must have a body");
  Builder b = {.func = invoke, .abi = abi, .mesh = {-1, -1, -1}};
  MlirLogicalResult r = walkBody(&b);
  if (mlirLogicalResultIsSuccess(r)) r = addArgs(&b);
  if (mlirLogicalResultIsSuccess(r)) addExtras(&b), addResults(&b);
  for (int i = 0; i < b.nspaces; ++i) free(b.spaces[i].space);
  free(b.spaces);
  for (int i = 0; i < b.nquad; ++i)
    free(b.quad[i].name), free(b.quad[i].space), free(b.quad[i].target);
  free(b.quad);
  for (int i = 0; i < b.nrefs; ++i) free(b.refs[i].name);
  free(b.refs);
  for (int i = 0; i < b.nops; ++i) free(b.ops[i].name);
  free(b.ops);
  for (int i = 0; i < b.ngrids; ++i) free(b.grids[i].name);
  free(b.grids);
  for (int i = 0; i < b.nstencils; ++i) free(b.stencils[i].name);
  free(b.stencils);
  if (mlirLogicalResultIsFailure(r)) psyInvokeAbiDestroy(abi);
  return r;
}

void psyInvokeAbiDestroy(PsyInvokeAbi *abi) {
  for (int i = 0; i < abi->n; ++i)
    free(abi->entries[i].name), free(abi->entries[i].space), free(abi->entries[i].target);
  free(abi->entries);
  *abi = (PsyInvokeAbi){0};
}

int psyInvokeAbiFind(const PsyInvokeAbi *abi, PsyAbiKind kind) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == kind) return i;
  return -1;
}

int psyInvokeAbiFindSpace(const PsyInvokeAbi *abi, MlirValue field) {
  if (!mlirValueIsABlockArgument(field)) return -1;
  intptr_t arg = mlirBlockArgumentGetArgNumber(field);
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == PSY_ABI_NDF && isSpaceOf(&abi->entries[i], field, arg)) return i;
  return -1;
}

int psyInvokeAbiFindQr(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t qr, const char *space) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i) {
    const PsyAbiEntry *e = &abi->entries[i];
    if (e->kind == kind && e->qr == qr && (!space || (e->space && !strcmp(e->space, space))))
      return i;
  }
  return -1;
}

int psyInvokeAbiFindOp(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t op) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == kind && abi->entries[i].arg == op) return i;
  return -1;
}

int psyInvokeAbiFindOpSpace(const PsyInvokeAbi *abi, MlirValue op, bool from) {
  if (!mlirValueIsABlockArgument(op)) return -1;
  intptr_t arg = mlirBlockArgumentGetArgNumber(op);
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == PSY_ABI_NDF && isOpSpaceOf(&abi->entries[i], op, arg, from))
      return i;
  return -1;
}

int psyInvokeAbiFindInterGrid(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t fine,
                              intptr_t coarse) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i) {
    const PsyAbiEntry *e = &abi->entries[i];
    if (e->kind == kind && e->arg == fine && e->coarse == coarse) return i;
  }
  return -1;
}

int psyInvokeAbiFindEval(const PsyInvokeAbi *abi, PsyAbiKind kind, const char *space,
                         const char *target) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i) {
    const PsyAbiEntry *e = &abi->entries[i];
    if (e->kind == kind && !strcmp(e->space, space) && !strcmp(e->target, target)) return i;
  }
  return -1;
}

int psyInvokeAbiFindCma(const PsyInvokeAbi *abi, PsyAbiKind kind, intptr_t op, int component) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == kind && abi->entries[i].arg == op &&
        abi->entries[i].component == component)
      return i;
  return -1;
}

int psyInvokeAbiFindRef(const PsyInvokeAbi *abi, PsyAbiKind kind, int component) {
  for (int i = abi->nargs; i < abi->nargs + abi->nextra; ++i)
    if (abi->entries[i].kind == kind && abi->entries[i].component == component) return i;
  return -1;
}

bool psyAbiKindIsIntMemref(PsyAbiKind kind) {
  return kind == PSY_ABI_MAP || kind == PSY_ABI_COLOUR_NCELLS || kind == PSY_ABI_CMAP ||
         kind == PSY_ABI_CELL_MAP || kind == PSY_ABI_CMA_BANDED_MAP ||
         kind == PSY_ABI_CMA_INDIRECTION_MAP || kind == PSY_ABI_ADJACENT_FACE ||
         kind == PSY_ABI_STENCIL_SIZES || kind == PSY_ABI_STENCIL_DOFMAP ||
         kind == PSY_ABI_ARRAY_DIMS;
}

bool psyAbiKindIsMemref(PsyAbiKind kind) {
  if (psyAbiKindIsIntMemref(kind)) return true;
  return kind == PSY_ABI_FIELD || kind == PSY_ABI_WEIGHTS_XY || kind == PSY_ABI_WEIGHTS_Z ||
         kind == PSY_ABI_BASIS || kind == PSY_ABI_DIFF_BASIS || kind == PSY_ABI_OP_STENCIL ||
         kind == PSY_ABI_CMA_MATRIX || kind == PSY_ABI_ARRAY || kind == PSY_ABI_WEIGHTS_XYZ ||
         kind == PSY_ABI_EVAL_BASIS || kind == PSY_ABI_EVAL_DIFF_BASIS ||
         kind == PSY_ABI_REF_NORMALS;
}
