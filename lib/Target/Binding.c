/* The Fortran binding module `<alg>_psy` (psy-c/Binding.h, docs/architecture.md).
 *
 * One subroutine per invoke, with PSyclone's name and arguments, that only marshals: it gets
 * each field's proxy, and from the proxies' function spaces and mesh what the invoke ABI
 * lists (nlayers, the cell count, ndf, undf and whole dofmaps), and calls the compiled
 * schedule through bind(C). It uses LFRic's public infrastructure API only -- the calls a
 * PSyclone-generated PSy layer makes -- so the same text compiles against LFRic and against
 * this project's runtime:
 *   f%get_proxy(); proxy%data, proxy%vspace; vspace%get_undf(), get_ndf(), get_nlayers(),
 *   get_ncell(), get_whole_dofmap(), get_mesh(), get_dim_space(), get_dim_space_diff();
 *   mesh%get_last_edge_cell(); qr%get_quadrature_proxy() (np_xy, np_z, weights_xy,
 *   weights_z) and qr%compute_function(basis | diff_basis, ...) for the basis arrays;
 *   op%get_proxy() (ncell_3d, local_stencil, and fs_to / fs_from for a space only the
 *   operator is on) for an LMA operator (operator_type, r_solver_operator_type,
 *   r_tran_operator_type: `x_type` with `x_proxy_type` in `x_mod`, as for fields);
 *   mesh%get_ncolours(), get_last_edge_cell_all_colours(), get_colour_map() for a coloured
 *   loop; coarse_mesh%get_mesh_map(fine_mesh), mesh_map%get_whole_cell_map(),
 *   get_ntarget_cells_per_source_x(), _y() for an inter-grid kernel;
 *   face and edge rules' proxies (np_xyz, nfaces | nedges, weights_xyz) and compute_function;
 *   vspace%get_nodes() and vspace%call_function(basis | diff_basis, df, xyz) for evaluators;
 *   mesh%get_reference_element(), its get_number_*_faces() and get_*normals_to_*(array),
 *   and mesh%get_adjacent_face() for reference-element and mesh properties;
 *   vspace%get_stencil_dofmap(STENCIL_*, extent) or get_stencil_2D_dofmap(STENCIL_2D_CROSS,
 *   extent), map%get_stencil_sizes(), get_whole_dofmap(), get_size() for a stencil;
 *   cma%get_proxy() (ncell_2d, columnwise_matrix, nrow .. gamma_p, column_banded_dofmap_to/
 *   _from, indirection_dofmap_to/_from) for a column-wise operator.
 * A field's Fortran type is its declaration's in the algorithm (field_type,
 * r_solver_field_type, integer_field_type, ...); without one (a structure component), LFRic's
 * default for its element type. Its proxy type and module follow LFRic's naming:
 * `x_type` -> `x_proxy_type` in `x_mod`. */
#include "BindingInternal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../Frontend/Common.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

char *psyBindingSymbol(const char *psyModule, MlirStringRef invoke) {
  return psyFormat("%s_%.*s", psyModule, (int)invoke.length, invoke.data);
}

int psyAbiEntryParams(const PsyAbiEntry *e) {
  return e->kind == PSY_ABI_RESULT ? 0 : psyAbiKindIsMemref(e->kind) ? 5 : 1;
}

/* ==== Names ================================================================================ */

/* The names of one subroutine: unique, case-insensitively, as Fortran's are. */
typedef struct {
  char **names;
  int n, cap;
} Names;

static bool taken(const Names *t, const char *s) {
  for (int i = 0; i < t->n; ++i)
    if (!strcasecmp(t->names[i], s)) return true;
  return false;
}

/* `want`, or `want_2`, `want_3`, ... if taken; owned by the table. */
static const char *unique(Names *t, const char *want) {
  char *s = psyXstrdup(want);
  for (int k = 2; taken(t, s); ++k) free(s), s = psyFormat("%s_%d", want, k);
  t->names = psyGrow(t->names, t->n, &t->cap, sizeof *t->names);
  return t->names[t->n++] = s;
}

static void namesFree(Names *t) {
  for (int i = 0; i < t->n; ++i) free(t->names[i]);
  free(t->names);
}

/* What the subroutine's own scope already names: the used modules' entities. */
static const char *const kReserved[] = {
    "c_loc", "c_int32_t", "c_int64_t", "c_double", "c_float", "c_bool", "c_ptr", "i_def",
    "l_def", "mesh_type", "r_def", "basis", "diff_basis", "quadrature_xyoz_type",
    "quadrature_xyoz_proxy_type", "operator_type", "operator_proxy_type",
    /* LMA operators of other kinds */
    "r_solver", "r_tran", "r_solver_operator_type", "r_solver_operator_proxy_type",
    "r_tran_operator_type", "r_tran_operator_proxy_type",
    /* column-wise operators */
    "columnwise_operator_type", "columnwise_operator_proxy_type",
    /* face and edge rules, evaluators, reference element */
    "quadrature_face_type", "quadrature_face_proxy_type", "quadrature_edge_type",
    "quadrature_edge_proxy_type", "reference_element_type", NULL};

/* ==== The algorithm's declarations ========================================================= */

/* The algorithm's text of argument `i` (or of result `i`) of invoke function `func`. */
static MlirStringRef algText(MlirOperation func, intptr_t i, bool result) {
  MlirAttribute args = mlirOperationGetAttributeByName(func, ref("psy.alg_args"));
  MlirAttribute res = mlirOperationGetAttributeByName(func, ref("psy.alg_results"));
  intptr_t nres = !mlirAttributeIsNull(res) && mlirAttributeIsAArray(res)
                      ? mlirArrayAttrGetNumElements(res) : 0;
  intptr_t at = 0, r = 0;
  for (intptr_t k = 0; !mlirAttributeIsNull(args) && k < mlirArrayAttrGetNumElements(args); ++k) {
    MlirStringRef s = mlirStringAttrGetValue(mlirArrayAttrGetElement(args, k));
    bool isRes = false;
    for (intptr_t j = 0; j < nres && !isRes; ++j)
      isRes = mlirStringRefEqual(mlirStringAttrGetValue(mlirArrayAttrGetElement(res, j)), s);
    if (isRes ? (result && r++ == i) : (!result && at++ == i)) return s;
  }
  return ref("");
}

/* The scope of the invoke call at `loc` in `u`; 0 (the file) if it is not found. */
static int invokeScope(const PsyFUnit *u, MlirLocation loc) {
  MlirStringRef file;
  unsigned line, col;
  if (!psyLocationGetFilePos(loc, &file, &line, &col)) return 0;
  for (int i = 0; i < u->ninvokes; ++i)
    if (u->invokes[i].loc.line == (int)line && u->invokes[i].loc.col == (int)col)
      return u->invokes[i].scope;
  return 0;
}

/* The declaration of the variable `text` names (`f`, `f(2)`), searched from `scope` out;
 * NULL for a structure component or an undeclared name. */
static const PsyFDecl *findDecl(const PsyFUnit *u, int scope, MlirStringRef text) {
  size_t n = 0;
  while (n < text.length && text.data[n] != '(' && text.data[n] != '%' && text.data[n] != ' ')
    ++n;
  if (memchr(text.data, '%', text.length)) return NULL;
  for (int s = scope; s >= 0; s = s ? u->scopes[s].parent : -1)
    for (int i = u->ndecls - 1; i >= 0; --i)
      if (u->decls[i].scope == s && strlen(u->decls[i].name) == n &&
          !strncasecmp(u->decls[i].name, text.data, n))
        return &u->decls[i];
  return NULL;
}

static bool endsWith(const char *s, const char *sfx) {
  size_t n = strlen(s), k = strlen(sfx);
  return n >= k && !strcasecmp(s + n - k, sfx);
}

