/* The Fortran binding module `<alg>_psy` (psy-c/Binding.h, docs/architecture.md): the
 * generic forms of the invoke ABI's rows; the families' own Fortran is BindingFamilies.c.
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
#include "psy-c/Support.h"
#include "BindingInternal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

typedef PsyBindSub Sub;

static MlirBlock entryBlock(MlirOperation func) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
}

static const PsyAbiKindInfo *info(const Sub *s, int e) {
  return psyAbiKindGetInfo(s->abi.entries[e].kind);
}

static const PsyBindFamily *family(const Sub *s, int e) {
  return psyBindFamilies[info(s, e)->family];
}

char *psyBindingSymbol(const char *psyModule, MlirStringRef invoke) {
  return psyFormat("%s_%.*s", psyModule, (int)invoke.length, invoke.data);
}

void psyBindEmit(Sub *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(s->out, fmt, ap);
  va_end(ap);
}
#define emit psyBindEmit

/* ==== Names ================================================================================ */

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

/* The algorithm's text of argument `i` (or of result `i`) of invoke function `func`; a
 * reduction read on entry (psy.alg_inouts) is both. */
MlirStringRef psyBindAlgText(MlirOperation func, intptr_t i, bool result) {
  MlirAttribute args = mlirOperationGetAttributeByName(func, psyRef("psy.alg_args"));
  intptr_t at = 0, r = 0;
  for (intptr_t k = 0; !mlirAttributeIsNull(args) && k < mlirArrayAttrGetNumElements(args); ++k) {
    MlirStringRef s = mlirStringAttrGetValue(mlirArrayAttrGetElement(args, k));
    bool hit = result ? psyInvokeAlgIsResult(func, s) && r++ == i
                      : psyInvokeAlgIsArg(func, s) && at++ == i;
    if (hit) return s;
  }
  return psyRef("");
}
#define algText psyBindAlgText

static bool endsWith(const char *s, const char *sfx) {
  size_t n = strlen(s), k = strlen(sfx);
  return n >= k && !strcasecmp(s + n - k, sfx);
}

/* The Fortran type of a field argument (heap): its declaration's, or LFRic's default. */
static const char *declaredType(const PsyBindingOptions *o, MlirLocation invoke,
                                MlirStringRef text) {
  return o->declaredType ? o->declaredType(o->declCtx, invoke, text) : NULL;
}

static char *fieldTypeName(const PsyBindingOptions *o, MlirLocation invoke, MlirStringRef text,
                           MlirType t) {
  const char *d = declaredType(o, invoke, text);
  if (d && endsWith(d, "field_type")) return psyLowerDup(d);
  MlirType elt = psyTypeGetElementType(t);
  return psyXstrdup(mlirTypeIsAF32(elt) ? "r_solver_field_type"
                    : mlirTypeIsAInteger(elt) ? "integer_field_type" : "field_type");
}

/* The Fortran type of an LMA operator argument (heap): its declaration's (operator_type,
 * r_solver_operator_type, r_tran_operator_type), or LFRic's default for its element type. */
