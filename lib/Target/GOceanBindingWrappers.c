/* The GOcean kernels' wrappers (psy-c/Binding.h, docs/gocean.md "Code generation"). A GOcean
 * kernel takes its fields as assumed-shape arrays (`dimension(:,:)`), which need a
 * compiler's descriptor that C cannot build. The schedule therefore calls, per kernel
 * subroutine, a wrapper with a C name of our choosing, `<psy module>_k_<procedure>`: it takes
 * i, j and per meta_args entry a field's or grid array's nx, ny and data as an explicit-shape
 * array, or a scalar, all by reference, and only calls the kernel. Compiled by flang with the
 * kernel into the schedule object, wrapper and descriptor inline away; out of line, the
 * wrappers are in the binding module and the user's compiler compiles them. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"

/* Appends ", item" to a list whose current line is `*col` long, continuing the line with `&`
 * before Fortran's 132 columns. */
void psyGoBindListItem(PsyStrBuf *out, int *col, const char *item, bool first, int indent) {
  int n = (int)strlen(item) + 2;
  if (!first && *col + n > 100) {
    psyStrBufPrintf(out, ", &\n%*s%s", indent, "", item);
    *col = indent + (int)strlen(item);
    return;
  }
  psyStrBufPrintf(out, "%s%s", first ? "" : ", ", item);
  *col += n;
}

static bool listed(const char *const *procs, int n, const char *proc) {
  for (int i = 0; i < n; ++i)
    if (!strcmp(procs[i], proc)) return true;
  return false;
}

/* The type kernel dummy `e` is declared with when it is a scalar of another kind than the
 * schedule passes (psy.dummy_types, "" otherwise): the wrapper converts through a local. */
static MlirStringRef dummyType(MlirOperation op, int e) {
  MlirAttribute types = mlirOperationGetAttributeByName(op, psyRef("psy.dummy_types"));
  if (mlirAttributeIsNull(types) || !mlirAttributeIsAArray(types) ||
      e >= mlirArrayAttrGetNumElements(types))
    return (MlirStringRef){"", 0};
  return mlirStringAttrGetValue(mlirArrayAttrGetElement(types, e));
}

/* The local a converted scalar goes through, `scalar<k>_k`: declared, set before the call and,
 * when the kernel updates it, copied back after. */
static void convertScalar(const PsyGoArg *a, int e, MlirStringRef type, PsyStrBuf *decls,
                          PsyStrBuf *before, PsyStrBuf *after) {
  psyStrBufPrintf(decls, "    %.*s :: scalar%d_k\n", (int)type.length, type.data, e + 1);
  psyStrBufPrintf(before, "    scalar%d_k = scalar%d\n", e + 1, e + 1);
  if (a->access != PSY_GO_READ)
    psyStrBufPrintf(after, "    scalar%d = scalar%d_k\n", e + 1, e + 1);
}

/* The kernel's dummies after i and j, and their declarations. A grid property has no intent:
 * the kernel may declare its dummy intent(inout), as PSyclone's generated code allows. */
static void dummies(const PsyGoKernelMeta *m, PsyStrBuf *list, PsyStrBuf *decls, int *col) {
  for (int e = 0; e < m->nargs; ++e) {
    const PsyGoArg *a = &m->args[e];
    bool grid = a->kind == PSY_GO_ARG_GRID;
    bool array = a->kind == PSY_GO_ARG_FIELD || (grid && psyGoGridPropertyIsArray(a->what));
    bool real = a->kind == PSY_GO_ARG_FIELD ||
                (grid ? psyGoGridPropertyIsReal(a->what)
                      : !strcmp(psyGoArgWhatName(a), "go_r_scalar"));
    const char *type = real ? "real(go_wp)" : "integer(c_int32_t)";
    const char *intent = grid                       ? ""
                         : a->access == PSY_GO_READ ? ", intent(in)"
                                                    : ", intent(inout)";
    char *name = psyFormat("%s%d", grid ? "grid" : array ? "fld" : "scalar", e + 1);
    if (array) {
      char *nx = psyFormat("nx%d", e + 1), *ny = psyFormat("ny%d", e + 1);
      psyGoBindListItem(list, col, nx, false, 8);
      psyGoBindListItem(list, col, ny, false, 8);
      psyStrBufPrintf(decls, "    integer(c_int32_t), intent(in) :: %s, %s\n", nx, ny);
      psyStrBufPrintf(decls, "    %s%s :: %s(%s, %s)\n", type, intent, name, nx, ny);
      free(nx), free(ny);
    } else {
      psyStrBufPrintf(decls, "    %s%s :: %s\n", type, intent, name);
    }
    psyGoBindListItem(list, col, name, false, 8);
    free(name);
  }
}

/* The actual arguments of the kernel call: i, j, the data and scalars (a converted one's
 * local). */