/* The Fortran type of a field argument (heap): its declaration's, or LFRic's default. */
static char *fieldTypeName(const PsyBindingOptions *o, int scope, MlirStringRef text, MlirType t) {
  const PsyFDecl *d = o->unit ? findDecl(o->unit, scope, text) : NULL;
  if (d && d->typeName && endsWith(d->typeName, "field_type")) return psyLowerDup(d->typeName);
  MlirType elt = psyTypeGetElementType(t);
  return psyXstrdup(mlirTypeIsAF32(elt) ? "r_solver_field_type"
                    : mlirTypeIsAInteger(elt) ? "integer_field_type" : "field_type");
}

/* The Fortran type of an LMA operator argument (heap): its declaration's (operator_type,
 * r_solver_operator_type, r_tran_operator_type), or LFRic's default for its element type. */
static char *operatorTypeName(const PsyBindingOptions *o, int scope, MlirStringRef text,
                              MlirType t) {
  const PsyFDecl *d = o->unit ? findDecl(o->unit, scope, text) : NULL;
  if (d && d->typeName && endsWith(d->typeName, "operator_type") &&
      !endsWith(d->typeName, "columnwise_operator_type"))
    return psyLowerDup(d->typeName);
  return psyXstrdup(mlirTypeIsAF32(psyTypeGetElementType(t)) ? "r_solver_operator_type"
                                                              : "operator_type");
}

/* The real kind of an LMA operator's data (heap): the prefix of `x_operator_type`, r_def for
 * the plain operator_type. */
static char *operatorKind(const char *type) {
  size_t n = strlen(type) - strlen("_operator_type");
  return strcasecmp(type, "operator_type") ? psyFormat("%.*s", (int)n, type)
                                           : psyXstrdup("r_def");
}

/* `x_type` -> `x<suffix>` (heap): the proxy type and the module of a field type. */
static char *renameType(const char *type, const char *suffix) {
  size_t n = strlen(type) - strlen("_type");
  return psyFormat("%.*s%s", (int)n, type, suffix);
}

/* ==== One invoke's subroutine ================================================================ */

typedef struct {
  MlirOperation func;
  const PsyBindingOptions *opts;
  PsyInvokeAbi abi;
  Names names;
  intptr_t nargs;
  int nres;
  const char **dummy;    /* per argument */
  const char **proxy;    /* per field or quadrature rule argument; NULL for scalars */
  char **ftype;          /* per field or LMA operator argument: its Fortran type (heap) */
  const char **tmp;      /* per logical scalar: its logical(c_bool) copy */
  const char **res;      /* per result */
  const char **local;    /* per ABI entry: the extra's local variable */
  const char **obj;      /* per STENCIL_SIZES entry: its stencil map object */
  const char *mesh;      /* the mesh pointer, if a domain kernel or a reference-element or
                            mesh property needs one */
  const char **aux;      /* per ABI entry: EVAL_*: the target's nodes pointer */
  const char *dfNodal, *dfBasis; /* evaluators' loop counters */
  const char *refElem;   /* the reference element pointer, if a kernel needs one */
  const char *schedule;  /* the interface's name */
  char *symbol;
  PsyStrBuf *out;
} Sub;

static void emit(Sub *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void emit(Sub *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(s->out, fmt, ap);
  va_end(ap);
}

static const char *cType(MlirType t) {
  if (mlirTypeIsAF64(t)) return "real(kind=c_double)";
  if (mlirTypeIsAF32(t)) return "real(kind=c_float)";
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1) return "logical(kind=c_bool)";
  return "integer(kind=c_int32_t)";
}

static bool isLogical(MlirType t) {
  return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1;
}

static MlirType argType(const Sub *s, intptr_t i) {
  return mlirValueGetType(mlirBlockGetArgument(entryBlock(s->func), i));
}

static bool isField(MlirType t) { return psyTypeIsAField(t) || psyTypeIsAFieldVector(t); }

static bool isRule(MlirType t) { return psyTypeIsAQr(t); }

/* LFRic's name of a rule's type, less `_type`: quadrature_xyoz, _face or _edge. */
static const char *ruleName(MlirType t) {
  MlirStringRef shape = psyQrTypeGetShape(t);
  return mlirStringRefEqual(shape, ref("gh_quadrature_face"))   ? "quadrature_face"
         : mlirStringRefEqual(shape, ref("gh_quadrature_edge")) ? "quadrature_edge"
                                                                : "quadrature_xyoz";
}

/* Whether the ABI has an entry of a kind in [lo, hi]. */
static bool hasKinds(const Sub *s, PsyAbiKind lo, PsyAbiKind hi) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e)
    if (s->abi.entries[e].kind >= lo && s->abi.entries[e].kind <= hi) return true;
  return false;
}

static bool hasEval(const Sub *s) {
  return hasKinds(s, PSY_ABI_EVAL_BASIS, PSY_ABI_EVAL_DIFF_BASIS);
}

static bool hasRef(const Sub *s) { return hasKinds(s, PSY_ABI_NFACES_RE, PSY_ABI_ADJACENT_FACE); }

static bool isOperator(MlirType t) { return psyTypeIsAnOperator(t); }

static bool isCma(MlirType t) { return psyTypeIsAColumnwiseOperator(t); }

static bool hasOperator(const Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i)
    if (isOperator(argType(s, i)) || isCma(argType(s, i))) return true;
  return false;
}

static bool hasRule(const Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i)
    if (isRule(argType(s, i))) return true;
  return false;
}

/* Whether the subroutine declares r_def data of its own: basis arrays, weights, normals. */
static bool bringsRdef(const Sub *s) { return hasRule(s) || hasEval(s) || hasRef(s); }

/* Evaluators' nodes pointers and loop counters; the mesh and reference element pointers. */
static void nameEvalRef(Sub *s) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    if (a->kind != PSY_ABI_EVAL_BASIS && a->kind != PSY_ABI_EVAL_DIFF_BASIS) continue;
    for (int f = s->abi.nargs; f < e && !s->aux[e]; ++f) /* one per target space */
      if (s->aux[f] && !strcmp(s->abi.entries[f].target, a->target)) s->aux[e] = s->aux[f];
    if (s->aux[e]) continue;
    char *n = psyFormat("nodes_%s", a->target);
    s->aux[e] = unique(&s->names, n);
    free(n);
  }
  if (hasEval(s)) {
    s->dfNodal = unique(&s->names, "df_nodal");
    s->dfBasis = unique(&s->names, "df_basis");
  }
  if (!hasRef(s)) return;
  if (!s->mesh) s->mesh = unique(&s->names, "mesh");
  s->refElem = unique(&s->names, "reference_element");
}

static void reserveStencilNames(Sub *s);
static void nameStencilObjects(Sub *s);

static void nameAll(Sub *s) {
  for (const char *const *r = kReserved; *r; ++r) unique(&s->names, *r);
  reserveStencilNames(s);
  int scope = s->opts->unit ? invokeScope(s->opts->unit, mlirOperationGetLocation(s->func)) : 0;
  for (intptr_t i = 0; i < s->nargs; ++i) {
    char *n = psyInvokeArgName(s->func, i);
    s->dummy[i] = unique(&s->names, n);
    free(n);
    MlirType t = argType(s, i);
    if (isField(t)) s->ftype[i] = fieldTypeName(s->opts, scope, algText(s->func, i, false), t);
    if (isOperator(t))
      s->ftype[i] = operatorTypeName(s->opts, scope, algText(s->func, i, false), t);
    if (isCma(t)) s->ftype[i] = psyXstrdup("columnwise_operator_type");
  }
  for (int i = 0; i < s->nres; ++i) {
    char *n = psyFortranName(algText(s->func, i, true));
    s->res[i] = unique(&s->names, n);
    free(n);
  }
  for (intptr_t i = 0; i < s->nargs; ++i) {
    MlirType t = argType(s, i);
    bool proxied = isField(t) || isRule(t) || isOperator(t) || isCma(t);
    char *n = psyFormat("%s_%s", s->dummy[i], proxied ? "proxy" : "c");
    if (proxied) s->proxy[i] = unique(&s->names, n);
    else if (isLogical(argType(s, i))) s->tmp[i] = unique(&s->names, n);
    free(n);
  }
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    s->local[e] = unique(&s->names, s->abi.entries[e].name);
    if (s->abi.entries[e].kind == PSY_ABI_NCELL_2D_NO_HALOS) s->mesh = unique(&s->names, "mesh");
    if (s->abi.entries[e].kind == PSY_ABI_NCOLOUR && !s->mesh) s->mesh = unique(&s->names, "mesh");
  }
  nameEvalRef(s);
  nameStencilObjects(s);
  s->schedule = unique(&s->names, "psy_schedule");
}