static char *operatorTypeName(const PsyBindingOptions *o, MlirLocation invoke,
                              MlirStringRef text, MlirType t) {
  const char *d = declaredType(o, invoke, text);
  if (d && endsWith(d, "operator_type") && !endsWith(d, "columnwise_operator_type"))
    return psyLowerDup(d);
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
char *psyBindRenameType(const char *type, const char *suffix) {
  size_t n = strlen(type) - strlen("_type");
  return psyFormat("%.*s%s", (int)n, type, suffix);
}

/* ==== Types ================================================================================= */

static const char *cType(MlirType t) {
  if (mlirTypeIsAF64(t)) return "real(kind=c_double)";
  if (mlirTypeIsAF32(t)) return "real(kind=c_float)";
  if (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1) return "logical(kind=c_bool)";
  return "integer(kind=c_int32_t)";
}

static bool isLogical(MlirType t) {
  return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1;
}

MlirType psyBindArgType(const Sub *s, intptr_t i) {
  return mlirValueGetType(mlirBlockGetArgument(entryBlock(s->func), i));
}
#define argType psyBindArgType

static bool isRule(MlirType t) { return psyTypeIsAQr(t); }

static bool isOperator(MlirType t) { return psyTypeIsAnOperator(t); }

static bool isCma(MlirType t) { return psyTypeIsAColumnwiseOperator(t); }

/* LFRic's name of a rule's type, less `_type`: quadrature_xyoz, _face or _edge. */
static const char *ruleName(MlirType t) {
  MlirStringRef shape = psyQrTypeGetShape(t);
  return mlirStringRefEqual(shape, psyRef("gh_quadrature_face"))   ? "quadrature_face"
         : mlirStringRefEqual(shape, psyRef("gh_quadrature_edge")) ? "quadrature_edge"
                                                                : "quadrature_xyoz";
}

static bool hasArg(const Sub *s, bool (*is)(MlirType)) {
  for (intptr_t i = 0; i < s->nargs; ++i)
    if (is(argType(s, i))) return true;
  return false;
}

static bool hasFamily(const Sub *s, PsyAbiFamily f) { return psyInvokeAbiHasFamily(&s->abi, f); }

/* Whether the subroutine declares r_def data of its own: basis arrays, weights, normals. */
static bool bringsRdef(const Sub *s) {
  return hasArg(s, isRule) || hasFamily(s, PSY_ABI_FAMILY_EVAL) ||
         hasFamily(s, PSY_ABI_FAMILY_REF);
}

/* The real kind of operator argument `i`'s data (heap): an LMA operator's from its type,
 * r_solver for a column-wise operator (LFRic's); NULL for anything else. */
static char *dataKind(const Sub *s, intptr_t i) {
  MlirType t = argType(s, i);
  return isOperator(t) ? operatorKind(s->ftype[i]) : isCma(t) ? psyXstrdup("r_solver") : NULL;
}

/* ==== Naming ================================================================================ */

/* The argument that result `i` also is (a reduction a call reads on entry), or -1. */
static intptr_t resultArg(const Sub *s, int i) {
  MlirStringRef text = algText(s->func, i, true);
  if (!psyInvokeAlgIsArg(s->func, text)) return -1;
  for (intptr_t j = 0; j < s->nargs; ++j)
    if (mlirStringRefEqual(algText(s->func, j, false), text)) return j;
  return -1;
}

/* Whether argument `i` is also a result. */
static bool argIsResult(const Sub *s, intptr_t i) {
  return psyInvokeAlgIsResult(s->func, algText(s->func, i, false));
}

static void nameArgs(Sub *s) {
  MlirLocation invoke = mlirOperationGetLocation(s->func);
  for (intptr_t i = 0; i < s->nargs; ++i) {
    char *n = psyInvokeArgName(s->func, i);
    s->dummy[i] = psyBindUnique(&s->names, n);
    free(n);
    MlirType t = argType(s, i);
    if (psyAbiIsFieldType(t))
      s->ftype[i] = fieldTypeName(s->opts, invoke, algText(s->func, i, false), t);
    if (isOperator(t))
      s->ftype[i] = operatorTypeName(s->opts, invoke, algText(s->func, i, false), t);
    if (isCma(t)) s->ftype[i] = psyXstrdup("columnwise_operator_type");
  }
  for (int i = 0; i < s->nres; ++i) {
    intptr_t arg = resultArg(s, i);
    if (arg >= 0) { /* read on entry too: one dummy, intent(inout) */
      s->res[i] = s->dummy[arg];
      continue;
    }
    char *n = psyFortranName(algText(s->func, i, true));
    s->res[i] = psyBindUnique(&s->names, n);
    free(n);
  }
  for (intptr_t i = 0; i < s->nargs; ++i) {
    MlirType t = argType(s, i);
    bool proxied = psyAbiIsFieldType(t) || isRule(t) || isOperator(t) || isCma(t);
    char *n = psyFormat("%s_%s", s->dummy[i], proxied ? "proxy" : "c");
    if (proxied) s->proxy[i] = psyBindUnique(&s->names, n);
    else if (isLogical(t)) s->tmp[i] = psyBindUnique(&s->names, n);
    free(n);
  }
}

static void nameAll(Sub *s) {
  for (const char *const *r = kReserved; *r; ++r) psyBindUnique(&s->names, *r);
  psyBindReserveKinds(s);
  for (int f = 0; f < PSY_ABI_FAMILY_COUNT; ++f)
    if (psyBindFamilies[f]->reserve && hasFamily(s, (PsyAbiFamily)f))
      psyBindFamilies[f]->reserve(s);
  nameArgs(s);
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    s->local[e] = psyBindUnique(&s->names, s->abi.entries[e].name);
    if (family(s, e)->name) family(s, e)->name(s, e);
  }
  for (int f = 0; f < PSY_ABI_FAMILY_COUNT; ++f)
    if (psyBindFamilies[f]->nameAfter && hasFamily(s, (PsyAbiFamily)f))
      psyBindFamilies[f]->nameAfter(s);
  s->schedule = psyBindUnique(&s->names, "psy_schedule");
}

