/* The GOcean 1.0 API's entry points (docs/gocean.md). psyFrontendRun with -api gocean: a
 * kernel file's kernel types are read and validated (GOceanMetadata.c), then written as stubs
 * or as psy.go_kernel_meta ops. psyGoAlgorithmBuild: an algorithm file's invokes
 * (GOceanAlgorithm.c) become the schedule IR (GOceanBuildIR.c). */
#include "GOceanFrontend.h"

#include <stdlib.h>
#include <string.h>

#include "../Support/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"

static void printTo(MlirStringRef s, void *out) { fwrite(s.data, 1, s.length, (FILE *)out); }

/* The psy.go_kernel_meta op of each kernel in a module of their own, printed to `out`. */
static void emitIR(const PsyGoKernelMeta *metas, int n, MlirContext ctx, FILE *out) {
  MlirModule mod = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
  for (int i = 0; i < n; ++i)
    mlirBlockAppendOwnedOperation(mlirModuleGetBody(mod),
                                  psyGoKernelMetaOpCreate(mlirLocationUnknownGet(ctx), &metas[i]));
  mlirOperationPrint(mlirModuleGetOperation(mod), printTo, out);
  fputc('\n', out);
  mlirModuleDestroy(mod);
}

static void emitStubs(const PsyGoKernelMeta *metas, int n, const char *module, FILE *out) {
  fprintf(out, "module %s\n  implicit none\ncontains\n", module);
  for (int i = 0; i < n; ++i) psyGoKernelStubWrite(&metas[i], out);
  fprintf(out, "end module %s\n", module);
}

/* Every kernel type of the unit, read into `metas` (sized for all types); how many. */
static int readKernels(const PsyFUnit *u, const char *module, PsyGoKernelMeta *metas,
                       PsyDiagList *diags) {
  int n = 0;
  for (int i = 0; i < u->ntypes; ++i) {
    if (!psyFTypeIsKernel(&u->types[i])) continue;
    if (psyGoKernelMetaRead(&u->types[i], module, &metas[n], diags)) ++n;
    else psyGoKernelMetaClear(&metas[n]);
  }
  return n;
}

bool psyGoKernelFileRun(const PsyFUnit *u, const char *module, PsyEmitKind emit, FILE *out,
                        PsyDiagList *diags) {
  if (u->ninvokes > 0) {
    psyDiagError(diags, u->invokes[0].loc, "this is an algorithm file: --stub and "
                 "--kernel-meta read kernel files (psyc -api gocean --view or -opsy FILE.mlir "
                 "compile an algorithm; docs/gocean.md)");
    return false;
  }
  PsyGoKernelMeta *metas = psyXcalloc((size_t)u->ntypes + 1, sizeof *metas);
  int before = diags->count;
  int n = readKernels(u, module, metas, diags);
  bool ok = diags->count == before;
  if (ok && n == 0) {
    psyDiagError(diags, (PsyFLoc){u->file, 1, 1}, "no GOcean kernel types (type, "
                 "extends(kernel_type)) in this file");
    ok = false;
  }
  if (ok && emit == PSY_EMIT_STUB) emitStubs(metas, n, module, out);
  if (ok && (emit == PSY_EMIT_IR || emit == PSY_EMIT_METADATA)) emitIR(metas, n, diags->ctx, out);
  for (int i = 0; i < n; ++i) psyGoKernelMetaClear(&metas[i]);
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

MlirModule psyGoAlgorithmBuild(PsyFUnit *unit, const PsyGoFrontendOptions *opts,
                               MlirContext ctx) {
  PsyDiagList diags = {ctx, 0};
  if (unit->ninvokes == 0) {
    psyDiagError(&diags, (PsyFLoc){unit->file, 1, 1}, "no invoke calls in this file");
    return (MlirModule){NULL};
  }
  char *dflt = dirOf(unit->file);
  const char *const *dirs = opts->nkernelPaths ? opts->kernelPaths : (const char *const *)&dflt;
  int ndirs = opts->nkernelPaths ? opts->nkernelPaths : 1;
  PsyGoKernelSet ks = {.opts = opts, .alg = unit};
  ks.index = opts->cache ? psyFrontendCacheIndex(opts->cache, dirs, ndirs)
                         : psyKernelIndexCreate(dirs, ndirs);
  PsyGoInvoke *invs = NULL;
  int n = 0;
  MlirModule mod = {NULL};
  if (psyGoInvokesBuild(unit, &ks, &invs, &n, &diags))
    mod = psyGoInvokesBuildModule(unit, invs, n, &ks, ctx, &diags);
  psyGoInvokesDestroy(invs, n);
  psyGoKernelSetDestroy(&ks);
  if (!opts->cache) psyKernelIndexDestroy(ks.index);
  free(dflt);
  return mod;
}