/* The proxy of component `k` of field argument `i`. */
static char *proxyOf(const Sub *s, intptr_t i, int k) {
  return psyTypeIsAFieldVector(argType(s, i)) ? psyFormat("%s(%d)", s->proxy[i], k + 1)
                                              : psyXstrdup(s->proxy[i]);
}

/* ==== Stencils ============================================================================== */

/* A stencil's entries (STENCIL_SIZES, STENCIL_DOFMAP, STENCIL_MAX, in that order) come from
 * one stencil map object, as in a PSyclone PSy layer:
 *   map => f_proxy%vspace%get_stencil_dofmap(STENCIL_CROSS, extent)
 *   (xory1d: STENCIL_1DX if direction == x_direction, STENCIL_1DY if y_direction)
 *   map => f_proxy%vspace%get_stencil_2D_dofmap(STENCIL_2D_CROSS, extent)     (cross2d)
 *   sizes => map%get_stencil_sizes(); dofmap => map%get_whole_dofmap()
 *   max = map%get_size()        (cross2d: the max branch length, extent + 1) */

static bool isStencilEntry(PsyAbiKind k) {
  return k == PSY_ABI_STENCIL_SIZES || k == PSY_ABI_STENCIL_DOFMAP || k == PSY_ABI_STENCIL_MAX;
}

/* Whether the invoke has a stencil of shape `shape` (PSY_STENCIL_NONE: of any shape). */
static bool hasStencil(const Sub *s, int shape) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e)
    if (s->abi.entries[e].kind == PSY_ABI_STENCIL_SIZES &&
        (shape == PSY_STENCIL_NONE || s->abi.entries[e].stencil == shape))
      return true;
  return false;
}

/* The names the stencil modules bring into the subroutine's scope. */
static void reserveStencilNames(Sub *s) {
  static const char *const kNames[] = {
      "stencil_dofmap_type", "stencil_2d_dofmap_type", "stencil_cross", "stencil_region",
      "stencil_1dx", "stencil_1dy", "stencil_2d_cross", "x_direction", "y_direction", NULL};
  if (!hasStencil(s, PSY_STENCIL_NONE)) return;
  for (const char *const *r = kNames; *r; ++r) unique(&s->names, *r);
}

static void nameStencilObjects(Sub *s) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e)
    if (s->abi.entries[e].kind == PSY_ABI_STENCIL_SIZES) {
      char *n = psyFormat("%s_map", s->abi.entries[e].name + strlen("stencil_size_"));
      s->obj[e] = unique(&s->names, n);
      free(n);
    }
}

static void writeStencilUses(Sub *s) {
  bool x = hasStencil(s, PSY_STENCIL_X1D) || hasStencil(s, PSY_STENCIL_XORY1D);
  bool y = hasStencil(s, PSY_STENCIL_Y1D) || hasStencil(s, PSY_STENCIL_XORY1D);
  bool cross = hasStencil(s, PSY_STENCIL_CROSS), region = hasStencil(s, PSY_STENCIL_REGION);
  if (x || y || cross || region)
    emit(s, "    use stencil_dofmap_mod, only: stencil_dofmap_type%s%s%s%s\n",
         x ? ", STENCIL_1DX" : "", y ? ", STENCIL_1DY" : "", cross ? ", STENCIL_CROSS" : "",
         region ? ", STENCIL_REGION" : "");
  if (hasStencil(s, PSY_STENCIL_XORY1D))
    emit(s, "    use flux_direction_mod, only: x_direction, y_direction\n");
  if (hasStencil(s, PSY_STENCIL_CROSS2D))
    emit(s, "    use stencil_2D_dofmap_mod, only: stencil_2D_dofmap_type, STENCIL_2D_CROSS\n");
}

static void declareStencil(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  bool c2 = a->stencil == PSY_STENCIL_CROSS2D;
  if (a->kind == PSY_ABI_STENCIL_SIZES) {
    emit(s, "    type(stencil_%sdofmap_type), pointer :: %s => null()\n", c2 ? "2D_" : "",
         s->obj[e]);
    emit(s, "    integer(kind=i_def), pointer :: %s(%s) => null()\n", s->local[e],
         c2 ? ":,:" : ":");
  } else if (a->kind == PSY_ABI_STENCIL_DOFMAP) {
    emit(s, "    integer(kind=i_def), pointer :: %s(%s) => null()\n", s->local[e],
         c2 ? ":,:,:,:" : ":,:,:");
  } else {
    emit(s, "    integer(kind=i_def) :: %s\n", s->local[e]);
  }
}

/* An extent or a direction: the invoke's dummy argument, or the literal (heap). */
static char *stencilValue(const Sub *s, intptr_t arg, long literal) {
  return arg >= 0 ? psyXstrdup(s->dummy[arg]) : psyFormat("%ld", literal);
}

/* `obj => proxy%vspace%get_stencil_dofmap(shape, extent)`, per direction for xory1d. */
static void writeStencilMap(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  char *p = proxyOf(s, a->arg, 0), *ext = stencilValue(s, a->extentArg, a->extent);
  if (a->stencil == PSY_STENCIL_XORY1D) {
    char *dir = stencilValue(s, a->dirArg, a->dir);
    for (int k = 0; k < 2; ++k)
      emit(s, "    if (%s == %s_direction) %s => &\n        %s%%vspace%%get_stencil_dofmap("
           "STENCIL_1D%s, %s)\n", dir, k ? "y" : "x", s->obj[e], p, k ? "Y" : "X", ext);
    free(dir);
  } else if (a->stencil == PSY_STENCIL_CROSS2D) {
    emit(s, "    %s => %s%%vspace%%get_stencil_2D_dofmap(STENCIL_2D_CROSS, %s)\n", s->obj[e], p,
         ext);
  } else {
    const char *shape = a->stencil == PSY_STENCIL_X1D ? "1DX"
                        : a->stencil == PSY_STENCIL_Y1D ? "1DY"
                        : a->stencil == PSY_STENCIL_CROSS ? "CROSS" : "REGION";
    emit(s, "    %s => %s%%vspace%%get_stencil_dofmap(STENCIL_%s, %s)\n", s->obj[e], p, shape,
         ext);
  }
  free(p);
  free(ext);
}

/* A stencil map covers the cells whose stencils stay inside the halo; without distributed
 * memory a cell loop runs over every cell, so on a mesh with halo rings its last cells would
 * read past the map: stop with a message instead. */
static void writeStencilGuard(Sub *s, int e) {
  int n = psyInvokeAbiFind(&s->abi, PSY_ABI_NCELLS);
  if (n < 0) return;
  emit(s, "    if (size(%s, %d) < %s) error stop &\n"
          "        'psy-mlir: the %s stencil map of ' // &\n        '%s' // &\n"
          "        ' covers fewer cells than the loop (a mesh with a halo needs distributed "
          "memory)'\n",
       s->local[e], s->abi.entries[e].stencil == PSY_STENCIL_CROSS2D ? 2 : 1, s->local[n],
       psyVocabName(PSY_VOCAB_STENCIL, s->abi.entries[e].stencil), s->dummy[s->abi.entries[e].arg]);
}

