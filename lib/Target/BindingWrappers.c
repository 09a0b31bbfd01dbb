/* The binding's kernel wrappers (psy-c/Binding.h): when a kernel is called out of line (flang
 * could not compile it for psyc, for want of a module file), the schedule object cannot call
 * the kernel by a compiler's own symbol -- flang's `_QMmodPproc` is not gfortran's
 * `__mod_MOD_proc`. The binding module, which the user's Fortran compiler compiles, then
 * holds per such kernel a small subroutine with a C name of our choosing,
 * `<psy module>_k_<procedure>`, that takes the kernel's arguments and calls it; the schedule
 * calls that name. Each dummy is declared as `psyc --stub` declares it (lib/Domain/
 * KernelArgs.c: LFRic's kinds, explicit shapes from the size arguments), by reference as
 * the schedule passes every argument, except that real data take the kind of the actual
 * argument of the kernel's first call (an r_solver_field_type's data are r_solver, a scalar's
 * its declared kind: BindingKinds.c), as PSyclone's PSy layer declares them; the user's
 * compiler then checks that the kernel takes that kind. An entry the metadata reads but the
 * kernel's dummy may write (the kernel_meta's dummy_writes) is intent(inout): an intent(in)
 * actual for the kernel's intent(inout) dummy would not compile.
 *
 * A specific procedure of a generic (mixed-precision) kernel is called by its generic name,
 * which the kernel module makes public (the specifics are often private), and its real data
 * are declared by the width psyc chose that specific for (`real(kind=c_float)`, c_double), so
 * that the generic resolves to that very specific. The kind names would not do: when psyc
 * compiles the schedule for several widths of a kind (docs/psyc.md, "Kinds"), calls of
 * actuals of different kinds share a specific's wrapper in one of them. */
#include "BindingInternal.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinTypes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Kernel.h"

static char *lowerRef(MlirStringRef s) {
  char *out = psyFormat("%.*s", (int)s.length, s.data);
  for (char *c = out; *c; ++c)
    if (*c >= 'A' && *c <= 'Z') *c = (char)(*c - 'A' + 'a');
  return out;
}

char *psyBindingKernelSymbol(const char *psyModule, MlirOperation meta) {
  char *p = lowerRef(psyOpGetStringAttr(meta, "procedure"));
  char *m = psyLowerDup(psyModule);
  char *sym = psyFormat("%s_k_%s", m, p);
  free(p);
  free(m);
  return sym;
}

/* The arguments' names as a comma-separated list, continued over lines so that none passes Fortran's 132
 * columns. */
static void writeList(PsyStrBuf *out, const PsyKernelArgList *args, size_t column) {
  for (int i = 0; i < args->n; ++i) {
    size_t len = strlen(args->args[i].name) + 2;
    if (i) {
      bool wrap = column + len > 100;
      psyStrBufPrintf(out, wrap ? ", &\n      " : ", ");
      column = wrap ? 6 : column;
    }
    psyStrBufPrintf(out, "%s", args->args[i].name);
    column += len;
  }
}

/* The scalars first: the arrays' shapes name them, and Fortran wants a name typed before a
 * specification expression uses it. */
static void writeDeclarations(PsyStrBuf *out, const PsyKernelArgList *args) {
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < args->n; ++i) {
      const PsyKernelArg *a = &args->args[i];
      if ((strstr(a->decl, "dimension(") != NULL) == (pass == 1))
        psyStrBufPrintf(out, "    %s :: %s\n", a->decl, a->name);
    }
}

/* The invoke function around kernel call `op`. */
static MlirOperation invokeOf(MlirOperation op) {
  while (!mlirOperationIsNull(op) && !psyOpIsAnInvoke(op)) op = mlirOperationGetParentOperation(op);
  return op;
}

/* The kind of the real data call `op` passes as operand `k` (heap): its invoke argument's
 * (psyBindArgKind), else r_solver for 32-bit data, r_def for any other. */
static char *operandKind(const PsyBindingOptions *o, MlirOperation op, intptr_t k) {
  MlirValue v = mlirOperationGetOperand(op, k);
  MlirOperation func = invokeOf(op);
  char *kind = NULL;
  if (!mlirOperationIsNull(func) && mlirValueIsABlockArgument(v) &&
      mlirBlockEqual(mlirBlockArgumentGetOwner(v),
                     mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0))))
    kind = psyBindArgKind(o, func, mlirBlockArgumentGetArgNumber(v));
  if (kind) return kind;
  MlirType t = mlirValueGetType(v);
  if (mlirTypeIsAMemRef(t)) t = mlirShapedTypeGetElementType(t);
  else if (psyAbiIsFieldType(t)) t = psyTypeGetElementType(t);
  return psyXstrdup(mlirTypeIsAF32(t) ? "r_solver" : "r_def");
}

/* iso_c_binding's kind of the width of the real data call `op` passes as operand `k`. */
static char *operandWidth(MlirOperation op, intptr_t k) {
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, k));
  if (mlirTypeIsAMemRef(t)) t = mlirShapedTypeGetElementType(t);
  else if (psyAbiIsFieldType(t) || psyTypeIsAnOperator(t)) t = psyTypeGetElementType(t);
  return psyXstrdup(mlirTypeIsAF32(t) ? "c_float" : "c_double");
}

static bool isSpecific(MlirOperation meta) {
  return psyOpGetStringAttr(meta, "generic").length > 0;
}

