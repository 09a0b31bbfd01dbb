/* psyFrontendRun: what the flang plugin does with a parsed file. An algorithm file (one with
 * invokes) gives psy IR and, on request, the rewritten algorithm; a kernel file gives its
 * validated metadata as psy.kernel_meta ops, written back as Fortran, or as kernel stubs.
 * Nothing is written unless the whole file is valid. Element types follow the precision
 * config (opts->precisionConfig on top of the LFRic defaults). */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Invoke.h"
#include "Common.h"

#include <stdlib.h>
#include <string.h>

bool psyKernelMetasEmitIR(const PsyKernelMeta *metas, int n, bool debugLocs, FILE *out);

static const char *firstUnitName(const PsyFUnit *u) {
  for (int i = 1; i < u->nscopes; ++i)
    if (u->scopes[i].parent == 0) return u->scopes[i].name;
  return "algorithm";
}

static const char *moduleName(const PsyFUnit *u) {
  for (int i = 1; i < u->nscopes; ++i)
    if (u->scopes[i].isModule) return u->scopes[i].name;
  return firstUnitName(u);
}

/* Reads and validates every kernel type of a kernel file into `metas` (sized for every
 * type of the unit); returns how many were valid. */
static int readKernels(const PsyFUnit *u, PsyKernelMeta *metas, PsyDiagList *diags) {
  int n = 0;
  for (int i = 0; i < u->ntypes; ++i) {
    if (!psyFTypeIsKernel(&u->types[i])) continue;
    if (psyKernelMetaRead(&u->types[i], moduleName(u), &metas[n], diags)) ++n;
    else psyKernelMetaClear(&metas[n]);
  }
  return n;
}

static bool runKernelFile(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                          PsyDiagList *diags) {
  PsyKernelMeta *metas = psyXcalloc((size_t)unit->ntypes, sizeof *metas);
  int before = diags->count;
  int n = readKernels(unit, metas, diags);
  bool ok = diags->count == before;
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

/* The directory of `path` ("." when it has none), as a heap string. */
static char *dirOf(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash) return psyXstrdup(".");
  if (slash == path) return psyXstrdup("/");
  return psyFormat("%.*s", (int)(slash - path), path);
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

static void onPrecisionError(const char *path, int line, int col, const char *message,
                             void *diags) {
  psyDiagError(diags, (PsyFLoc){line ? path : NULL, line, col}, "%s", message);
}

/* The LFRic defaults with the user's config on top; false (reported) if it does not read. */
static bool loadPrecision(const PsyFrontendOptions *opts, PsyPrecisionConfig *cfg,
                          PsyDiagList *diags) {
  psyPrecisionConfigInitDefault(cfg);
  return !opts->precisionConfig ||
         psyPrecisionConfigRead(cfg, opts->precisionConfig, onPrecisionError, diags);
}

static bool runAlgorithm(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                         PsyDiagList *diags) {
  char *dflt = dirOf(unit->file);
  PsyPrecisionConfig precision;
  PsyKernelSet ks = {0};
  ks.opts = opts;
  ks.alg = unit;
  ks.precision = &precision;
  ks.index = opts->nkernelPaths ? psyKernelIndexCreate(opts->kernelPaths, opts->nkernelPaths)
                                : psyKernelIndexCreate((const char *const *)&dflt, 1);
  char *psyModule = psyFormat("%s_psy", firstUnitName(unit));
  PsyInvoke *invs = NULL;
  int n = 0;
  bool ok = loadPrecision(opts, &precision, diags) &&
            psyInvokesBuild(unit, &ks, &invs, &n, diags);
  if (ok && opts->emit == PSY_EMIT_PSY_STUB) writePsyStub(invs, n, psyModule, out);
  else ok = ok && psyInvokesEmitIR(unit, invs, n, psyModule, opts->debugLocs, out, diags);
  if (ok && opts->algOut) ok = psyAlgorithmRewrite(unit, invs, n, psyModule, opts->algOut, diags);
  psyInvokesDestroy(invs, n);
  psyKernelSetDestroy(&ks);
  psyPrecisionConfigDestroy(&precision);
  free(psyModule);
  free(dflt);
  return ok;
}

bool psyFrontendRun(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                    PsyDiagList *diags) {
  if ((opts->emit == PSY_EMIT_IR || opts->emit == PSY_EMIT_PSY_STUB) && unit->ninvokes > 0)
    return runAlgorithm(unit, opts, out, diags);
  return runKernelFile(unit, opts, out, diags);
}
