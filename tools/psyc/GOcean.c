/* psyc -api gocean on an algorithm file (docs/gocean.md): the grid properties in force (the
 * configuration's [gocean] or [gocean1.0] `grid-properties` over PSyclone's defaults), the
 * schedule IR built by the front end, then --view (PSyclone's GOcean schedule view), the IR
 * on standard output, or -opsy: FILE.mlir (the IR), X.f90 (the binding module and its
 * schedule object, psyGoBindingEmit), X.o or X.ll (the lowered schedule alone), or with
 * --target=opencl X.f90 the OpenCL PSy layer (GOceanOcl.c); and -oalg, the rewritten
 * algorithm, written only when -opsy succeeded. */
#include "GOcean.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Driver.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"


static void printTo(MlirStringRef s, void *u) { fwrite(s.data, 1, s.length, (FILE *)u); }

/* PSyclone's [gocean] section, [gocean1.0] before PSyclone 2.4. */
static const char *const kSections[] = {"gocean", "gocean1.0"};

/* The grid table: defaults, then the configuration's grid-properties; false (reported at
 * the configuration's line) when that value does not read. */
static bool gridTable(const PsyConfig *cfg, MlirContext ctx, PsyGoGridTable *t) {
  psyGoGridTableInitDefault(t);
  for (size_t k = 0; cfg && k < sizeof kSections / sizeof kSections[0]; ++k) {
    int line = 0;
    const char *v = psyConfigGetEntry(cfg, kSections[k], "grid-properties", &line);
    if (!v) continue;
    const char *path = psyConfigGetPath(cfg);
    MlirLocation loc = mlirLocationFileLineColGet(ctx, psyRef(path ? path : "psyclone.cfg"),
                                                  (unsigned)line, 1);
    char prefix[32];
    snprintf(prefix, sizeof prefix, "[%s] ", kSections[k]);
    if (mlirLogicalResultIsFailure(psyGoGridTableParse(t, v, loc, prefix))) return false;
  }
  return true;
}

static bool writeMlir(MlirOperation module, const char *path) {
  char *text = NULL;
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  if (!mem) return false;
  mlirOperationPrint(module, printTo, mem);
  fputc('\n', mem);
  bool ok = fclose(mem) == 0 &&
            mlirLogicalResultIsSuccess(psyWriteFileAtomically((MlirLocation){NULL}, path, text,
                                                              size));
  if (!ok) fprintf(stderr, "psyc: error: cannot write '%s': %s\n", path, strerror(errno));
  free(text);
  return ok;
}

static const char *extOf(const char *path) {
  const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
  return dot && (!slash || dot > slash) ? dot : "";
}

/* -opsy X.o or X.ll: the schedule lowered by psy-gocean-to-llvm, kernels and wrappers left
 * to the link. */
static int emitLowered(const PsycGoRequest *r, MlirOperation module, PsyTarget t) {
  if (mlirLogicalResultIsFailure(psyRunPipeline(module, psyRef("psy-gocean-to-llvm"))))
    return fprintf(stderr, "psyc: error: psy-gocean-to-llvm failed\n"), 1;
  PsyTargetOptions to = {.target = t, .optLevel = 2, .hostCpu = r->bind && r->bind->hostTuned};
  return mlirLogicalResultIsFailure(psyTargetEmitWith(module, &to, r->opsy));
}

static int emitPsy(const PsycGoRequest *r, const PsyFUnit *u, MlirOperation module,
                   PsyFrontendCache *cache) {
  const char *ext = extOf(r->opsy);
  if (!strcmp(ext, ".mlir")) return writeMlir(module, r->opsy) ? 0 : 1;
  if (r->opencl) return psycGoOclWrite(r, u, module, cache);
  if (!strcmp(ext, ".o")) return emitLowered(r, module, PSY_TARGET_X86_64);
  if (!strcmp(ext, ".ll")) return emitLowered(r, module, PSY_TARGET_LLVM_IR);
  if (strcmp(ext, ".f90") && strcmp(ext, ".F90"))
    return fprintf(stderr, "psyc: error: cannot tell the output kind of '%s' (use .mlir, .ll, "
                   ".o or .f90)\n", r->opsy), 1;
  PsyBindingOptions none = {0};
  return mlirLogicalResultIsFailure(
      psyGoBindingEmit(module, r->bind ? r->bind : &none, r->grid, r->opsy));
}