char *psyBindProxyOf(const Sub *s, intptr_t i, int k) {
  return psyTypeIsAFieldVector(argType(s, i)) ? psyFormat("%s(%d)", s->proxy[i], k + 1)
                                              : psyXstrdup(s->proxy[i]);
}

char *psyBindSpaceOf(const Sub *s, const PsyAbiEntry *a) {
  if (isOperator(argType(s, a->arg)) || isCma(argType(s, a->arg)))
    return psyFormat("%s%%fs_%s", s->proxy[a->arg], a->component ? "from" : "to");
  char *p = psyBindProxyOf(s, a->arg, 0);
  char *v = psyFormat("%s%%vspace", p);
  free(p);
  return v;
}

/* ==== Header, uses, declarations ============================================================ */

/* `subroutine name(args)`: PSyclone's arguments, the algorithm's order (psy.alg_args). */
static void writeHeader(Sub *s) {
  MlirStringRef name = psyOpGetStringAttr(s->func, "sym_name");
  emit(s, "  subroutine %.*s(", (int)name.length, name.data);
  MlirAttribute args = mlirOperationGetAttributeByName(s->func, psyRef("psy.alg_args"));
  intptr_t n = mlirAttributeIsNull(args) ? 0 : mlirArrayAttrGetNumElements(args);
  intptr_t a = 0, r = 0;
  int col = 16 + (int)name.length;
  for (intptr_t k = 0; k < n; ++k) {
    MlirStringRef t = mlirStringAttrGetValue(mlirArrayAttrGetElement(args, k));
    bool isArg = psyInvokeAlgIsArg(s->func, t), isRes = psyInvokeAlgIsResult(s->func, t);
    const char *dummy = isArg ? s->dummy[a++] : s->res[r];
    r += isRes;
    if (col + (int)strlen(dummy) > 90) emit(s, " &\n      "), col = 6;
    emit(s, "%s%s", dummy, k + 1 < n ? ", " : "");
    col += (int)strlen(dummy) + 2;
  }
  emit(s, ")\n");
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

static bool isOperatorArg(MlirType t) { return isOperator(t) || isCma(t); }

static void writeUses(Sub *s) {
  emit(s, "    use, intrinsic :: iso_c_binding, only: c_loc, c_int32_t, c_int64_t, c_double, &\n"
          "        c_float, c_bool%s\n",
       hasFamily(s, PSY_ABI_FAMILY_DM) ? ", c_ptr, c_funloc, c_null_ptr" : "");
  emit(s, "    use constants_mod, only: i_def, l_def\n");
  for (intptr_t i = 0; i < s->nargs; ++i) {
    if (!s->ftype[i]) continue;
    bool seen = false;
    for (intptr_t j = 0; j < i && !seen; ++j)
      seen = s->ftype[j] && !strcmp(s->ftype[j], s->ftype[i]);
    if (seen) continue;
    char *mod = psyBindRenameType(s->ftype[i], "_mod");
    char *proxy = psyBindRenameType(s->ftype[i], "_proxy_type");
    emit(s, "    use %s, only: %s, %s\n", mod, s->ftype[i], proxy);
    free(mod);
    free(proxy);
  }
  if (s->mesh) emit(s, "    use mesh_mod, only: mesh_type\n");
  if (bringsRdef(s)) emit(s, "    use constants_mod, only: r_def\n");
  if (hasArg(s, isOperatorArg)) writeOperatorKinds(s);
  psyBindWriteKindUses(s);
  if (hasArg(s, isRule) || hasFamily(s, PSY_ABI_FAMILY_EVAL))
    emit(s, "    use function_space_mod, only: basis, diff_basis\n");
  writeRuleUses(s);
  if (hasFamily(s, PSY_ABI_FAMILY_REF))
    emit(s, "    use reference_element_mod, only: reference_element_type\n");
  psyBindWriteStencilUses(s);
  psyBindWriteWidthUses(s);
  emit(s, "    implicit none\n");
}

char *psyBindRankList(intptr_t rank, const char *each) {
  PsyStrBuf b = {0};
  for (intptr_t r = 0; r < rank; ++r) psyStrBufPrintf(&b, "%s%s", r ? "," : "", each);
  char *out = psyXstrdup(b.data ? b.data : "");
  psyStrBufFree(&b);
  return out;
}

/* The Fortran type of an entry's array elements (heap). */
static char *eltType(const Sub *s, int e) {
  PsyAbiValue v = info(s, e)->value;
  if (v == PSY_ABI_VALUE_MEMREF_F64) return psyXstrdup("real(kind=r_def)");
  if (v != PSY_ABI_VALUE_MEMREF_ELT) return psyXstrdup("integer(kind=i_def)");
  char *k = dataKind(s, s->abi.entries[e].arg), *t = psyFormat("real(kind=%s)", k);
  free(k);
  return t;
}

void psyBindDeclareLocal(Sub *s, int e) {
  PsyAbiLocal local = info(s, e)->local;
  if (local == PSY_ABI_LOCAL_NONE) return;
  if (local == PSY_ABI_LOCAL_VALUE) {
    emit(s, "    integer(kind=i_def) :: %s\n", s->local[e]);
    return;
  }
  if (local == PSY_ABI_LOCAL_FIXED) {
    emit(s, "    integer(kind=i_def), target :: %s(%d)\n", s->local[e],
         s->abi.entries[e].component);
    return;
  }
  char *t = eltType(s, e), *dims = psyBindRankList(psyAbiEntryRank(&s->abi.entries[e]), ":");
  if (local == PSY_ABI_LOCAL_POINTER)
    emit(s, "    %s, pointer :: %s(%s) => null()\n", t, s->local[e], dims);
  else
    emit(s, "    %s, allocatable, target%s :: %s(%s)\n", t, /* device: a stable address */
         s->opts->deviceArch ? ", save" : "", s->local[e], dims);
  free(t);
  free(dims);
}

/* Whether a kernel's dummy may write invoke argument `i` though its metadata reads it
 * (psyCallOpGetOperandEffect): a scalar array's address reaches the kernel, so the binding's
 * dummy must not promise intent(in). */
static bool kernelMayWrite(const Sub *s, intptr_t i) {
  MlirValue arg = mlirBlockGetArgument(entryBlock(s->func), i);
  for (MlirOpOperand u = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation op = mlirOpOperandGetOwner(u);
    if (psyKernelOpIsA(op) &&
        psyAccessWrites(psyCallOpGetOperandEffect(op, mlirOpOperandGetOperandNumber(u))))
      return true;
  }
  return false;
}

static void declareArg(Sub *s, intptr_t i) {
  MlirType t = argType(s, i);
  if (psyAbiIsFieldType(t)) {
    char *d = psyTypeIsAFieldVector(t) ? psyFormat("(%d)", psyTypeGetDim(t)) : psyXstrdup("");
    emit(s, "    type(%s), intent(in) :: %s%s\n", s->ftype[i], s->dummy[i], d);
    free(d);
  } else if (isRule(t)) {
    emit(s, "    type(%s_type), intent(in) :: %s\n", ruleName(t), s->dummy[i]);
  } else if (isOperatorArg(t)) {
    emit(s, "    type(%s), intent(in) :: %s\n", s->ftype[i], s->dummy[i]);
  } else if (mlirTypeIsAMemRef(t)) { /* a scalar array: its address is passed */
    char *dims = psyBindRankList(mlirShapedTypeGetRank(t), ":");
    MlirType elt = mlirShapedTypeGetElementType(t);
    char *k = psyBindScalarType(s, i, false, elt);
    emit(s, "    %s, dimension(%s), contiguous, target, intent(%s) :: %s\n",
         k ? k : cType(elt), dims, kernelMayWrite(s, i) ? "inout" : "in", s->dummy[i]);
    free(dims);
    free(k);
  } else { /* by its declared kind, so the compiler checks it is the schedule's width */
    char *k = isLogical(t) ? NULL : psyBindScalarType(s, i, false, t);
    emit(s, "    %s, intent(%s) :: %s\n", isLogical(t) ? "logical(kind=l_def)" : k ? k : cType(t),
         argIsResult(s, i) ? "inout" : "in", s->dummy[i]);
    free(k);
  }
}

static void declareProxy(Sub *s, intptr_t i) {
  MlirType t = argType(s, i);
  if (s->proxy[i] && isRule(t)) {
    emit(s, "    type(%s_proxy_type) :: %s\n", ruleName(t), s->proxy[i]);
  } else if (s->proxy[i]) {
    char *p = psyBindRenameType(s->ftype[i], "_proxy_type");
    char *d = psyTypeIsAFieldVector(t) ? psyFormat("(%d)", psyTypeGetDim(t)) : psyXstrdup("");
    /* the DM callback reaches the proxies through c_loc */
    emit(s, "    type(%s)%s :: %s%s\n", p, hasFamily(s, PSY_ABI_FAMILY_DM) ? ", target" : "",
         s->proxy[i], d);
    free(p);
    free(d);
  } else if (s->tmp[i]) {
    emit(s, "    logical(kind=c_bool) :: %s\n", s->tmp[i]);
  }
}

static void writeDeclarations(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) declareArg(s, i);
  for (int i = 0; i < s->nres; ++i) {
    if (resultArg(s, i) >= 0) continue; /* declared as its argument */
    MlirType t = s->abi.entries[s->abi.n - s->nres + i].type;
    char *k = psyBindScalarType(s, i, true, t);
    emit(s, "    %s, intent(out) :: %s\n", k ? k : cType(t), s->res[i]);
    free(k);
  }
  for (intptr_t i = 0; i < s->nargs; ++i) declareProxy(s, i);
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e)
    if (family(s, e)->declare) family(s, e)->declare(s, e);
    else psyBindDeclareLocal(s, e);
  if (s->mesh) emit(s, "    type(mesh_type), pointer :: %s => null()\n", s->mesh);
  if (s->dfNodal) emit(s, "    integer(kind=i_def) :: %s, %s\n", s->dfNodal, s->dfBasis);
  if (s->refElem)
    emit(s, "    class(reference_element_type), pointer :: %s => null()\n", s->refElem);
}