static void writeStencilExtra(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  int sizes = a->kind == PSY_ABI_STENCIL_SIZES ? e : a->kind == PSY_ABI_STENCIL_DOFMAP ? e - 1
                                                                                         : e - 2;
  if (a->kind == PSY_ABI_STENCIL_SIZES) {
    writeStencilMap(s, e);
    emit(s, "    %s => %s%%get_stencil_sizes()\n", s->local[e], s->obj[e]);
    writeStencilGuard(s, e);
  } else if (a->kind == PSY_ABI_STENCIL_DOFMAP) {
    emit(s, "    %s => %s%%get_whole_dofmap()\n", s->local[e], s->obj[sizes]);
  } else if (a->stencil == PSY_STENCIL_CROSS2D) {
    char *ext = stencilValue(s, a->extentArg, a->extent);
    emit(s, "    %s = %s + 1_i_def\n", s->local[e], ext);
    free(ext);
  } else {
    emit(s, "    %s = %s%%get_size()\n", s->local[e], s->obj[sizes]);
  }
}

/* The first element of a stencil array, whose address the memref takes. */
static const char *stencilFirst(const PsyAbiEntry *a) {
  bool c2 = a->stencil == PSY_STENCIL_CROSS2D;
  if (a->kind == PSY_ABI_STENCIL_SIZES) return c2 ? "(1,1)" : "(1)";
  return c2 ? "(1,1,1,1)" : "(1,1,1)";
}


/* `subroutine name(args)`: PSyclone's arguments, the algorithm's order (psy.alg_args). */
static void writeHeader(Sub *s) {
  MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
  emit(s, "  subroutine %.*s(", (int)name.length, name.data);
  MlirAttribute args = mlirOperationGetAttributeByName(s->func, ref("psy.alg_args"));
  intptr_t n = mlirAttributeIsNull(args) ? 0 : mlirArrayAttrGetNumElements(args);
  intptr_t a = 0, r = 0;
  int col = 16 + (int)name.length;
  for (intptr_t k = 0; k < n; ++k) {
    MlirStringRef t = mlirStringAttrGetValue(mlirArrayAttrGetElement(args, k));
    bool isRes = false;
    for (int j = 0; j < s->nres && !isRes; ++j)
      isRes = mlirStringRefEqual(algText(s->func, j, true), t);
    const char *dummy = isRes ? s->res[r++] : s->dummy[a++];
    if (col + (int)strlen(dummy) > 90) emit(s, " &\n      "), col = 6;
    emit(s, "%s%s", dummy, k + 1 < n ? ", " : "");
    col += (int)strlen(dummy) + 2;
  }
  emit(s, ")\n");
}

/* The real kind of operator argument `i`'s data (heap): an LMA operator's from its type,
 * r_solver for a column-wise operator (LFRic's); NULL for anything else. */
static char *dataKind(const Sub *s, intptr_t i) {
  MlirType t = argType(s, i);
  return isOperator(t) ? operatorKind(s->ftype[i]) : isCma(t) ? psyXstrdup("r_solver") : NULL;
}

/* The real kinds of the operators' data, once each, unless a rule brings r_def. */
static void writeOperatorKinds(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) {
    char *k = dataKind(s, i);
    bool seen = !k || (bringsRdef(s) && !strcmp(k, "r_def"));
    for (intptr_t j = 0; j < i && !seen; ++j) {
      char *kj = dataKind(s, j);
      seen = kj && !strcmp(k, kj);
      free(kj);
    }
    if (!seen) emit(s, "    use constants_mod, only: %s\n", k);
    free(k);
  }
}

/* One use of each rule module the arguments need. */
static void writeRuleUses(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) {
    if (!isRule(argType(s, i))) continue;
    const char *r = ruleName(argType(s, i));
    bool seen = false;
    for (intptr_t j = 0; j < i && !seen; ++j)
      seen = isRule(argType(s, j)) && !strcmp(ruleName(argType(s, j)), r);
    if (!seen) emit(s, "    use %s_mod, only: %s_type, %s_proxy_type\n", r, r, r);
  }
}

static void writeUses(Sub *s) {
  emit(s, "    use, intrinsic :: iso_c_binding, only: c_loc, c_int32_t, c_int64_t, c_double, &\n"
          "        c_float, c_bool\n");
  emit(s, "    use constants_mod, only: i_def, l_def\n");
  for (intptr_t i = 0; i < s->nargs; ++i) {
    if (!s->ftype[i]) continue;
    bool seen = false;
    for (intptr_t j = 0; j < i && !seen; ++j)
      seen = s->ftype[j] && !strcmp(s->ftype[j], s->ftype[i]);
    if (seen) continue;
    char *mod = renameType(s->ftype[i], "_mod"), *proxy = renameType(s->ftype[i], "_proxy_type");
    emit(s, "    use %s, only: %s, %s\n", mod, s->ftype[i], proxy);
    free(mod);
    free(proxy);
  }
  if (s->mesh) emit(s, "    use mesh_mod, only: mesh_type\n");
  if (bringsRdef(s)) emit(s, "    use constants_mod, only: r_def\n");
  if (hasOperator(s)) writeOperatorKinds(s);
  if (hasRule(s) || hasEval(s)) emit(s, "    use function_space_mod, only: basis, diff_basis\n");
  writeRuleUses(s);
  if (hasRef(s)) emit(s, "    use reference_element_mod, only: reference_element_type\n");
  writeStencilUses(s);
  emit(s, "    implicit none\n");
}

/* The colouring's locals, declared as PSyclone's PSy layer declares them; false for other
 * entries. */
static bool writeColourDeclaration(Sub *s, int e) {
  PsyAbiKind k = s->abi.entries[e].kind;
  if (k == PSY_ABI_COLOUR_NCELLS)
    emit(s, "    integer(kind=i_def), allocatable, target :: %s(:)\n", s->local[e]);
  else if (k == PSY_ABI_CMAP)
    emit(s, "    integer(kind=i_def), pointer :: %s(:,:) => null()\n", s->local[e]);
  return k == PSY_ABI_COLOUR_NCELLS || k == PSY_ABI_CMAP;
}

/* The colouring of the mesh of field argument `a->arg`: mesh%get_ncolours(),
 * get_last_edge_cell_all_colours() and get_colour_map(), as PSyclone's PSy layer gets them
 * for a coloured loop over owned cells; the mesh pointer is set with the first. */
static void writeColourExtra(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  if (a->kind == PSY_ABI_NCOLOUR) {
    char *p = proxyOf(s, a->arg, 0);
    emit(s, "    %s => %s%%vspace%%get_mesh()\n", s->mesh, p);
    emit(s, "    %s = %s%%get_ncolours()\n", s->local[e], s->mesh);
    free(p);
  } else if (a->kind == PSY_ABI_COLOUR_NCELLS) {
    emit(s, "    %s = %s%%get_last_edge_cell_all_colours()\n", s->local[e], s->mesh);
  } else {
    emit(s, "    %s => %s%%get_colour_map()\n", s->local[e], s->mesh);
  }
}

/* An inter-grid pair's values, as PSyclone's PSy layer gets them: from the coarse mesh's map
 * to the fine mesh (coarse_mesh%get_mesh_map(fine_mesh)) the whole cell map and the fine
 * cells per coarse cell, and each field's cell count. The meshes and the map are locals of a
 * block, so that each pair has its own without naming them in the subroutine's scope. */
