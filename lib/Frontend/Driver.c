/* psyFrontendRun: what the flang plugin does with a parsed file. An algorithm file (one with
 * invokes) gives psy IR and, on request, the rewritten algorithm; a kernel file gives its
 * validated metadata as psy.kernel_meta ops, written back as Fortran, or as kernel stubs.
 * Nothing is written unless the whole file is valid. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Invoke.h"
#include "Vocabulary.h"

#include <stdlib.h>
#include <string.h>

bool psyKernelMetasEmitIR(const PsyKernelMeta *metas, int n, bool debugLocs, FILE *out);

#define MAX_KERNELS 256

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

/* Reads and validates every kernel type of a kernel file. */
static int readKernels(const PsyFUnit *u, PsyKernelMeta *metas, PsyDiagList *diags) {
  int n = 0;
  for (int i = 0; i < u->ntypes && n < MAX_KERNELS; ++i) {
    if (!psyFTypeIsKernel(&u->types[i])) continue;
    if (psyKernelMetaRead(&u->types[i], moduleName(u), &metas[n], diags)) ++n;
  }
  return n;
}

static bool runKernelFile(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                          PsyDiagList *diags) {
  PsyKernelMeta *metas = calloc(MAX_KERNELS, sizeof *metas);
  if (!metas) abort();
  int before = diags->count;
  int n = readKernels(unit, metas, diags);
  bool ok = diags->count == before;
  if (ok && n == 0) {
    psyDiagError(diags, (PsyFLoc){unit->file, 1, 1}, "no invoke calls and no kernel types "
                 "(type, extends(kernel_type)) in this file");
    ok = false;
  }
  if (ok && opts->emit == PSY_EMIT_METADATA) psyKernelMetaWriteModule(moduleName(unit), metas, n, out);
  if (ok && opts->emit == PSY_EMIT_STUB) {
    fprintf(out, "module %s\n  implicit none\ncontains\n", moduleName(unit));
    for (int i = 0; i < n; ++i) psyKernelStubWrite(&metas[i], out);
    fprintf(out, "end module %s\n", moduleName(unit));
  }
  if (ok && opts->emit == PSY_EMIT_IR) ok = psyKernelMetasEmitIR(metas, n, opts->debugLocs, out);
  free(metas);
  return ok;
}

/* The directory of `path` ("." when it has none), in `buf`. */
static const char *dirOf(const char *path, char *buf, size_t size) {
  const char *slash = strrchr(path, '/');
  if (!slash) return ".";
  snprintf(buf, size, "%.*s", (int)(slash - path), path);
  return slash == path ? "/" : buf;
}

/* A PSy module whose invoke routines accept anything (assumed type and rank), so that a
 * rewritten algorithm can be compiled before the real PSy layer exists. */
static void writePsyStub(const PsyInvoke *invs, int n, const char *psyModule, FILE *out) {
  fprintf(out, "module %s\n  implicit none\ncontains\n", psyModule);
  for (int i = 0; i < n; ++i) {
    const PsyInvValue *alg[PSY_INV_MAX_VALUES];
    int nalg = psyInvokeAlgArgs(&invs[i], alg);
    fprintf(out, "  subroutine %s(", invs[i].name);
    for (int k = 0; k < nalg; ++k) fprintf(out, "%sarg%d", k ? ", " : "", k + 1);
    fputs(")\n", out);
    for (int k = 0; k < nalg; ++k) fprintf(out, "    type(*), dimension(..) :: arg%d\n", k + 1);
    fprintf(out, "  end subroutine %s\n", invs[i].name);
  }
  fprintf(out, "end module %s\n", psyModule);
}

static bool runAlgorithm(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                         PsyDiagList *diags) {
  char dirbuf[4096];
  const char *dflt = dirOf(unit->file, dirbuf, sizeof dirbuf);
  PsyKernelSet ks = {0};
  ks.opts = opts;
  ks.alg = unit;
  ks.cap = MAX_KERNELS;
  ks.metas = calloc(MAX_KERNELS, sizeof *ks.metas);
  if (!ks.metas) abort();
  ks.index = opts->nkernelPaths ? psyKernelIndexCreate(opts->kernelPaths, opts->nkernelPaths)
                                : psyKernelIndexCreate(&dflt, 1);
  char psyModule[160];
  snprintf(psyModule, sizeof psyModule, "%s_psy", firstUnitName(unit));
  PsyInvoke *invs = NULL;
  int n = 0;
  bool ok = psyInvokesBuild(unit, &ks, &invs, &n, diags);
  if (ok && opts->emit == PSY_EMIT_PSY_STUB) writePsyStub(invs, n, psyModule, out);
  else ok = ok && psyInvokesEmitIR(unit, invs, n, psyModule, opts->debugLocs, out, diags);
  if (ok && opts->algOut) ok = psyAlgorithmRewrite(unit, invs, n, psyModule, opts->algOut, diags);
  free(invs);
  psyKernelSetDestroy(&ks);
  return ok;
}

bool psyFrontendRun(PsyFUnit *unit, const PsyFrontendOptions *opts, FILE *out,
                    PsyDiagList *diags) {
  if ((opts->emit == PSY_EMIT_IR || opts->emit == PSY_EMIT_PSY_STUB) && unit->ninvokes > 0)
    return runAlgorithm(unit, opts, out, diags);
  return runKernelFile(unit, opts, out, diags);
}