/* The interface of the compiled schedule: the ABI's entries as C values. */
void psyBindWriteInterface(Sub *s) {
  emit(s, "    interface\n      subroutine %s(", s->schedule);
  int n = 0;
  for (int e = 0; e < s->abi.n; ++e)
    n += info(s, e)->value == PSY_ABI_VALUE_RETURNED ? 1 : psyAbiEntryParams(&s->abi.entries[e]);
  for (int k = 1; k <= n; ++k) /* x1, x2, ...: twelve a line */
    emit(s, "%sx%d", k == 1 ? "" : k % 12 == 1 ? ", &\n          " : ", ", k);
  emit(s, ") &\n          bind(C, name='%s')\n", s->symbol);
  emit(s, "        use, intrinsic :: iso_c_binding, only: c_ptr, c_int32_t, c_int64_t, "
          "c_double, &\n            c_float, c_bool%s\n", hasFamily(s, PSY_ABI_FAMILY_DM) ? ", c_funptr" : "");
  if (!mlirAttributeIsNull(s->widths)) emit(s, "        import\n"); /* the kind names */
  int x = 1;
  for (int e = 0; e < s->abi.n; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    PsyAbiValue v = info(s, e)->value;
    if (psyAbiKindIsMemref(a->kind)) {
      emit(s, "        type(c_ptr), value :: x%d, x%d\n", x, x + 1);
      emit(s, "        integer(kind=c_int64_t), value :: x%d, x%d, x%d\n", x + 2, x + 3, x + 4);
      x += 5;
    } else if (v == PSY_ABI_VALUE_SCALAR) {
      char *k = psyBindWidthType(s, a, false);
      emit(s, "        %s, value :: x%d\n", k ? k : cType(a->type), x++);
      free(k);
    } else if (v == PSY_ABI_VALUE_RETURNED) {
      char *k = psyBindWidthType(s, a, true);
      emit(s, "        %s, intent(out) :: x%d\n", k ? k : cType(a->type), x++);
      free(k);
    } else if (v == PSY_ABI_VALUE_CONTEXT) {
      emit(s, "        type(c_ptr), value :: x%d\n", x++);
    } else if (v == PSY_ABI_VALUE_CALLBACK || v == PSY_ABI_VALUE_REDUCER) {
      emit(s, "        type(c_funptr), value :: x%d\n", x++);
    } else {
      emit(s, "        integer(kind=c_int32_t), value :: x%d\n", x++);
    }
  }
  emit(s, "      end subroutine %s\n    end interface\n", s->schedule);
}