static void actuals(const PsyGoKernelMeta *m, MlirOperation op, PsyStrBuf *out, int col) {
  psyStrBufPrintf(out, "i, j");
  for (int e = 0; e < m->nargs; ++e) {
    const PsyGoArg *a = &m->args[e];
    bool grid = a->kind == PSY_GO_ARG_GRID;
    bool array = a->kind == PSY_GO_ARG_FIELD || (grid && psyGoGridPropertyIsArray(a->what));
    bool converted = a->kind == PSY_GO_ARG_SCALAR && dummyType(op, e).length;
    char *name = psyFormat("%s%d%s", grid ? "grid" : array ? "fld" : "scalar", e + 1,
                           converted ? "_k" : "");
    psyGoBindListItem(out, &col, name, false, 8);
    free(name);
  }
}

/* One wrapper, Fortran name `fname`, from the kernel's metadata op. */
static bool writeWrapper(PsyStrBuf *out, MlirOperation op, const char *psyModule,
                         const char *fname) {
  PsyGoKernelMeta m;
  if (!psyGoKernelMetaFromOp(op, &m)) return false;
  MlirStringRef mod = psyOpGetStringAttr(op, "psy.kernel_module");
  if (!mod.length) {
    psyOpEmitError(op, "GOcean code generation needs the kernel's module (psy.kernel_module)");
    psyGoKernelMetaClear(&m);
    return false;
  }
  char *sym = psyBindingKernelSymbol(psyModule, op), *proc = psyLowerDup(m.procedure);
  PsyStrBuf list = {0}, decls = {0}, before = {0}, after = {0};
  int col = 0;
  psyStrBufPrintf(&list, "i, j");
  dummies(&m, &list, &decls, &col);
  for (int e = 0; e < m.nargs; ++e)
    if (m.args[e].kind == PSY_GO_ARG_SCALAR && dummyType(op, e).length)
      convertScalar(&m.args[e], e, dummyType(op, e), &decls, &before, &after);
  psyStrBufPrintf(out, "  subroutine %s(%s) &\n      bind(C, name='%s')\n", fname, list.data, sym);
  psyStrBufPrintf(out, "    use %.*s, only: %s\n", (int)mod.length, mod.data, proc);
  psyStrBufPrintf(out, "    integer(c_int32_t), intent(in) :: i, j\n%s",
                  decls.data ? decls.data : "");
  psyStrBufPrintf(out, "%s    call %s(", before.data ? before.data : "", proc);
  actuals(&m, op, out, 10 + (int)strlen(proc));
  psyStrBufPrintf(out, ")\n%s  end subroutine %s\n\n", after.data ? after.data : "", fname);
  psyStrBufFree(&list), psyStrBufFree(&decls), psyStrBufFree(&before), psyStrBufFree(&after);
  free(sym), free(proc);
  psyGoKernelMetaClear(&m);
  return true;
}

bool psyGoBindWriteWrappers(PsyStrBuf *out, MlirOperation module, const char *psyModule,
                            const char *const *procs, int nprocs) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  int k = 0;
  char **done = psyXcalloc((size_t)nprocs + 1, sizeof *done);
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); ok && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!psyGoKernelMetaOpIsA(op)) continue;
    MlirStringRef p = psyOpGetStringAttr(op, "procedure");
    char *text = psyFormat("%.*s", (int)p.length, p.data), *proc = psyLowerDup(text);
    free(text);
    /* Two kernel types may share a subroutine: one wrapper. */
    if (listed(procs, nprocs, proc) && !listed((const char *const *)done, k, proc)) {
      char *fname = psyFormat("psy_kernel_%d", k + 1);
      ok = writeWrapper(out, op, psyModule, fname);
      free(fname);
      done[k++] = proc;
    } else {
      free(proc);
    }
  }
  for (int i = 0; i < k; ++i) free(done[i]);
  free(done);
  return ok;
}

char *psyGoBindingWrapperModuleGet(MlirOperation module, const char *name,
                                   const char *const *procs, int nprocs) {
  MlirStringRef m = psyOpGetStringAttr(module, "psy.module_name");
  char *psyModule = psyFormat("%.*s", (int)m.length, m.data);
  PsyStrBuf out = {0};
  psyStrBufPrintf(&out, "! The kernel wrappers of %s, compiled into its schedule object by psyc.\n"
                  "module %s\n  use iso_c_binding, only: c_int32_t\n  use kind_params_mod, "
                  "only: go_wp\n  implicit none\ncontains\n\n", psyModule, name);
  bool ok = psyGoBindWriteWrappers(&out, module, psyModule, procs, nprocs);
  psyStrBufPrintf(&out, "end module %s\n", name);
  free(psyModule);
  char *text = ok ? psyXstrdup(out.data) : NULL;
  psyStrBufFree(&out);
  return text;
}
