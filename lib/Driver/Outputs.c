/* Every output of one input, all or nothing: -oalg, -opsy and the files beside -opsy (the
 * schedule object, the OpenCL kernels) go into one PsyOutputSet (psy-c/Support.h), each
 * written to its temporary, and are committed together at the end: an output that cannot be
 * written (a directory in the way, a full device) leaves none of the others and changes no
 * file that existed. The rewritten algorithm is written first, -opsy then (by its extension
 * and the target: the IR as text, the schedule lowered to LLVM IR or an object, or the
 * target's Fortran PSy layer). The rewrite comes after the passes: the IR after them decides
 * the calls, and -opsy's lowering rewrites the module. */
#include "Run.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Support.h"
#include "psy-c/Target.h"

const char *psyDriverExt(const char *path) {
  const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
  return dot && (!slash || dot > slash) ? dot : "";
}

bool psyDriverIsFortran(const char *path) {
  return !strcmp(psyDriverExt(path), ".f90") || !strcmp(psyDriverExt(path), ".F90");
}

void psyDriverPrintTo(MlirStringRef s, void *u) { fwrite(s.data, 1, s.length, (FILE *)u); }

/* The module was verified when it was built or parsed and after each pass: printing need
 * not verify it again. */
char *psyDriverPrintModule(MlirOperation module, size_t *size) {
  char *text = NULL;
  size_t n = 0;
  FILE *mem = open_memstream(&text, &n);
  if (!mem) abort();
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(module, flags, psyDriverPrintTo, mem);
  mlirOpPrintingFlagsDestroy(flags);
  fputc('\n', mem);
  if (fclose(mem) != 0) abort(); /* a memory stream fails only when memory runs out */
  if (size) *size = n;
  return text;
}

/* -opsy X.mlir: the module printed to memory, then to its temporary. */
static MlirLogicalResult writeMlir(PsyDriverJob *j, const char *path) {
  size_t size = 0;
  char *text = psyDriverPrintModule(psyDriverModuleOp(j), &size);
  MlirLogicalResult res = psyOutputSetWrite(j->outs, path, text, size);
  free(text);
  return res;
}

/* -opsy X.o or X.ll: the schedule through the API's lowering pipeline. */
static MlirLogicalResult emitLowered(PsyDriverJob *j, const char *opsy, PsyTarget kind) {
  const char *tmp = psyOutputSetAdd(j->outs, opsy);
  if (!tmp) return mlirLogicalResultFailure();
  const char *lowering = j->api->schedule->pipeline;
  if (!psyDriverPipeline(j, lowering)) return psyDriverFail(j->s, "%s failed", lowering);
  PsyTargetOptions to = {.target = kind, .optLevel = 2, .hostCpu = j->r->hostTuned};
  return psyTargetEmitWith(psyDriverModuleOp(j), &to, tmp);
}

MlirLogicalResult psyDriverEmitSchedule(PsyDriverJob *j, const char *opsy) {
  char *algDir;
  PsyBindingOptions b = psyDriverBindingOptions(j, j->unit, &algDir);
  MlirLogicalResult res = psyScheduleEmit(j->api->schedule, psyDriverModuleOp(j), &b,
                                          j->hasGrid ? &j->grid : NULL, opsy, j->outs);
  free(algDir);
  return res;
}

MlirLogicalResult psyDriverEmitHost(PsyDriverJob *j, const char *opsy) {
  const char *ext = psyDriverExt(opsy);
  if (psyDriverIsFortran(opsy)) return j->api->binding(j, opsy);
  if (j->r->jit)
    return psyDriverFail(j->s, "--psy-jit goes with -opsy X.f90 (the binding and the "
                         "schedule object), not '%s'", opsy);
  if (!strcmp(ext, ".o")) return emitLowered(j, opsy, PSY_TARGET_X86_64);
  if (!strcmp(ext, ".ll")) return emitLowered(j, opsy, PSY_TARGET_LLVM_IR);
  return psyDriverFail(j->s, "cannot tell the output kind of '%s' (use .mlir, .ll, .o or .f90)",
                       opsy);
}

/* -opsy: the IR as text for every target; the rest as the target says. */
static MlirLogicalResult emitOpsy(PsyDriverJob *j, const char *opsy) {
  if (!strcmp(psyDriverExt(opsy), ".mlir")) return writeMlir(j, opsy);
  if (!j->target->ownsEveryOpsy && !psyDriverIsFortran(opsy)) return psyDriverEmitHost(j, opsy);
  return psyDriverTargetHook(j->target, j->api)(j, opsy);
}

MlirLogicalResult psyDriverWriteOutputs(PsyDriverJob *j, const char *opsy, const char *oalg) {
  j->outs = psyOutputSetCreate(mlirLocationUnknownGet(j->s->ctx));
  const char *algTmp = oalg ? psyOutputSetAdd(j->outs, oalg) : NULL;
  MlirLogicalResult res = oalg && !algTmp ? mlirLogicalResultFailure()
                                          : mlirLogicalResultSuccess();
  if (mlirLogicalResultIsSuccess(res) && algTmp) res = j->api->rewrite(j, algTmp);
  if (mlirLogicalResultIsSuccess(res) && opsy) res = emitOpsy(j, opsy);
  /* the temporaries have the modes the outputs will have; committing keeps a link a link */
  if (mlirLogicalResultIsSuccess(res)) res = psyOutputSetCommit(j->outs);
  psyOutputSetDestroy(j->outs);
  j->outs = NULL;
  return res;
}
