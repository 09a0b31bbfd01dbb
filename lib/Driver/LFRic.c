/* The LFRic row of the API table: the front end builds the invokes' psy IR with the kinds of
 * the algorithm's infrastructure (KindsFind.c) and psy.config attached; the distributed-memory
 * schedule is built by the psy-dm passes as PSyclone builds it before any transformation,
 * then the recipe (-s), --pipeline and --psy-omp; -opsy X.f90 is the binding and schedule
 * object (psyBindingEmit), X.o/X.ll the schedule through psy-to-llvm. */
#include "Run.h"

#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Config.h"

/* psy.config for the passes: the file's keys, with distributed_memory as -dm/-nodm decided. */
static void lfricAttachConfig(PsyDriverJob *j) {
  MlirOperation module = psyDriverModuleOp(j);
  psyConfigAttach(j->r->cfg, module);
  MlirStringRef key = mlirStringRefCreateFromCString("psy.config");
  MlirAttribute dict = mlirOperationGetAttributeByName(module, key);
  if (mlirAttributeIsNull(dict) || !mlirAttributeIsADictionary(dict)) return;
  intptr_t n = mlirDictionaryAttrGetNumElements(dict);
  MlirNamedAttribute items[n > 0 ? n : 1];
  for (intptr_t i = 0; i < n; ++i) {
    items[i] = mlirDictionaryAttrGetElement(dict, i);
    if (mlirStringRefEqual(mlirIdentifierStr(items[i].name),
                           mlirStringRefCreateFromCString("distributed_memory")))
      items[i].attribute = mlirBoolAttrGet(j->s->ctx, j->r->dm);
  }
  mlirOperationSetAttributeByName(module, key, mlirDictionaryAttrGet(j->s->ctx, n, items));
}

static MlirLogicalResult lfricBuild(PsyDriverJob *j) {
  const PsyDriverRequest *r = j->r;
  /* the job keeps the kinds: KindWidths.c builds the module again with others */
  if (mlirLogicalResultIsFailure(psyDriverKindsInit(j, &j->precision)))
    return mlirLogicalResultFailure();
  j->feOpts = (PsyFrontendOptions){.emit = PSY_EMIT_IR, .kernelPaths = r->kernelDirs,
                                    .nkernelPaths = r->nkernelDirs,
                                    .precisionConfig = r->precision, .parse = psyFortranParseFn,
                                    .parseCtx = &j->fopts, .precision = &j->precision,
                                    .cache = j->s->cache, .strictIntents = r->strictIntents};
  MlirModule mod;
  j->fe = psyFrontendBuild(j->unit, &j->feOpts, j->s->ctx, &mod);
  if (!j->fe) return psyDriverFail(j->s, "the front end failed on '%s'", r->input);
  j->mod = mod;
  lfricAttachConfig(j);
  return mlirLogicalResultSuccess();
}

/* PSyclone builds the distributed-memory schedule before any transformation; so does psyc,
 * with the psy-dm passes (psy-halo-exchanges{minimal} under --psy-minimal-halos). Without
 * distributed memory psy-dm-loop-bounds still runs, with dm=false: it gives every loop the
 * owned range, which is then every cell, including the loop of a kernel on halo cells, which
 * the front end bounds by its halo depth argument. */
static const char *lfricDmPipeline(const PsyDriverRequest *r) {
  if (!r->dm) return "psy-dm-loop-bounds{dm=false}";
  return r->minimalHalos ? "psy-dm-loop-bounds,psy-halo-exchanges{minimal=true},"
                           "psy-global-sums,psy-halo-dirty-markers"
                         : "psy-dm";
}

/* The passes on the module; psy IR read back has its schedule built already. */
static MlirLogicalResult lfricTransform(PsyDriverJob *j) {
  const PsyDriverRequest *r = j->r;
  if (j->unit && !psyDriverPipeline(j, lfricDmPipeline(r)))
    return psyDriverFail(j->s, "distributed-memory passes failed");
  if (r->recipe && !psyDriverPipeline(j, r->recipe))
    return psyDriverFail(j->s, "the recipe '%s' failed", r->recipeName);
  if (r->pipeline && !psyDriverPipeline(j, r->pipeline))
    return psyDriverFail(j->s, "pipeline failed");
  if (r->omp && !psyDriverPipeline(j, "psy-colour,psy-omp"))
    return psyDriverFail(j->s, "--psy-omp failed");
  const char *marks = r->deviceFastReductions ? "psy-colour,psy-omp{device=true reprod=false}"
                                              : "psy-colour,psy-omp{device=true}";
  if (j->target && j->target->device && !psyDriverPipeline(j, marks))
    return psyDriverFail(j->s, "marking the loops for the device failed");
  return mlirLogicalResultSuccess();
}

static void lfricView(PsyDriverJob *j, FILE *out) {
  psyDriverView(psyDriverModuleOp(j), j->r->dm, out);
}

static MlirLogicalResult lfricRewrite(PsyDriverJob *j, const char *path) {
  return psyFrontendRewriteAlgorithm(j->fe, psyDriverModuleOp(j), path)
             ? mlirLogicalResultSuccess()
             : mlirLogicalResultFailure();
}

MlirLogicalResult psyDriverLFRicRebuild(PsyDriverJob *j, const PsyPrecisionConfig *pc,
                                        MlirModule *out) {
  PsyFrontendOptions o = j->feOpts;
  o.precision = pc;
  MlirModule mod, keep = j->mod;
  PsyFrontendSession *fe = psyFrontendBuild(j->unit, &o, j->s->ctx, &mod);
  if (!fe) return mlirLogicalResultFailure();
  psyFrontendSessionDestroy(fe);
  j->mod = mod; /* the steps below work on the job's module */
  lfricAttachConfig(j);
  MlirLogicalResult r = lfricTransform(j);
  j->mod = keep;
  if (mlirLogicalResultIsFailure(r)) return mlirModuleDestroy(mod), r;
  *out = mod;
  return r;
}

/* -opsy X.f90: the schedule for each width an unconfirmed kind may have, then both outputs. */
static MlirLogicalResult lfricEmitSchedule(PsyDriverJob *j, const char *opsy) {
  if (mlirLogicalResultIsFailure(psyDriverKindVariants(j))) return mlirLogicalResultFailure();
  return psyDriverEmitSchedule(j, opsy);
}

static void lfricFinish(PsyDriverJob *j) {
  psyFrontendSessionDestroy(j->fe);
  psyPrecisionConfigDestroy(&j->precision);
}

const PsyApi psyDriverLFRic = {
    .name = "lfric",
    .build = lfricBuild,
    .transform = lfricTransform,
    .view = lfricView,
    .schedule = &psyLfricSchedule,
    .binding = lfricEmitSchedule,
    .rewrite = lfricRewrite,
    .irWithOalg = true,
    .finish = lfricFinish,
};