static void writeInterGridExtra(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  if (a->kind == PSY_ABI_NCELL_F || a->kind == PSY_ABI_NCELL_C) {
    char *p = proxyOf(s, a->kind == PSY_ABI_NCELL_F ? a->arg : a->coarse, 0);
    emit(s, "    %s = %s%%vspace%%get_ncell()\n", s->local[e], p);
    free(p);
    return;
  }
  if (a->kind != PSY_ABI_CELL_MAP) return; /* NCPC_X, NCPC_Y: set with the cell map */
  char *f = proxyOf(s, a->arg, 0), *c = proxyOf(s, a->coarse, 0);
  const char *nx = s->local[psyInvokeAbiFindInterGrid(&s->abi, PSY_ABI_NCPC_X, a->arg, a->coarse)];
  const char *ny = s->local[psyInvokeAbiFindInterGrid(&s->abi, PSY_ABI_NCPC_Y, a->arg, a->coarse)];
  emit(s, "    block\n      use mesh_mod, only: mesh_type\n"
          "      use mesh_map_mod, only: mesh_map_type\n"
          "      type(mesh_type), pointer :: mesh_fine, mesh_coarse\n"
          "      type(mesh_map_type), pointer :: mmap\n");
  emit(s, "      mesh_fine => %s%%vspace%%get_mesh()\n", f);
  emit(s, "      mesh_coarse => %s%%vspace%%get_mesh()\n", c);
  emit(s, "      mmap => mesh_coarse%%get_mesh_map(mesh_fine)\n");
  emit(s, "      %s => mmap%%get_whole_cell_map()\n", s->local[e]);
  emit(s, "      %s = mmap%%get_ntarget_cells_per_source_x()\n", nx);
  emit(s, "      %s = mmap%%get_ntarget_cells_per_source_y()\n    end block\n", ny);
  free(f);
  free(c);
}


/* Whether evaluator entry `e` is the first to use its nodes pointer. */
static bool firstNodes(const Sub *s, int e) {
  for (int f = s->abi.nargs; f < e; ++f)
    if (s->aux[f] == s->aux[e]) return false;
  return true;
}

/* The local of a face or edge rule's, an evaluator's, a reference element's or a mesh
 * property's entry `e` (and an evaluator's nodes pointer). */
static void writeEvalRefDeclaration(Sub *s, int e) {
  switch (s->abi.entries[e].kind) {
  case PSY_ABI_WEIGHTS_XYZ:
    emit(s, "    real(kind=r_def), pointer :: %s(:,:) => null()\n", s->local[e]);
    break;
  case PSY_ABI_EVAL_BASIS:
  case PSY_ABI_EVAL_DIFF_BASIS:
    emit(s, "    real(kind=r_def), allocatable, target :: %s(:,:,:)\n", s->local[e]);
    if (firstNodes(s, e)) emit(s, "    real(kind=r_def), pointer :: %s(:,:) => null()\n", s->aux[e]);
    break;
  case PSY_ABI_REF_NORMALS:
    emit(s, "    real(kind=r_def), allocatable, target :: %s(:,:)\n", s->local[e]);
    break;
  case PSY_ABI_ADJACENT_FACE:
    emit(s, "    integer(kind=i_def), pointer :: %s(:,:) => null()\n", s->local[e]);
    break;
  default: emit(s, "    integer(kind=i_def) :: %s\n", s->local[e]); break;
  }
}

/* ":,:,..." for an assumed-shape array of rank `rank`, or "1,1,..." for its first element
 * (`first`); heap. */
static char *rankList(intptr_t rank, const char *each) {
  PsyStrBuf b = {0};
  for (intptr_t r = 0; r < rank; ++r) psyStrBufPrintf(&b, "%s%s", r ? "," : "", each);
  char *out = psyXstrdup(b.data ? b.data : "");
  psyStrBufFree(&b);
  return out;
}

static char *rankDims(intptr_t rank) { return rankList(rank, ":"); }

static void writeDeclarations(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) {
    MlirType t = argType(s, i);
    if (isField(t)) {
      int dim = psyTypeGetDim(t);
      char *d = psyTypeIsAFieldVector(t) ? psyFormat("(%d)", dim) : psyXstrdup("");
      emit(s, "    type(%s), intent(in) :: %s%s\n", s->ftype[i], s->dummy[i], d);
      free(d);
    } else if (isRule(t)) {
      emit(s, "    type(%s_type), intent(in) :: %s\n", ruleName(t), s->dummy[i]);
    } else if (isOperator(t) || isCma(t)) {
      emit(s, "    type(%s), intent(in) :: %s\n", s->ftype[i], s->dummy[i]);
    } else if (mlirTypeIsAMemRef(t)) { /* a scalar array: its address is passed */
      char *dims = rankDims(mlirShapedTypeGetRank(t));
      emit(s, "    %s, dimension(%s), contiguous, target, intent(in) :: %s\n",
           cType(mlirShapedTypeGetElementType(t)), dims, s->dummy[i]);
      free(dims);
    } else {
      emit(s, "    %s, intent(in) :: %s\n", isLogical(t) ? "logical(kind=l_def)" : cType(t),
           s->dummy[i]);
    }
  }
  for (int i = 0; i < s->nres; ++i)
    emit(s, "    %s, intent(out) :: %s\n", cType(s->abi.entries[s->abi.n - s->nres + i].type),
         s->res[i]);
  for (intptr_t i = 0; i < s->nargs; ++i) {
    MlirType t = argType(s, i);
    if (s->proxy[i] && isRule(t)) {
      emit(s, "    type(%s_proxy_type) :: %s\n", ruleName(t), s->proxy[i]);
    } else if (s->proxy[i] && (isOperator(t) || isCma(t))) {
      char *p = renameType(s->ftype[i], "_proxy_type");
      emit(s, "    type(%s) :: %s\n", p, s->proxy[i]);
      free(p);
    } else if (s->proxy[i]) {
      char *p = renameType(s->ftype[i], "_proxy_type");
      char *d = psyTypeIsAFieldVector(t) ? psyFormat("(%d)", psyTypeGetDim(t)) : psyXstrdup("");
      emit(s, "    type(%s) :: %s%s\n", p, s->proxy[i], d);
      free(p);
      free(d);
    } else if (s->tmp[i]) {
      emit(s, "    logical(kind=c_bool) :: %s\n", s->tmp[i]);
    }
  }
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    PsyAbiKind k = s->abi.entries[e].kind;
    if (k == PSY_ABI_OP_STENCIL || k == PSY_ABI_CMA_MATRIX) { /* of the operator's kind */
      char *kind = dataKind(s, s->abi.entries[e].arg);
      emit(s, "    real(kind=%s), pointer :: %s(:,:,:) => null()\n", kind, s->local[e]);
      free(kind);
      continue;
    }
    if (writeColourDeclaration(s, e)) continue;
    if (s->abi.entries[e].kind == PSY_ABI_CELL_MAP) {
      emit(s, "    integer(kind=i_def), pointer :: %s(:,:,:) => null()\n", s->local[e]);
      continue;
    }
    if (k == PSY_ABI_ARRAY_DIMS) { /* scalar arrays */
      emit(s, "    integer(kind=i_def), target :: %s(%d)\n", s->local[e],
           s->abi.entries[e].component);
      continue;
    }
    if (k == PSY_ABI_ARRAY) continue; /* the dummy argument itself */
    if (k == PSY_ABI_CMA_BANDED_MAP || k == PSY_ABI_CMA_INDIRECTION_MAP) {
      emit(s, "    integer(kind=i_def), pointer :: %s(:%s) => null()\n", s->local[e],
           k == PSY_ABI_CMA_BANDED_MAP ? ",:" : "");
      continue;
    }
    if (k >= PSY_ABI_NP_XYZ && k <= PSY_ABI_ADJACENT_FACE) {
      writeEvalRefDeclaration(s, e);
      continue;
    }
    if (isStencilEntry(k)) {
      declareStencil(s, e);
      continue;
    }
    emit(s, k == PSY_ABI_MAP ? "    integer(kind=i_def), pointer :: %s(:,:) => null()\n"
            : k == PSY_ABI_WEIGHTS_XY || k == PSY_ABI_WEIGHTS_Z
                ? "    real(kind=r_def), pointer :: %s(:) => null()\n"
            : k == PSY_ABI_BASIS || k == PSY_ABI_DIFF_BASIS
                ? "    real(kind=r_def), allocatable, target :: %s(:,:,:,:)\n"
            : k == PSY_ABI_OP_STENCIL ? "    real(kind=r_def), pointer :: %s(:,:,:) => null()\n"
                : "    integer(kind=i_def) :: %s\n", s->local[e]);
  }
  if (s->mesh) emit(s, "    type(mesh_type), pointer :: %s => null()\n", s->mesh);
  if (s->dfNodal) emit(s, "    integer(kind=i_def) :: %s, %s\n", s->dfNodal, s->dfBasis);
  if (s->refElem)
    emit(s, "    class(reference_element_type), pointer :: %s => null()\n", s->refElem);
}

