/* The GOcean 1.0 API's entry points (docs/gocean.md). psyFrontendRun with -api gocean: a
 * kernel file's kernel types are read and validated (GOceanMetadata.c), then written as stubs
 * or as psy.go_kernel_meta ops. psyGoAlgorithmBuild: an algorithm file's invokes
 * (GOceanAlgorithm.c) become the schedule IR (GOceanBuildIR.c); psyGoAlgorithmRewrite: the
 * algorithm with its invoke calls replaced, by LFRic's rewriting (Rewrite.c). */
#include "AlgorithmFile.h"
#include "GOceanFrontend.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Support.h"
#include "psy-c/Alloc.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "IRHelpers.h"
#include "Invoke.h"

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
  int before = psyDiagListBegin(diags);
  int n = readKernels(u, module, metas, diags);
  bool ok = psyDiagListEnd(diags, before);
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

/* PSyclone's GOcean PSy module: psy_<the algorithm's program or module>, lower case, cut
 * to Fortran's 63 characters if it must be (psyFortranNameFit). */
char *psyGoModuleName(const PsyFUnit *u) {
  char *mixed = psyFormat("psy_%s", psyFUnitMainName(u)), *lower = psyLowerDup(mixed);
  char *name = psyFortranNameFit(lower);
  free(mixed), free(lower);
  return name;
}

MlirModule psyGoAlgorithmBuild(PsyFUnit *unit, const PsyGoFrontendOptions *opts,
                               MlirContext ctx) {
  PsyDiagList diags = {ctx, 0};
  if (unit->ninvokes == 0) {
    psyDiagError(&diags, (PsyFLoc){unit->file, 1, 1}, "no invoke calls in this file");
    return (MlirModule){NULL};
  }
  PsyGoKernelSet ks = {.opts = opts, .alg = unit, .psyModule = psyGoModuleName(unit)};
  ks.index = psyAlgorithmKernelIndex(unit, opts->kernelPaths, opts->nkernelPaths, opts->cache);
  PsyGoInvoke *invs = NULL;
  int n = 0;
  MlirModule mod = {NULL};
  if (psyGoInvokesBuild(unit, &ks, &invs, &n, &diags))
    mod = psyGoInvokesBuildModule(unit, invs, n, &ks, ctx, &diags);
  psyGoInvokesDestroy(invs, n);
  psyGoKernelSetDestroy(&ks);
  if (!opts->cache) psyKernelIndexDestroy(ks.index);
  return mod;
}

/* The invoke model LFRic's rewriting reads (Rewrite.c), made from the GOcean schedule: per
 * invoke function in order (the file's invoke calls' order), its name, call and psy.alg_args.
 * The texts are borrowed from the module's attributes. */
static int rewriteModel(const PsyFUnit *unit, MlirOperation module, PsyInvoke *invs) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute args = mlirOperationGetAttributeByName(op, psyRef("psy.alg_args"));
    if (mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke"))) ||
        mlirAttributeIsNull(args) || n >= unit->ninvokes)
      continue;
    MlirStringRef name = psyOpGetStringAttr(op, "sym_name");
    PsyInvoke *inv = &invs[n];
    inv->name = psyFormat("%.*s", (int)name.length, name.data);
    inv->src = &unit->invokes[n++];
    inv->nvalues = (int)mlirArrayAttrGetNumElements(args);
    inv->values = psyXcalloc((size_t)inv->nvalues + 1, sizeof *inv->values);
    for (int i = 0; i < inv->nvalues; ++i) {
      MlirStringRef t = mlirStringAttrGetValue(mlirArrayAttrGetElement(args, i));
      inv->values[i].text = psyFormat("%.*s", (int)t.length, t.data);
      inv->values[i].kind = PSY_VAL_FIELD; /* anything but a literal: each is an argument */
    }
  }
  return n;
}

bool psyGoAlgorithmRewrite(const PsyFUnit *unit, MlirOperation module, const char *path) {
  PsyDiagList diags = {mlirOperationGetContext(module), 0};
  PsyInvoke *invs = psyXcalloc((size_t)unit->ninvokes + 1, sizeof *invs);
  int n = rewriteModel(unit, module, invs);
  MlirStringRef m = psyOpGetStringAttr(module, "psy.module_name");
  char *psyModule = m.length ? psyFormat("%.*s", (int)m.length, m.data) : psyGoModuleName(unit);
  bool ok = n == unit->ninvokes;
  if (!ok)
    psyDiagError(&diags, (PsyFLoc){unit->file, 1, 1}, "cannot rewrite the algorithm: the "
                 "module has %d GOcean invokes, the file %d invoke calls", n, unit->ninvokes);
  ok = ok && psyAlgorithmRewrite(unit, invs, n, psyModule, path, &diags);
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < invs[i].nvalues; ++k) free((char *)invs[i].values[k].text);
    free(invs[i].values);
    free(invs[i].name);
  }
  free(invs);
  free(psyModule);
  return ok;
}