/* ==== Statements ============================================================================ */

static void writeProxies(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) {
    if (s->tmp[i]) emit(s, "    %s = %s\n", s->tmp[i], s->dummy[i]);
    if (!s->proxy[i]) continue;
    MlirType t = argType(s, i);
    if (isRule(t) || isOperatorArg(t)) {
      emit(s, "    %s = %s%%get_%sproxy()\n", s->proxy[i], s->dummy[i],
           isRule(t) ? "quadrature_" : "");
      continue;
    }
    for (int k = 0; k < psyTypeGetDim(t); ++k) {
      char *p = psyBindProxyOf(s, i, k);
      if (psyTypeIsAFieldVector(t))
        emit(s, "    %s = %s(%d)%%get_proxy()\n", p, s->dummy[i], k + 1);
      else
        emit(s, "    %s = %s%%get_proxy()\n", p, s->dummy[i]);
      free(p);
    }
  }
}

/* Entry `e` from its row's source: `local = source%fill` (`=>` for a pointer). */
static void fillFromRow(Sub *s, int e) {
  const PsyAbiKindInfo *k = info(s, e);
  const PsyAbiEntry *a = &s->abi.entries[e];
  const char *op = k->local == PSY_ABI_LOCAL_POINTER ? "=>" : "=";
  char *from = k->from == PSY_ABI_FROM_SPACE  ? psyBindSpaceOf(s, a)
               : k->from == PSY_ABI_FROM_RULE ? psyXstrdup(s->proxy[a->qr])
                                              : psyXstrdup(s->proxy[a->arg]);
  emit(s, "    %s %s %s%%%s\n", s->local[e], op, from, k->fill);
  free(from);
}