/* The interface of the compiled schedule: the ABI's entries as C values. */
static void writeInterface(Sub *s) {
  emit(s, "    interface\n      subroutine %s(", s->schedule);
  int n = 0;
  for (int e = 0; e < s->abi.n; ++e) n += s->abi.entries[e].kind == PSY_ABI_RESULT ? 1
                                           : psyAbiEntryParams(&s->abi.entries[e]);
  for (int k = 1; k <= n; ++k) /* x1, x2, ...: twelve a line */
    emit(s, "%sx%d", k == 1 ? "" : k % 12 == 1 ? ", &\n          " : ", ", k);
  emit(s, ") &\n          bind(C, name='%s')\n", s->symbol);
  emit(s, "        use, intrinsic :: iso_c_binding, only: c_ptr, c_int32_t, c_int64_t, "
          "c_double, &\n            c_float, c_bool\n");
  int x = 1;
  for (int e = 0; e < s->abi.n; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    if (psyAbiKindIsMemref(a->kind)) {
      emit(s, "        type(c_ptr), value :: x%d, x%d\n", x, x + 1);
      emit(s, "        integer(kind=c_int64_t), value :: x%d, x%d, x%d\n", x + 2, x + 3, x + 4);
      x += 5;
    } else if (a->kind == PSY_ABI_SCALAR) {
      emit(s, "        %s, value :: x%d\n", cType(a->type), x++);
    } else if (a->kind == PSY_ABI_RESULT) {
      emit(s, "        %s, intent(out) :: x%d\n", cType(a->type), x++);
    } else {
      emit(s, "        integer(kind=c_int32_t), value :: x%d\n", x++);
    }
  }
  emit(s, "      end subroutine %s\n    end interface\n", s->schedule);
}

static void writeProxies(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) {
    if (s->tmp[i]) emit(s, "    %s = %s\n", s->tmp[i], s->dummy[i]);
    if (!s->proxy[i]) continue;
    MlirType t = argType(s, i);
    if (isRule(t) || isOperator(t) || isCma(t)) {
      emit(s, "    %s = %s%%get_%sproxy()\n", s->proxy[i], s->dummy[i],
           isRule(t) ? "quadrature_" : "");
      continue;
    }
    for (int k = 0; k < psyTypeGetDim(t); ++k) {
      char *p = proxyOf(s, i, k);
      if (psyTypeIsAFieldVector(t))
        emit(s, "    %s = %s(%d)%%get_proxy()\n", p, s->dummy[i], k + 1);
      else
        emit(s, "    %s = %s%%get_proxy()\n", p, s->dummy[i]);
      free(p);
    }
  }
}

/* The function space that provides ABI entry `a` (heap): its field's `x_proxy%vspace`, or
 * for an LMA operator provider `op_proxy%fs_to` (`fs_from` for component 1). */
static char *spaceOf(const Sub *s, const PsyAbiEntry *a) {
  if (isOperator(argType(s, a->arg)) || isCma(argType(s, a->arg)))
    return psyFormat("%s%%fs_%s", s->proxy[a->arg], a->component ? "from" : "to");
  char *p = proxyOf(s, a->arg, 0);
  char *v = psyFormat("%s%%vspace", p);
  free(p);
  return v;
}

/* A rule's point counts and weights, from its proxy. */
static void writeRuleExtra(Sub *s, int e) {
  static const char *const kMember[] = {
      [PSY_ABI_NP_XY] = "np_xy", [PSY_ABI_NP_Z] = "np_z", [PSY_ABI_WEIGHTS_XY] = "weights_xy",
      [PSY_ABI_WEIGHTS_Z] = "weights_z"};
  const PsyAbiEntry *a = &s->abi.entries[e];
  bool ptr = a->kind == PSY_ABI_WEIGHTS_XY || a->kind == PSY_ABI_WEIGHTS_Z;
  emit(s, "    %s %s %s%%%s\n", s->local[e], ptr ? "=>" : "=", s->proxy[a->qr], kMember[a->kind]);
}

/* A basis array on a rule, as LFRic's PSy layer computes it: allocated to (dim, ndf, np_xy,
 * np_z) and filled by the rule's compute_function for the field's function space. */
static void writeBasisExtra(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  bool diff = a->kind == PSY_ABI_DIFF_BASIS;
  const char *ndf = NULL;
  for (int i = s->abi.nargs; i < s->abi.nargs + s->abi.nextra && !ndf; ++i)
    if (s->abi.entries[i].kind == PSY_ABI_NDF && !strcmp(s->abi.entries[i].space, a->space))
      ndf = s->local[i];
  bool xyoz = psyInvokeAbiFindQr(&s->abi, PSY_ABI_NP_XY, a->qr, NULL) >= 0;
  PsyAbiKind n2 = psyInvokeAbiFindQr(&s->abi, PSY_ABI_NFACES, a->qr, NULL) >= 0 ? PSY_ABI_NFACES
                                                                               : PSY_ABI_NEDGES;
  const char *npxy = /* a face or edge rule: np_xyz, nfaces | nedges */
      s->local[psyInvokeAbiFindQr(&s->abi, xyoz ? PSY_ABI_NP_XY : PSY_ABI_NP_XYZ, a->qr, NULL)];
  const char *npz = s->local[psyInvokeAbiFindQr(&s->abi, xyoz ? PSY_ABI_NP_Z : n2, a->qr, NULL)];
  char *p = spaceOf(s, a);
  char *dim = psyFormat("%s%%get_dim_space%s()", p, diff ? "_diff" : "");
  emit(s, "    allocate(%s(%s, &\n        %s, %s, %s))\n", s->local[e], dim, ndf, npxy, npz);
  emit(s, "    call %s%%compute_function(%s, %s, &\n        %s, %s, %s)\n",
       s->dummy[a->qr], diff ? "diff_basis" : "basis", p, dim, ndf, s->local[e]);
  free(dim);
  free(p);
}

/* A column-wise operator's ncell_2d, matrix, size or dofmap: its proxy's member. */
static void writeColumnwiseExtra(Sub *s, int e) {
  static const char *const kSize[7] = {"nrow", "ncol", "bandwidth", "alpha", "beta", "gamma_m",
                                       "gamma_p"};
  const PsyAbiEntry *a = &s->abi.entries[e];
  const char *dir = a->component ? "from" : "to";
  char *member = a->kind == PSY_ABI_CMA_NCELL_2D ? psyXstrdup("ncell_2d")
                 : a->kind == PSY_ABI_CMA_MATRIX ? psyXstrdup("columnwise_matrix")
                 : a->kind == PSY_ABI_CMA_SIZE ? psyXstrdup(kSize[a->component])
                 : a->kind == PSY_ABI_CMA_BANDED_MAP ? psyFormat("column_banded_dofmap_%s", dir)
                                                     : psyFormat("indirection_dofmap_%s", dir);
  bool ptr = a->kind != PSY_ABI_CMA_NCELL_2D && a->kind != PSY_ABI_CMA_SIZE;
  emit(s, "    %s %s %s%%%s\n", s->local[e], ptr ? "=>" : "=", s->proxy[a->arg], member);
  free(member);
}

