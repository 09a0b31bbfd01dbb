/* psyFrontendRun: what the flang plugin does with a parsed file. An algorithm file (one with
 * invokes) gives psy IR and, on request, the rewritten algorithm; a kernel file gives its
 * validated metadata as psy.kernel_meta ops, written back as Fortran, or as kernel stubs.
 * Nothing is written unless the whole file is valid. Element types follow the precision
 * config (opts->precisionConfig on top of the LFRic defaults). */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "AlgorithmFile.h"
#include "BuildIR.h"
#include "GOceanFrontend.h"
#include "Generic.h"
#include "psy-c/Alloc.h"
#include "psy-c/Support.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"

/* A kernel file's module; a file without one is named after its first unit. */
static const char *moduleName(const PsyFUnit *u) {
  const char *m = psyFUnitModuleName(u);
  return *m ? m : psyFUnitMainName(u);
}

/* Reads and validates every kernel type of a kernel file (its subroutines' dummies too)
 * into `metas` (sized for every type of the unit); returns how many were valid. */
static int readKernels(const PsyFUnit *u, bool strict, PsyKernelMeta *metas,
                       PsyDiagList *diags) {
  int n = 0;
  for (int i = 0; i < u->ntypes; ++i) {
    if (!psyFTypeIsKernel(&u->types[i])) continue;
    if (psyKernelMetaRead(&u->types[i], moduleName(u), &metas[n], diags) &&
        psyKernelMetaCheckDummies(&metas[n], strict, diags))
      ++n;
    else
      psyKernelMetaClear(&metas[n]);
  }
  return n;
}

static bool runKernelFile(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                          PsyDiagList *diags) {
  PsyKernelMeta *metas = psyXcalloc((size_t)unit->ntypes, sizeof *metas);
  int before = psyDiagListBegin(diags);
  int n = readKernels(unit, opts->strictIntents, metas, diags);
  bool ok = psyDiagListEnd(diags, before);
  if (ok && n == 0) {
    psyDiagError(diags, (PsyFLoc){unit->file, 1, 1}, "no invoke calls and no kernel types "
                 "(type, extends(kernel_type)) in this file");
    ok = false;
  }
  if (ok && opts->emit == PSY_EMIT_METADATA)
    psyKernelMetaWriteModule(moduleName(unit), metas, n, out);
  if (ok && opts->emit == PSY_EMIT_STUB) {
    fprintf(out, "module %s\n  implicit none\ncontains\n", moduleName(unit));
    for (int i = 0; i < n; ++i) psyKernelStubWrite(&metas[i], out);
    fprintf(out, "end module %s\n", moduleName(unit));
  }
  if (ok && opts->emit == PSY_EMIT_IR) ok = psyKernelMetasEmitIR(metas, n, opts->debugLocs, out);
  for (int i = 0; i < n; ++i) psyKernelMetaClear(&metas[i]);
  free(metas);
  return ok;
}

/* A PSy module whose invoke routines accept anything (assumed type and rank), so that a
 * rewritten algorithm can be compiled before the real PSy layer exists. */
static void writePsyStub(const PsyInvoke *invs, int n, const char *psyModule, FILE *out) {
  fprintf(out, "module %s\n  implicit none\ncontains\n", psyModule);
  for (int i = 0; i < n; ++i) {
    int nalg;
    const PsyInvValue **alg = psyInvokeAlgArgs(&invs[i], &nalg);
    free(alg); /* only their number matters here */
    fprintf(out, "  subroutine %s(", invs[i].name);
    for (int k = 0; k < nalg; ++k) fprintf(out, "%sarg%d", k ? ", " : "", k + 1);
    fputs(")\n", out);
    for (int k = 0; k < nalg; ++k) fprintf(out, "    type(*), dimension(..) :: arg%d\n", k + 1);
    fprintf(out, "  end subroutine %s\n", invs[i].name);
  }
  fprintf(out, "end module %s\n", psyModule);
}

/* The caller's model (else the LFRic defaults) with the user's precision file on top; false
 * (reported) if the file does not read. */
static bool loadPrecision(const PsyFrontendOptions *opts, PsyPrecisionConfig *cfg,
                          PsyDiagList *diags) {
  psyPrecisionConfigInitDefault(cfg);
  for (int i = 0; opts->precision && i < opts->precision->count; ++i) {
    const PsyPrecisionKind *k = &opts->precision->kinds[i];
    psyPrecisionConfigSet(cfg, k->kind, strlen(k->kind), k->type);
  }
  return !opts->precisionConfig ||
         mlirLogicalResultIsSuccess(
             psyPrecisionConfigLoad(cfg, diags->ctx, opts->precisionConfig));
}

/* What the front end knows of one algorithm file: its invokes and the kernels they use. The
 * IR built from it is self-contained; the session is kept to rewrite the algorithm. */
struct PsyFrontendSession {
  PsyFUnit *unit;
  char *psyModule;
  PsyPrecisionConfig precision;
  PsyKernelSet ks;
  PsyInvoke *invs;
  int n;
};

void psyFrontendSessionDestroy(PsyFrontendSession *s) {
  if (!s) return;
  psyInvokesDestroy(s->invs, s->n);
  psyKernelSetDestroy(&s->ks);
  psyPrecisionConfigDestroy(&s->precision);
  free(s->psyModule);
  free(s);
}