/* The infrastructure values the kernels need, in the ABI's order. */
static void writeExtras(Sub *s) {
  for (int e = s->abi.nargs; e < s->abi.nargs + s->abi.nextra; ++e) {
    PsyAbiFrom from = info(s, e)->from;
    if (from == PSY_ABI_FROM_CUSTOM) family(s, e)->fill(s, e);
    else if (from != PSY_ABI_FROM_NONE) fillFromRow(s, e);
  }
}

/* The first element of the data entry `e` passes, and its size (heap). */
static void memrefOf(const Sub *s, int e, char **data, char **size) {
  if (info(s, e)->local == PSY_ABI_LOCAL_NONE) {
    family(s, e)->memref(s, e, data, size);
    return;
  }
  char *one = psyBindRankList(psyAbiEntryRank(&s->abi.entries[e]), "1");
  *data = psyFormat("%s(%s)", s->local[e], one);
  *size = psyFormat("size(%s)", s->local[e]);
  free(one);
}

/* The schedule reads each real array with the width psyc's precision_map gave its kind; data
 * of another width (r_solver built as real64 while the config says 4 bytes, say) would be
 * misread without a word, so the binding stops with a message instead. The test folds to
 * nothing when the widths agree. */
static void writeKindChecks(Sub *s) {
  for (int e = 0; e < s->abi.n; ++e) {
    MlirType t = s->abi.entries[e].type;
    if (info(s, e)->value != PSY_ABI_VALUE_MEMREF_ELT || mlirTypeIsNull(t) ||
        !(mlirTypeIsAF32(t) || mlirTypeIsAF64(t)))
      continue;
    if (psyBindChosenByWidth(s, s->abi.entries[e].arg)) continue;
    char *d, *size;
    memrefOf(s, e, &d, &size);
    int bits = mlirTypeIsAF32(t) ? 32 : 64;
    emit(s, "    if (storage_size(%s) /= %d) error stop &\n        'psy-mlir: the data of ' // &\n"
            "        '%s' // &\n        ' are not the %d-bit reals psyc compiled the schedule "
            "for (see precision_map)'\n", d, bits, s->dummy[s->abi.entries[e].arg], bits);
    free(d);
    free(size);
  }
}

