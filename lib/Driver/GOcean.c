/* The GOcean row of the API table (docs/gocean.md): the grid properties in force (the
 * configuration's [gocean] or [gocean1.0] `grid-properties` over PSyclone's defaults), the
 * schedule IR built by the front end, PSyclone's GOcean schedule view (GoView.c); -opsy X.f90
 * is the binding and its schedule object (psyGoBindingEmit) or, with --target=opencl, the
 * OpenCL PSy layer (GOceanOcl.c); X.o or X.ll the schedule lowered alone, kernels and
 * wrappers left to the link. GOcean has no schedule transformations. */
#include "Run.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/Config.h"
#include "psy-c/Dialect.h"
#include "psy-c/Support.h"

/* PSyclone's [gocean] section, [gocean1.0] before PSyclone 2.4. */
static const char *const kSections[] = {"gocean", "gocean1.0"};

/* The grid table: defaults, then the configuration's grid-properties; a failure (reported at
 * the configuration's line) when that value does not read. */
static MlirLogicalResult goPrepare(PsyDriverJob *j) {
  const PsyConfig *cfg = j->r->cfg;
  psyGoGridTableInitDefault(&j->grid);
  j->hasGrid = true;
  for (size_t k = 0; cfg && k < sizeof kSections / sizeof kSections[0]; ++k) {
    int line = 0;
    const char *v = psyConfigGetEntry(cfg, kSections[k], "grid-properties", &line);
    if (!v) continue;
    const char *path = psyConfigGetPath(cfg);
    MlirStringRef file = psyRef(path ? path : "psyclone.cfg");
    char *prefix = psyFormat("[%s] ", kSections[k]);
    MlirLogicalResult res = psyGoGridTableParse(
        &j->grid, v, mlirLocationFileLineColGet(j->s->ctx, file, (unsigned)line, 1), prefix);
    free(prefix);
    if (mlirLogicalResultIsFailure(res)) return res;
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult goBuild(PsyDriverJob *j) {
  const PsyDriverRequest *r = j->r;
  PsyGoFrontendOptions fo = {.kernelPaths = r->kernelDirs, .nkernelPaths = r->nkernelDirs,
                             .parse = psyFortranParseFn, .parseCtx = &j->fopts,
                             .cache = j->s->cache, .grid = &j->grid, .dm = r->dm};
  j->mod = psyGoAlgorithmBuild(j->unit, &fo, j->s->ctx);
  if (mlirModuleIsNull(j->mod))
    return psyDriverFail(j->s, "the front end failed on '%s'", r->input);
  return mlirLogicalResultSuccess();
}

/* psy IR read back must hold a GOcean invoke. */
static MlirLogicalResult goReadIR(PsyDriverJob *j) {
  MlirOperation module = psyDriverModuleOp(j);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke"))))
      return mlirLogicalResultSuccess();
  return psyDriverFail(j->s, "'%s' holds no GOcean invoke (a func.func marked psy.go_invoke)",
                       j->r->input);
}

static void goView(PsyDriverJob *j, FILE *out) {
  psyDriverGoView(psyDriverModuleOp(j), j->r->dm, &j->grid, out);
}

static MlirLogicalResult goRewrite(PsyDriverJob *j, const char *path) {
  return psyGoAlgorithmRewrite(j->unit, psyDriverModuleOp(j), path) ? mlirLogicalResultSuccess()
                                                                    : mlirLogicalResultFailure();
}

static void goFinish(PsyDriverJob *j) {
  if (j->hasGrid) psyGoGridTableClear(&j->grid);
}

static const char *const kAliases[] = {"gocean1.0", NULL};

const PsyApi psyDriverGOcean = {
    .name = "gocean",
    .aliases = kAliases,
    .prepare = goPrepare,
    .build = goBuild,
    .readIR = goReadIR,
    .noTransform = "--pipeline, -s, --psy-omp and --psy-minimal-halos act on LFRic schedules; "
                   "-api gocean takes --view, -opsy, -oalg, -dm/-nodm, -d, -I and --config",
    .view = goView,
    .schedule = &psyGOceanSchedule,
    .binding = psyDriverEmitSchedule,
    .opencl = psyDriverGoOclWrite,
    .rewrite = goRewrite,
    .goceanKernels = true,
    .openclKernel = psyDriverGoOpenCLKernel,
    .finish = goFinish,
};