/* An evaluator, as LFRic's PSy layer computes it: the basis of the field's space at each
 * node of the target space, from get_nodes() and call_function(). */
static void writeEvalExtra(Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  const char *ndf = NULL, *ndfT = NULL;
  for (int i = s->abi.nargs; i < s->abi.nargs + s->abi.nextra; ++i) {
    const PsyAbiEntry *n = &s->abi.entries[i];
    if (n->kind == PSY_ABI_NDF && !strcmp(n->space, a->space)) ndf = s->local[i];
    if (n->kind == PSY_ABI_NDF && !strcmp(n->space, a->target)) ndfT = s->local[i];
  }
  bool diff = a->kind == PSY_ABI_EVAL_DIFF_BASIS;
  char *p = proxyOf(s, a->arg, 0), *t = proxyOf(s, a->qr, 0);
  if (firstNodes(s, e)) emit(s, "    %s => %s%%vspace%%get_nodes()\n", s->aux[e], t);
  emit(s, "    allocate(%s(%s%%vspace%%get_dim_space%s(), %s, %s))\n", s->local[e], p,
       diff ? "_diff" : "", ndf, ndfT);
  emit(s, "    do %s = 1, %s\n      do %s = 1, %s\n", s->dfNodal, ndfT, s->dfBasis, ndf);
  emit(s, "        %s(:, %s, %s) = &\n            %s%%vspace%%call_function(%s, %s, %s(:, %s))\n",
       s->local[e], s->dfBasis, s->dfNodal, p, diff ? "diff_basis" : "basis", s->dfBasis,
       s->aux[e], s->dfNodal);
  emit(s, "      end do\n    end do\n");
  free(p);
  free(t);
}

/* A reference-element count or normals, or adjacent_face, from the mesh (got first). */
static void writeRefExtra(Sub *s, int e, bool first) {
  static const char *const kCount[3] = {"get_number_horizontal_faces()",
                                        "get_number_vertical_faces()", "get_number_faces()"};
  const PsyAbiEntry *a = &s->abi.entries[e];
  if (first) {
    char *p = proxyOf(s, a->arg, 0);
    emit(s, "    %s => %s%%vspace%%get_mesh()\n", s->mesh, p);
    emit(s, "    %s => %s%%get_reference_element()\n", s->refElem, s->mesh);
    free(p);
  }
  if (a->kind == PSY_ABI_NFACES_RE)
    emit(s, "    %s = %s%%%s\n", s->local[e], s->refElem, kCount[a->component]);
  else if (a->kind == PSY_ABI_REF_NORMALS)
    emit(s, "    call %s%%get_%s(%s)\n", s->refElem, a->name, s->local[e]);
  else
    emit(s, "    %s => %s%%get_adjacent_face()\n", s->local[e], s->mesh);
}

/* A face or edge rule's point count, face or edge count and weights, from its proxy. */
static void writePointRuleExtra(Sub *s, int e) {
  static const char *const kMember[] = {[PSY_ABI_NP_XYZ] = "np_xyz", [PSY_ABI_NFACES] = "nfaces",
                                        [PSY_ABI_NEDGES] = "nedges",
                                        [PSY_ABI_WEIGHTS_XYZ] = "weights_xyz"};
  const PsyAbiEntry *a = &s->abi.entries[e];
  emit(s, "    %s %s %s%%%s\n", s->local[e], a->kind == PSY_ABI_WEIGHTS_XYZ ? "=>" : "=",
       s->proxy[a->qr], kMember[a->kind]);
}

/* Entry `e` if it is a face or edge rule's, an evaluator's, a reference element's or a mesh
 * property's; false otherwise. */
static bool writeEvalRefExtra(Sub *s, int e, bool *refDone) {
  PsyAbiKind k = s->abi.entries[e].kind;
  if (k >= PSY_ABI_NP_XYZ && k <= PSY_ABI_WEIGHTS_XYZ) writePointRuleExtra(s, e);
  else if (k == PSY_ABI_EVAL_BASIS || k == PSY_ABI_EVAL_DIFF_BASIS) writeEvalExtra(s, e);
  else if (k >= PSY_ABI_NFACES_RE && k <= PSY_ABI_ADJACENT_FACE)
    writeRefExtra(s, e, !*refDone), *refDone = true;
  else return false;
  return true;
}

/* The infrastructure values the kernels need, each from its providing field's space. */
static void writeExtras(Sub *s) {
  bool refDone = false;
  static const char *const kQuery[] = {
      [PSY_ABI_NLAYERS] = "get_nlayers()", [PSY_ABI_NCELLS] = "get_ncell()",
      [PSY_ABI_NDF] = "get_ndf()", [PSY_ABI_UNDF] = "get_undf()",
      [PSY_ABI_MAP] = "get_whole_dofmap()"};
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    if (writeEvalRefExtra(s, e, &refDone)) continue;
    if (a->kind >= PSY_ABI_NP_XY && a->kind <= PSY_ABI_WEIGHTS_Z) {
      writeRuleExtra(s, e);
      continue;
    }
    if (a->kind == PSY_ABI_BASIS || a->kind == PSY_ABI_DIFF_BASIS) {
      writeBasisExtra(s, e);
      continue;
    }
    if (a->kind == PSY_ABI_NCOLOUR || a->kind == PSY_ABI_COLOUR_NCELLS ||
        a->kind == PSY_ABI_CMAP) {
      writeColourExtra(s, e);
      continue;
    }
    if (a->kind >= PSY_ABI_CELL_MAP && a->kind <= PSY_ABI_NCELL_C) {
      writeInterGridExtra(s, e);
      continue;
    }
    if (a->kind == PSY_ABI_ARRAY_DIMS || a->kind == PSY_ABI_ARRAY) { /* scalar arrays */
      if (a->kind == PSY_ABI_ARRAY_DIMS)
        emit(s, "    %s = shape(%s)\n", s->local[e], s->dummy[a->arg]);
      continue;
    }
    if (a->kind >= PSY_ABI_CMA_NCELL_2D && a->kind <= PSY_ABI_CMA_INDIRECTION_MAP) {
      writeColumnwiseExtra(s, e);
      continue;
    }
    if (isStencilEntry(a->kind)) {
      writeStencilExtra(s, e);
      continue;
    }
    if (a->kind == PSY_ABI_OP_NCELL_3D || a->kind == PSY_ABI_OP_STENCIL) {
      bool n3 = a->kind == PSY_ABI_OP_NCELL_3D;
      emit(s, "    %s %s %s%%%s\n", s->local[e], n3 ? "=" : "=>", s->proxy[a->arg],
           n3 ? "ncell_3d" : "local_stencil");
      continue;
    }
    char *p = spaceOf(s, a);
    if (a->kind == PSY_ABI_NCELL_2D_NO_HALOS) {
      emit(s, "    %s => %s%%get_mesh()\n", s->mesh, p);
      emit(s, "    %s = %s%%get_last_edge_cell()\n", s->local[e], s->mesh);
    } else {
      emit(s, "    %s %s %s%%%s\n", s->local[e], a->kind == PSY_ABI_MAP ? "=>" : "=", p,
           kQuery[a->kind]);
    }
    free(p);
  }
}

/* One memref's five values: pointer twice, offset 0, size, stride 1. */
static void memrefActuals(Sub *s, const char *data, const char *size, bool last) {
  emit(s, "        c_loc(%s), c_loc(%s), 0_c_int64_t, &\n", data, data);
  emit(s, "        int(%s, c_int64_t), 1_c_int64_t%s\n", size, last ? ")" : ", &");
}

/* The first element of the real data entry `e` passes (a field component, an operator's
 * matrices, a scalar array), or NULL for other entries; heap. */