void psyBindWriteCall(Sub *s) {
  psyBindDeviceChanged(s);
  emit(s, "    call %s( &\n", s->schedule);
  for (int e = 0; e < s->abi.n; ++e) {
    const PsyAbiEntry *a = &s->abi.entries[e];
    PsyAbiValue v = info(s, e)->value;
    bool last = e + 1 == s->abi.n;
    const char *end = last ? ")" : ", &";
    if (psyAbiKindIsMemref(a->kind)) { /* pointer twice, offset 0, size, stride 1 */
      char *data, *size;
      memrefOf(s, e, &data, &size);
      emit(s, "        c_loc(%s), c_loc(%s), 0_c_int64_t, &\n", data, data);
      emit(s, "        int(%s, c_int64_t), 1_c_int64_t%s\n", size, last ? ")" : ", &");
      free(data);
      free(size);
    } else if (v == PSY_ABI_VALUE_SCALAR) {
      emit(s, "        %s%s\n", s->tmp[a->arg] ? s->tmp[a->arg] : s->dummy[a->arg], end);
    } else if (v == PSY_ABI_VALUE_RETURNED) {
      emit(s, "        %s%s\n", s->res[a->arg], end);
    } else if (psyAbiKindGetInfo(a->kind)->family == PSY_ABI_FAMILY_DM) {
      char *arg = psyBindDmArgument(s, e);
      emit(s, "        %s%s\n", arg, end);
      free(arg);
    } else {
      emit(s, "        int(%s, c_int32_t)%s\n", s->local[e], end);
    }
  }
  if (!s->abi.n) emit(s, "        )\n");
}

/* ==== One invoke, the module ================================================================ */

static void subFree(Sub *s) {
  for (intptr_t i = 0; i < s->nargs; ++i) free(s->ftype[i]);
  free(s->ftype);
  free(s->dummy);
  free(s->proxy);
  free(s->tmp);
  free(s->res);
  free(s->local);
  free(s->nodes);
  free(s->obj);
  free(s->symbol);
  psyBindNamesFree(&s->names);
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
  s.nodes = psyXcalloc(ne, sizeof *s.nodes);
  s.obj = psyXcalloc(ne, sizeof *s.obj);
  s.symbol = psyBindingSymbol(psyModule, psyOpGetStringAttr(func, "sym_name"));
  s.widths = mlirOperationGetAttributeByName(func, psyRef("psy.kind_widths"));
  nameAll(&s);
  writeHeader(&s);
  writeUses(&s);
  writeDeclarations(&s);
  psyBindWriteInterface(&s);
  MlirOperation *variants = NULL;
  int nvariants = mlirAttributeIsNull(s.widths) ? 0 : psyBindVariantsOf(func, &variants);
  const char **names = psyBindWriteVariantInterfaces(&s, psyModule, variants, nvariants);
  writeProxies(&s);
  writeExtras(&s);
  writeKindChecks(&s);
  if (nvariants) psyBindWriteChosenCall(&s, variants, names, nvariants);
  else psyBindWriteCall(&s);
  free(names);
  free(variants);
  MlirStringRef name = psyOpGetStringAttr(func, "sym_name");
  emit(&s, "  end subroutine %.*s\n\n", (int)name.length, name.data);
  psyBindDmWriteCallbacks(&s);
  subFree(&s);
  return mlirLogicalResultSuccess();
}

static bool isBoundInvoke(MlirOperation op) { return psyOpIsAnInvoke(op) && !psyBindIsVariant(op); }

static const PsyBindModuleText kModuleText = {
    .title = "PSy layer",
    .about = "! Each subroutine unwraps its arguments with LFRic's infrastructure API and\n"
             "! calls the compiled schedule (the _sched.o object beside this file) through\n"
             "! bind(C). Generated: do not edit.\n",
    .uses = "",
    .isInvoke = isBoundInvoke};

static MlirLogicalResult writeModule(MlirOperation module, const PsyBindingOptions *opts,
                                     const char *psyModule, PsyStrBuf *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  psyBindWriteModuleHead(out, module, psyModule, opts->algFile, &kModuleText);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isBoundInvoke(op) && mlirLogicalResultIsFailure(writeInvoke(op, opts, psyModule, out)))
      return mlirLogicalResultFailure();
  psyBindWriteWrappers(module, opts, psyModule, out);
  psyStrBufPrintf(out, "end module %s\n", psyModule);
  return mlirLogicalResultSuccess();
}

char *psyBindingFortranGet(MlirOperation module, const PsyBindingOptions *opts,
                           const char *psyModule) {
  PsyStrBuf out = {0};
  if (mlirLogicalResultIsFailure(writeModule(module, opts, psyModule, &out))) {
    psyStrBufFree(&out);
    return NULL;
  }
  /* 63-character names make statements longer than free form's 132 columns */
  char *text = psyFortranWrapLines(out.data ? out.data : "");
  psyStrBufFree(&out);
  return text;
}
