/* psyFrontendRun for the GOcean 1.0 API (docs/gocean.md): a kernel file's kernel types are
 * read and validated (GOceanMetadata.c), then written as stubs or as psy.go_kernel_meta ops.
 * An algorithm file is refused: the GOcean schedule (invokes, loops, halo exchanges) is not
 * implemented yet, and saying so is better than building half of one. */
#include "GOceanFrontend.h"

#include <stdlib.h>

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
    psyDiagError(diags, u->invokes[0].loc, "the GOcean 1.0 schedule is not implemented yet: "
                 "-api gocean reads kernel files only (stubs and metadata checks; "
                 "docs/gocean.md)");
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