/* -oalg goes to a temporary first, committed once -opsy is written: all or nothing. */
static int outputs(const PsycGoRequest *r, const PsyFUnit *u, MlirOperation module,
                   PsyFrontendCache *cache, FILE *out) {
  if (r->view) psycGoView(module, r->dm, r->grid, out);
  if (!r->opsy && !r->oalg) {
    if (!r->view) mlirOperationPrint(module, printTo, out), fputc('\n', out);
    return 0;
  }
  char *algTmp = r->oalg ? psyOutputTempCreate(r->oalg) : NULL;
  if (r->oalg && !algTmp)
    return fprintf(stderr, "psyc: error: cannot create a file beside '%s': %s\n", r->oalg,
                   strerror(errno)), 1;
  int rc = algTmp && !psyGoAlgorithmRewrite(u, module, algTmp);
  if (!rc && r->opsy) rc = emitPsy(r, u, module, cache);
  if (!rc && algTmp && mlirLogicalResultIsFailure(psyOutputTempCommit(algTmp, r->oalg)))
    rc = (fprintf(stderr, "psyc: error: cannot write '%s': %s\n", r->oalg, strerror(errno)), 1);
  else if (rc && algTmp)
    psyOutputTempDiscard(algTmp);
  free(algTmp);
  return rc;
}

static bool hasGoInvoke(MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke"))))
      return true;
  return false;
}

/* psy IR as -opsy X.mlir wrote it, perhaps transformed since: the schedule is built, so
 * there is no algorithm to rewrite, and the OpenCL layer, which translates the kernels found
 * through the algorithm's use statements, needs the algorithm itself. */
static int compileIR(const PsycGoRequest *r, MlirContext ctx, PsyFrontendCache *cache,
                     const char *input, FILE *out) {
  if (r->oalg)
    return fprintf(stderr, "psyc: error: -oalg %s: psy IR input has no algorithm to rewrite\n",
                   r->oalg), 1;
  if (r->opencl && r->opsy && strcmp(extOf(r->opsy), ".mlir"))
    return fprintf(stderr, "psyc: error: --target=opencl finds the kernels to translate "
                   "through the algorithm's use statements: give it the algorithm, not psy IR "
                   "('%s')\n", input), 1;
  size_t size = 0;
  char *text = psyReadFile(input, &size);
  if (!text) return fprintf(stderr, "psyc: error: cannot read '%s': %s\n", input,
                            strerror(errno)), 1;
  MlirModule mod = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, size));
  free(text);
  if (mlirModuleIsNull(mod))
    return fprintf(stderr, "psyc: error: cannot parse the psy IR of '%s'\n", input), 1;
  MlirOperation module = mlirModuleGetOperation(mod);
  int rc = hasGoInvoke(module) ? outputs(r, NULL, module, cache, out)
                               : (fprintf(stderr, "psyc: error: '%s' holds no GOcean invoke (a "
                                          "func.func marked psy.go_invoke)\n", input), 1);
  mlirModuleDestroy(mod);
  return rc;
}

int psycGOceanCompile(const PsycGoRequest *req, MlirContext ctx, PsyFrontendCache *cache,
                      const char *input, FILE *out) {
  if (!strcmp(extOf(input), ".mlir")) {
    PsycGoRequest r = *req;
    PsyGoGridTable grid;
    int rc = gridTable(r.cfg, ctx, &grid) ? 0 : 1;
    r.grid = &grid;
    if (!rc) rc = compileIR(&r, ctx, cache, input, out);
    psyGoGridTableClear(&grid);
    return rc;
  }
  PsyFUnit *unit = psyFortranParse(input, req->fopts);
  if (!unit) return fprintf(stderr, "psyc: error: cannot parse '%s'\n", input), 1;
  PsycGoRequest r = *req;
  PsyGoGridTable grid;
  int rc = gridTable(r.cfg, ctx, &grid) ? 0 : 1;
  r.grid = &grid;
  PsyGoFrontendOptions fo = {.kernelPaths = r.dirs, .nkernelPaths = r.ndirs,
                             .parse = psyFortranParseFn, .parseCtx = (void *)r.fopts,
                             .cache = cache, .grid = &grid, .dm = r.dm};
  MlirModule mod = {NULL};
  if (!rc) mod = psyGoAlgorithmBuild(unit, &fo, ctx);
  if (!rc && mlirModuleIsNull(mod))
    rc = (fprintf(stderr, "psyc: error: the front end failed on '%s'\n", input), 1);
  if (!rc) rc = outputs(&r, unit, mlirModuleGetOperation(mod), cache, out);
  if (!mlirModuleIsNull(mod)) mlirModuleDestroy(mod);
  psyGoGridTableClear(&grid);
  psyFUnitDestroy(unit);
  return rc;
}