/* Gives each real data argument the kind of the call's actual (see the top), or a generic's
 * specific its width; the kinds other than r_def go to `uses`, once each. */
static void retypeData(const PsyBindingOptions *o, MlirOperation op, const PsyKernelMeta *m,
                       PsyKernelArgList *args, PsyStrBuf *uses) {
  bool specific = isSpecific(psyKernelOpLookupMeta(op));
  /* The model declares reals r_def, and a column-wise operator's matrix r_solver. */
  static const char kReal[] = "real(kind=";
  intptr_t *operands = psyKernelMetaOperands(m);
  for (int i = 0; i < args->n; ++i) {
    PsyKernelArg *a = &args->args[i];
    const char *rest = strchr(a->decl, ')');
    if (a->entry < 0 || strncmp(a->decl, kReal, sizeof kReal - 1) || !rest) continue;
    char *k = specific ? operandWidth(op, operands[a->entry])
                       : operandKind(o, op, operands[a->entry]);
    char *decl = psyFormat("real(kind=%s%s", k, rest);
    free(a->decl);
    a->decl = decl;
    char *word = psyFormat(", %s,", k);
    if (!specific && strcmp(k, "r_def") && (!uses->data || !strstr(uses->data, word)))
      psyStrBufPrintf(uses, " %s,", k);
    free(word);
    free(k);
  }
  free(operands);
}

/* intent(in) -> intent(inout) for the data the kernel's dummies may write (see the top). */
static void widenIntents(MlirOperation meta, PsyKernelArgList *args) {
  static const char kIn[] = ", intent(in)";
  for (int i = 0; i < args->n; ++i) {
    PsyKernelArg *a = &args->args[i];
    char *in = strstr(a->decl, kIn);
    if (!psyKernelArgKindIsData(a->kind) || a->entry < 0 || !in ||
        !psyKernelMetaOpDummyWrites(meta, a->entry))
      continue;
    char *decl = psyFormat("%.*s, intent(inout)%s", (int)(in - a->decl), a->decl,
                           in + sizeof kIn - 1);
    free(a->decl);
    a->decl = decl;
  }
}

static void writeWrapper(PsyStrBuf *out, const PsyBindingOptions *o, const char *psyModule,
                         MlirOperation op, MlirOperation meta, int n) {
  PsyKernelMeta m;
  psyKernelMetaFromOp(meta, &m);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&m, &args);
  PsyStrBuf uses = {0};
  psyStrBufPrintf(&uses, ",");
  retypeData(o, op, &m, &args, &uses);
  widenIntents(meta, &args);
  char *sym = psyBindingKernelSymbol(psyModule, meta);
  char *proc = psyLowerDup(isSpecific(meta) ? m.binding : m.procedure);
  psyStrBufPrintf(out, "  ! The kernel %s, called out of line by the schedule.\n", m.name);
  psyStrBufPrintf(out, "  subroutine psy_k%d(", n);
  writeList(out, &args, 20);
  psyStrBufPrintf(out, ") &\n      bind(C, name='%s')\n", sym);
  psyStrBufPrintf(out, "    use constants_mod, only: r_def, i_def, l_def%.*s\n",
                  (int)strlen(uses.data) - 1, uses.data);
  psyStrBufFree(&uses);
  if (isSpecific(meta))
    psyStrBufPrintf(out, "    use, intrinsic :: iso_c_binding, only: c_float, c_double\n");
  if (m.module[0]) psyStrBufPrintf(out, "    use %s, only: %s\n", m.module, proc);
  writeDeclarations(out, &args);
  psyStrBufPrintf(out, "    call %s(", proc);
  writeList(out, &args, 10 + strlen(proc));
  psyStrBufPrintf(out, ")\n  end subroutine psy_k%d\n\n", n);
  free(proc);
  free(sym);
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&m);
}

static bool isWrapped(const PsyBindingOptions *o, const char *link) {
  for (int i = 0; i < o->nwrapped; ++i)
    if (!strcmp(o->wrapped[i], link)) return true;
  return false;
}

typedef struct {
  const PsyBindingOptions *opts;
  const char *psyModule;
  PsyStrBuf *out;
  char **done; /* the link names written */
  int ndone, cap;
} Walk;

static MlirWalkResult wrapCall(MlirOperation op, void *user) {
  Walk *w = user;
  if (!psyKernelOpIsA(op)) return MlirWalkResultAdvance;
  MlirOperation meta = psyKernelOpLookupMeta(op);
  char *link = psyKernelLinkName(meta);
  bool seen = !isWrapped(w->opts, link);
  for (int i = 0; i < w->ndone && !seen; ++i) seen = !strcmp(w->done[i], link);
  if (seen) {
    free(link);
    return MlirWalkResultAdvance;
  }
  writeWrapper(w->out, w->opts, w->psyModule, op, meta, w->ndone + 1);
  w->done = psyGrow(w->done, w->ndone, &w->cap, sizeof *w->done);
  w->done[w->ndone++] = link;
  return MlirWalkResultAdvance;
}

void psyBindWriteWrappers(MlirOperation module, const PsyBindingOptions *opts,
                          const char *psyModule, PsyStrBuf *out) {
  if (!opts->nwrapped) return;
  Walk w = {.opts = opts, .psyModule = psyModule, .out = out};
  mlirOperationWalk(module, wrapCall, &w, MlirWalkPreOrder);
  for (int i = 0; i < w.ndone; ++i) free(w.done[i]);
  free(w.done);
}
