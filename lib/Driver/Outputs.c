/* -opsy and -oalg of one input, all or nothing: the rewritten algorithm goes to a temporary
 * first, -opsy is written (by its extension and the target: the IR as text, the schedule
 * lowered to LLVM IR or an object, or the target's Fortran PSy layer), and only then is the
 * algorithm put in place. The rewrite comes after the passes: the IR after them decides the
 * calls, and -opsy's lowering rewrites the module. */
#include "Run.h"

#include <errno.h>
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

/* -opsy X.mlir: the module printed to memory, then written atomically. */
static MlirLogicalResult writeMlir(PsyDriverJob *j, const char *path) {
  char *text = NULL;
  size_t size = 0;
  FILE *mem = open_memstream(&text, &size);
  if (!mem) abort();
  /* The module was verified when it was built or parsed and after each pass: printing need
   * not verify it again. */
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(psyDriverModuleOp(j), flags, psyDriverPrintTo, mem);
  mlirOpPrintingFlagsDestroy(flags);
  fputc('\n', mem);
  MlirLogicalResult res = fclose(mem) == 0
                              ? psyWriteFileAtomically(mlirLocationUnknownGet(j->s->ctx), path,
                                                       text, size)
                              : psyDriverFail(j->s, "cannot write '%s': %s", path,
                                              strerror(errno));
  free(text);
  return res;
}

/* -opsy X.o or X.ll: the schedule through the API's lowering pipeline. */
static MlirLogicalResult emitLowered(PsyDriverJob *j, const char *opsy, PsyTarget kind) {
  const char *lowering = j->api->schedule->pipeline;
  if (!psyDriverPipeline(j, lowering)) return psyDriverFail(j->s, "%s failed", lowering);
  PsyTargetOptions to = {.target = kind, .optLevel = 2, .hostCpu = j->r->hostTuned};
  return psyTargetEmitWith(psyDriverModuleOp(j), &to, opsy);
}

MlirLogicalResult psyDriverEmitSchedule(PsyDriverJob *j, const char *opsy) {
  char *algDir;
  PsyBindingOptions b = psyDriverBindingOptions(j, j->unit, &algDir);
  MlirLogicalResult res = psyScheduleEmit(j->api->schedule, psyDriverModuleOp(j), &b,
                                          j->hasGrid ? &j->grid : NULL, opsy);
  free(algDir);
  return res;
}

MlirLogicalResult psyDriverEmitHost(PsyDriverJob *j, const char *opsy) {
  const char *ext = psyDriverExt(opsy);
  if (psyDriverIsFortran(opsy)) return j->api->binding(j, opsy);
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
  char *algTmp = oalg ? psyOutputTempCreate(oalg) : NULL;
  if (oalg && !algTmp)
    return psyDriverFail(j->s, "cannot create a file beside '%s': %s", oalg, strerror(errno));
  MlirLogicalResult res = algTmp ? j->api->rewrite(j, algTmp) : mlirLogicalResultSuccess();
  if (mlirLogicalResultIsSuccess(res) && opsy) res = emitOpsy(j, opsy);
  /* the temporary has the mode -oalg will have; committing it keeps a link a link */
  if (mlirLogicalResultIsSuccess(res) && algTmp &&
      mlirLogicalResultIsFailure(psyOutputTempCommit(algTmp, oalg)))
    res = psyDriverFail(j->s, "cannot write '%s': %s", oalg, strerror(errno));
  else if (mlirLogicalResultIsFailure(res) && algTmp)
    psyOutputTempDiscard(algTmp);
  free(algTmp);
  return res;
}
