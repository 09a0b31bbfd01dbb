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
    "columnwise_operator_type", "columnwise_operator_proxy_type", NULL};

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
  const char *mesh;      /* the mesh pointer, if a domain kernel needs one */
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

static void nameAll(Sub *s) {
  for (const char *const *r = kReserved; *r; ++r) unique(&s->names, *r);
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
  }
  s->schedule = unique(&s->names, "psy_schedule");
}

/* The proxy of component `k` of field argument `i`. */
static char *proxyOf(const Sub *s, intptr_t i, int k) {
  return psyTypeIsAFieldVector(argType(s, i)) ? psyFormat("%s(%d)", s->proxy[i], k + 1)
                                              : psyXstrdup(s->proxy[i]);
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
    bool seen = !k || (hasRule(s) && !strcmp(k, "r_def"));
    for (intptr_t j = 0; j < i && !seen; ++j) {
      char *kj = dataKind(s, j);
      seen = kj && !strcmp(k, kj);
      free(kj);
    }
    if (!seen) emit(s, "    use constants_mod, only: %s\n", k);
    free(k);
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
  if (hasRule(s)) emit(s, "    use constants_mod, only: r_def\n");
  if (hasOperator(s)) writeOperatorKinds(s);
  if (hasRule(s)) {
    emit(s, "    use function_space_mod, only: basis, diff_basis\n");
    emit(s, "    use quadrature_xyoz_mod, only: quadrature_xyoz_type, "
            "quadrature_xyoz_proxy_type\n");
  }
  emit(s, "    implicit none\n");
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
      emit(s, "    type(quadrature_xyoz_type), intent(in) :: %s\n", s->dummy[i]);
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
      emit(s, "    type(quadrature_xyoz_proxy_type) :: %s\n", s->proxy[i]);
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
    emit(s, k == PSY_ABI_MAP ? "    integer(kind=i_def), pointer :: %s(:,:) => null()\n"
            : k == PSY_ABI_WEIGHTS_XY || k == PSY_ABI_WEIGHTS_Z
                ? "    real(kind=r_def), pointer :: %s(:) => null()\n"
            : k == PSY_ABI_BASIS || k == PSY_ABI_DIFF_BASIS
                ? "    real(kind=r_def), allocatable, target :: %s(:,:,:,:)\n"
            : k == PSY_ABI_OP_STENCIL ? "    real(kind=r_def), pointer :: %s(:,:,:) => null()\n"
                : "    integer(kind=i_def) :: %s\n", s->local[e]);
  }
  if (s->mesh) emit(s, "    type(mesh_type), pointer :: %s => null()\n", s->mesh);
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
  const char *npxy = s->local[psyInvokeAbiFindQr(&s->abi, PSY_ABI_NP_XY, a->qr, NULL)];
  const char *npz = s->local[psyInvokeAbiFindQr(&s->abi, PSY_ABI_NP_Z, a->qr, NULL)];
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

/* The infrastructure values the kernels need, each from its providing field's space. */
static void writeExtras(Sub *s) {
  static const char *const kQuery[] = {
      [PSY_ABI_NLAYERS] = "get_nlayers()", [PSY_ABI_NCELLS] = "get_ncell()",
      [PSY_ABI_NDF] = "get_ndf()", [PSY_ABI_UNDF] = "get_undf()",
      [PSY_ABI_MAP] = "get_whole_dofmap()"};
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    if (a->kind >= PSY_ABI_NP_XY && a->kind <= PSY_ABI_WEIGHTS_Z) {
      writeRuleExtra(s, e);
      continue;
    }
    if (a->kind == PSY_ABI_BASIS || a->kind == PSY_ABI_DIFF_BASIS) {
      writeBasisExtra(s, e);
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
      const char *first = a->kind == PSY_ABI_MAP || a->kind == PSY_ABI_CMA_BANDED_MAP ? "(1,1)"
                          : a->kind == PSY_ABI_BASIS || a->kind == PSY_ABI_DIFF_BASIS
                              ? "(1,1,1,1)"
                          : a->kind == PSY_ABI_OP_STENCIL || a->kind == PSY_ABI_CMA_MATRIX
                              ? "(1,1,1)" : "(1)";
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
  s.symbol = psyBindingSymbol(psyModule, psyOpGetStringAttr(func, "sym_name"));
  nameAll(&s);
  writeHeader(&s);
  writeUses(&s);
  writeDeclarations(&s);
  writeInterface(&s);
  writeProxies(&s);
  writeExtras(&s);
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