static char *realData(const Sub *s, int e) {
  const PsyAbiEntry *a = &s->abi.entries[e];
  if (mlirTypeIsNull(a->type) || !(mlirTypeIsAF32(a->type) || mlirTypeIsAF64(a->type)))
    return NULL;
  if (a->kind == PSY_ABI_FIELD) {
    char *p = proxyOf(s, a->arg, a->component), *d = psyFormat("%s%%data(1)", p);
    free(p);
    return d;
  }
  if (a->kind == PSY_ABI_ARRAY) {
    char *one = rankList(a->component, "1"), *d = psyFormat("%s(%s)", s->dummy[a->arg], one);
    free(one);
    return d;
  }
  if (a->kind == PSY_ABI_OP_STENCIL || a->kind == PSY_ABI_CMA_MATRIX)
    return psyFormat("%s(1,1,1)", s->local[e]);
  return NULL;
}

/* The schedule reads each real array with the width psyc's precision_map gave its kind; data
 * of another width (r_solver built as real64 while the config says 4 bytes, say) would be
 * misread without a word, so the binding stops with a message instead. The test folds to
 * nothing when the widths agree. */
static void writeKindChecks(Sub *s) {
  for (int e = 0; e < s->abi.n; ++e) {
    char *d = realData(s, e);
    if (!d) continue;
    int bits = mlirTypeIsAF32(s->abi.entries[e].type) ? 32 : 64;
    emit(s, "    if (storage_size(%s) /= %d) error stop &\n        'psy-mlir: the data of ' // &\n"
            "        '%s' // &\n        ' are not the %d-bit reals psyc compiled the schedule "
            "for (see precision_map)'\n", d, bits, s->dummy[s->abi.entries[e].arg], bits);
    free(d);
  }
}

static void writeCall(Sub *s) {
  emit(s, "    call %s( &\n", s->schedule);
  for (int e = 0; e < s->abi.n; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    bool last = e + 1 == s->abi.n;
    const char *end = last ? ")" : ", &";
    if (a->kind == PSY_ABI_FIELD) {
      char *p = proxyOf(s, a->arg, a->component);
      char *data = psyFormat("%s%%data(1)", p), *size = psyFormat("%s%%vspace%%get_undf()", p);
      memrefActuals(s, data, size, last);
      free(p), free(data), free(size);
    } else if (a->kind == PSY_ABI_ARRAY) { /* a scalar array's own data */
      char *one = rankList(a->component, "1");
      char *data = psyFormat("%s(%s)", s->dummy[a->arg], one);
      char *size = psyFormat("size(%s)", s->dummy[a->arg]);
      memrefActuals(s, data, size, last);
      free(one), free(data), free(size);
    } else if (psyAbiKindIsMemref(a->kind)) {
      const char *first = isStencilEntry(a->kind) ? stencilFirst(a)
                          : a->kind == PSY_ABI_MAP || a->kind == PSY_ABI_CMAP ||
                                  a->kind == PSY_ABI_CMA_BANDED_MAP
                              ? "(1,1)"
                          : a->kind == PSY_ABI_CELL_MAP ? "(1,1,1)"
                          : a->kind == PSY_ABI_BASIS || a->kind == PSY_ABI_DIFF_BASIS
                              ? "(1,1,1,1)"
                          : a->kind == PSY_ABI_OP_STENCIL || a->kind == PSY_ABI_CMA_MATRIX ||
                                    a->kind == PSY_ABI_EVAL_BASIS ||
                                    a->kind == PSY_ABI_EVAL_DIFF_BASIS
                              ? "(1,1,1)"
                          : a->kind >= PSY_ABI_WEIGHTS_XYZ && a->kind <= PSY_ABI_ADJACENT_FACE
                              ? "(1,1)" : "(1)";
      char *data = psyFormat("%s%s", s->local[e], first), *size = psyFormat("size(%s)", s->local[e]);
      memrefActuals(s, data, size, last);
      free(data), free(size);
    } else if (a->kind == PSY_ABI_SCALAR) {
      emit(s, "        %s%s\n", s->tmp[a->arg] ? s->tmp[a->arg] : s->dummy[a->arg], end);
    } else if (a->kind == PSY_ABI_RESULT) {
      emit(s, "        %s%s\n", s->res[a->arg], end);
    } else {
      emit(s, "        int(%s, c_int32_t)%s\n", s->local[e], end);
    }
  }
  if (!s->abi.n) emit(s, "        )\n");
}

static void subFree(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) free(s->ftype[i]);
  free(s->ftype);
  free(s->dummy);
  free(s->proxy);
  free(s->tmp);
  free(s->res);
  free(s->local);
  free(s->aux);
  free(s->obj);
  free(s->symbol);
  namesFree(&s->names);
  psyInvokeAbiDestroy(&s->abi);
}

static MlirLogicalResult writeInvoke(MlirOperation func, const PsyBindingOptions *opts,
                                     const char *psyModule, PsyStrBuf *out) {
  Sub s = {.func = func, .opts = opts, .out = out};
  if (mlirLogicalResultIsFailure(psyInvokeAbiGet(func, &s.abi))) return mlirLogicalResultFailure();
  s.nargs = mlirBlockGetNumArguments(entryBlock(func));
  for (int e = 0; e < s.abi.n; ++e) s.nres += s.abi.entries[e].kind == PSY_ABI_RESULT;
  size_t na = (size_t)s.nargs + 1, ne = (size_t)s.abi.n + 1;
  s.dummy = psyXcalloc(na, sizeof *s.dummy);
  s.proxy = psyXcalloc(na, sizeof *s.proxy);
  s.ftype = psyXcalloc(na, sizeof *s.ftype);
  s.tmp = psyXcalloc(na, sizeof *s.tmp);
  s.res = psyXcalloc((size_t)s.nres + 1, sizeof *s.res);
  s.local = psyXcalloc(ne, sizeof *s.local);
  s.aux = psyXcalloc(ne, sizeof *s.aux);
  s.obj = psyXcalloc(ne, sizeof *s.obj);
  s.symbol = psyBindingSymbol(psyModule, psyOpGetStringAttr(func, "sym_name"));
  nameAll(&s);
  writeHeader(&s);
  writeUses(&s);
  writeDeclarations(&s);
  writeInterface(&s);
  writeProxies(&s);
  writeExtras(&s);
  writeKindChecks(&s);
  writeCall(&s);
  MlirStringRef name = psyOpGetStringAttr(func, "sym_name");
  emit(&s, "  end subroutine %.*s\n\n", (int)name.length, name.data);
  subFree(&s);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyBindingWriteFortran(MlirOperation module, const PsyBindingOptions *opts,
                                         const char *psyModule, PsyStrBuf *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  const char *file = opts->unit ? opts->unit->file : "the algorithm";
  const char *slash = strrchr(file, '/');
  psyStrBufPrintf(out, "! %s: the PSy layer of %s, written by psyc (psy-mlir).\n"
                  "! Each subroutine unwraps its arguments with LFRic's infrastructure API and\n"
                  "! calls the compiled schedule (the _sched.o object beside this file) through\n"
                  "! bind(C). Generated: do not edit.\n", psyModule, slash ? slash + 1 : file);
  psyStrBufPrintf(out, "module %s\n  implicit none\n  private\n", psyModule);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op)) {
      MlirStringRef n = psyOpGetStringAttr(op, "sym_name");
      psyStrBufPrintf(out, "  public :: %.*s\n", (int)n.length, n.data);
    }
  psyStrBufPrintf(out, "contains\n\n");
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && mlirLogicalResultIsFailure(writeInvoke(op, opts, psyModule, out)))
      return mlirLogicalResultFailure();
  psyStrBufPrintf(out, "end module %s\n", psyModule);
  return mlirLogicalResultSuccess();
}