/* The invoke model of an algorithm unit; NULL (reported) if it is not valid. */
static PsyFrontendSession *openSession(PsyFUnit *unit, const PsyFrontendOptions *opts,
                                       PsyDiagList *diags) {
  PsyFrontendSession *s = psyXcalloc(1, sizeof *s);
  s->unit = unit;
  s->ks.opts = opts;
  s->ks.alg = unit;
  s->ks.precision = &s->precision;
  s->ks.index = psyAlgorithmKernelIndex(unit, opts->kernelPaths, opts->nkernelPaths, opts->cache);
  char *psyModule = psyFormat("%s_psy", psyFUnitMainName(unit));
  s->psyModule = psyFortranNameFit(psyModule); /* a 63-character algorithm's name still fits */
  free(psyModule);
  bool ok = loadPrecision(opts, &s->precision, diags) &&
            psyInvokesBuild(unit, &s->ks, &s->invs, &s->n, diags);
  if (!ok) psyFrontendSessionDestroy(s), s = NULL;
  return s;
}

static bool runAlgorithm(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                         PsyDiagList *diags) {
  PsyFrontendSession *s = openSession(unit, opts, diags);
  bool ok = s != NULL;
  if (ok && opts->emit == PSY_EMIT_PSY_STUB) writePsyStub(s->invs, s->n, s->psyModule, out);
  else ok = ok && psyInvokesEmitIR(unit, s->invs, s->n, s->psyModule, opts->debugLocs, out, diags);
  if (ok && opts->algOut)
    ok = psyAlgorithmRewrite(unit, s->invs, s->n, s->psyModule, opts->algOut, diags);
  psyFrontendSessionDestroy(s);
  return ok;
}

PsyFrontendSession *psyFrontendBuild(PsyFUnit *unit, const PsyFrontendOptions *opts,
                                     MlirContext ctx, MlirModule *module) {
  PsyDiagList diags = {ctx, 0};
  *module = (MlirModule){NULL};
  if (unit->ninvokes == 0) {
    psyDiagError(&diags, (PsyFLoc){unit->file, 1, 1}, "no invoke calls in this file");
    return NULL;
  }
  PsyFrontendSession *s = openSession(unit, opts, &diags);
  if (s) *module = psyInvokesBuildModule(unit, s->invs, s->n, s->psyModule, ctx, &diags);
  if (s && mlirModuleIsNull(*module)) psyFrontendSessionDestroy(s), s = NULL;
  return s;
}

/* `inv` as the final module calls it: one value per entry of its function's psy.alg_args, so
 * that arguments a pass added or removed reach the rewritten call. The texts are borrowed
 * from the module's attributes. */
static bool finalArgs(const PsyInvoke *inv, MlirSymbolTable symbols, PsyInvoke *out,
                      PsyDiagList *diags) {
  MlirOperation f = mlirSymbolTableIsNull(symbols)
      ? (MlirOperation){NULL}
      : mlirSymbolTableLookup(symbols, mlirStringRefCreateFromCString(inv->name));
  MlirAttribute args = mlirOperationIsNull(f) ? (MlirAttribute){NULL}
      : mlirOperationGetAttributeByName(f, mlirStringRefCreateFromCString("psy.alg_args"));
  if (mlirAttributeIsNull(args) || !mlirAttributeIsAArray(args)) {
    psyDiagError(diags, inv->src ? inv->src->loc : (PsyFLoc){0},
                 "the pass pipeline removed invoke '%s' or its psy.alg_args", inv->name);
    return false;
  }
  *out = *inv;
  out->nvalues = (int)mlirArrayAttrGetNumElements(args);
  out->values = psyXcalloc((size_t)out->nvalues + 1, sizeof *out->values);
  out->nvalues = 0;
  for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(args); ++i) {
    MlirAttribute a = mlirArrayAttrGetElement(args, i);
    if (!mlirAttributeIsAString(a)) continue;
    MlirStringRef t = mlirStringAttrGetValue(a);
    PsyInvValue *v = &out->values[out->nvalues++];
    v->text = psyFormat("%.*s", (int)t.length, t.data);
    v->kind = PSY_VAL_FIELD; /* anything but a literal: every entry is an argument */
  }
  return true;
}

bool psyFrontendRewriteAlgorithm(const PsyFrontendSession *s, MlirOperation module,
                                 const char *path) {
  PsyDiagList diags = {mlirOperationGetContext(module), 0};
  PsyInvoke *fin = psyXcalloc((size_t)s->n + 1, sizeof *fin);
  /* The module's symbol table: one lookup per invoke in constant time, not a walk. */
  MlirSymbolTable symbols = mlirSymbolTableCreate(module);
  bool ok = true;
  int done = 0;
  for (; done < s->n && ok; ++done) ok = finalArgs(&s->invs[done], symbols, &fin[done], &diags);
  mlirSymbolTableDestroy(symbols);
  if (ok) ok = psyAlgorithmRewrite(s->unit, fin, s->n, s->psyModule, path, &diags);
  for (int i = 0; i < done; ++i) {
    for (int k = 0; k < fin[i].nvalues; ++k) free((char *)fin[i].values[k].text);
    free(fin[i].values);
  }
  free(fin);
  return ok;
}

bool psyFrontendRun(PsyFUnit *unit, const PsyFrontendOptions *opts, MlirContext ctx,
                    FILE *out) {
  PsyDiagList diags = {ctx, 0};
  if (opts->gocean) return psyGoKernelFileRun(unit, moduleName(unit), opts->emit, out, &diags);
  if ((opts->emit == PSY_EMIT_IR || opts->emit == PSY_EMIT_PSY_STUB) && unit->ninvokes > 0)
    return runAlgorithm(unit, opts, out, &diags);
  return runKernelFile(unit, opts, out, &diags);
}
