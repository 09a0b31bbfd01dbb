/* psyDriverRun: the whole order for one input (psy-c/Driver.h). An algorithm file is checked
 * (a regular file of sane size; -l all: no line over 132 characters), parsed with flang's
 * parser in-process, and turned into psy IR by its API's front end; a .mlir input is psy IR
 * read back. The API's passes, --view, the IR on the request's output stream and the
 * outputs (Outputs.c) follow. The session keeps the context and the front end's cache, so
 * that a batch parses each kernel module once. */
#include "Run.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Config.h"
#include "psy-c/Device.h"
#include "psy-c/Dialect.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"

PsyDriverSession *psyDriverSessionCreate(MlirDiagnosticHandler handler, void *userData) {
  MlirContext ctx = psyContextCreate();
  if (mlirContextIsNull(ctx)) return NULL;
  mlirContextAttachDiagnosticHandler(ctx, handler ? handler : psyDiagnosticPrinter, userData,
                                     NULL);
  PsyDriverSession *s = calloc(1, sizeof *s);
  if (!s) abort();
  s->ctx = ctx;
  s->cache = psyFrontendCacheCreate();
  return s;
}

void psyDriverSessionDestroy(PsyDriverSession *s) {
  if (!s) return;
  psyFrontendCacheDestroy(s->cache);
  mlirContextDestroy(s->ctx);
  free(s);
}

void psyDriverSessionForget(PsyDriverSession *s) {
  psyFrontendCacheDestroy(s->cache);
  s->cache = psyFrontendCacheCreate();
}

MlirContext psyDriverSessionGetContext(PsyDriverSession *s) { return s->ctx; }

MlirLogicalResult psyDriverFail(PsyDriverSession *s, const char *fmt, ...) {
  PsyStrBuf msg = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&msg, fmt, ap);
  va_end(ap);
  psyEmitError(mlirLocationUnknownGet(s->ctx), "%s", msg.data ? msg.data : "");
  psyStrBufFree(&msg);
  return mlirLogicalResultFailure();
}

MlirOperation psyDriverModuleOp(const PsyDriverJob *j) { return mlirModuleGetOperation(j->mod); }

bool psyDriverPipeline(PsyDriverJob *j, const char *pipeline) {
  return mlirLogicalResultIsSuccess(
      psyRunPipeline(psyDriverModuleOp(j), mlirStringRefCreateFromCString(pipeline)));
}

PsyBindingOptions psyDriverBindingOptions(const PsyDriverJob *j, const PsyFUnit *unit,
                                          char **algDir) {
  const PsyDriverRequest *r = j->r;
  const char *slash = strrchr(r->input, '/');
  *algDir = slash ? strndup(r->input, (size_t)(slash - r->input)) : strdup(".");
  return (PsyBindingOptions){ /* a NULL unit (psy IR input): LFRic's types for fields */
      .kernelDirs = r->kernelDirs, .nkernelDirs = r->nkernelDirs, .algDir = *algDir,
      .includes = r->includes, .nincludes = r->nincludes, .defines = r->defines,
      .ndefines = r->ndefines, .undefines = r->undefines, .nundefines = r->nundefines,
      .kernelFlags = r->kernelFlags, .noInline = r->noInline, .declCtx = unit,
      .declaredType = unit ? psyFUnitDeclaredType : NULL, .algFile = r->input,
      .declaredKind = unit ? psyFUnitDeclaredKind : NULL, .notes = r->notes,
      .hostTuned = r->hostTuned, .deviceOnly = r->deviceOnly, .jit = r->jit,
      .deviceArch = j->target && j->target->device
                        ? (r->gpuArch ? r->gpuArch : PSY_DEVICE_DEFAULT_ARCH)
                        : NULL};
}

/* ---- the request ------------------------------------------------------------------------ */

MlirLogicalResult psyDriverRequestCheck(PsyDriverSession *s, const PsyDriverRequest *r) {
  const PsyApi *api = psyDriverApiFind(r->api ? r->api : "lfric");
  if (!api)
    return psyDriverFail(s, "unsupported -api '%s': lfric and gocean are supported", r->api);
  if (r->action == PSY_DRIVER_OPENCL_KERNEL && !api->openclKernel)
    return psyDriverFail(s, "--opencl-kernel translates GOcean kernels: it needs -api gocean");
  const PsyDriverTarget *t = psyDriverTargetFind(r->target);
  if (r->gpuArch && r->action != PSY_DRIVER_DEVICE_KERNEL && !(t && t->device))
    return psyDriverFail(s, "--gpu-arch goes with --device-kernel or --target=nvptx only");
  if (r->gpuArch && !psyDeviceArchKnown(r->gpuArch))
    return psyDriverFail(s, "unknown --gpu-arch '%s'; valid: %s", r->gpuArch,
                         psyDeviceArchList());
  if (!t) return psyDriverFail(s, "unknown --target '%s'; valid: cpu, opencl, nvptx", r->target);
  if (t->device && (!api->schedule || !api->schedule->devicePipeline))
    return psyDriverFail(s, "--target=%s runs LFRic invokes on the GPU; -api %s has no device "
                         "path yet (docs/gpu.md)", t->name, api->name);
  if (r->deviceOnly && !t->device)
    return psyDriverFail(s, "--psy-device-only goes with --target=nvptx only");
  if (r->deviceFastReductions && !(t->device && !strcmp(api->name, "lfric")))
    return psyDriverFail(s, "--psy-device-fast-reductions goes with --target=nvptx and "
                         "-api lfric only (its builtins' sums)");
  if (t->device && r->omp)
    return psyDriverFail(s, "--psy-omp and --target=%s do not go together: the device runs "
                         "the loops in parallel itself", t->name);
  if (!psyDriverTargetHook(t, api)) return psyDriverFail(s, "--target=%s%s", t->name, t->refusal);
  if (r->jit && (t->device || t->ownsEveryOpsy))
    return psyDriverFail(s, "--psy-jit specialises the CPU target's schedule object; with "
                         "--target=%s it is not built yet (docs/jit.md)", t->name);
  bool transforms = r->pipeline || r->recipe || r->recipeName || r->omp || r->minimalHalos;
  if (r->action == PSY_DRIVER_COMPILE && transforms && !api->transform)
    return psyDriverFail(s, "%s", api->noTransform);
  return mlirLogicalResultSuccess();
}

/* ---- one input -------------------------------------------------------------------------- */

/* A source must be a regular file of sane size (psyInputFileCheck): flang's parser says a
 * directory "was not found", and would read /dev/zero until memory runs out. */
static bool checkSource(PsyDriverJob *j) {
  return mlirLogicalResultIsSuccess(
      psyInputFileCheck(mlirLocationUnknownGet(j->s->ctx), j->r->input));
}

/* `-l all`: PSyclone refuses input lines longer than the Fortran standard's 132. */
static bool checkLineLength(PsyDriverJob *j) {
  const char *path = j->r->input;
  size_t size = 0;
  char *text = psyReadFile(path, &size);
  if (!text) return (psyDriverFail(j->s, "cannot read '%s': %s", path, strerror(errno)), false);
  bool ok = true;
  unsigned line = 1;
  for (size_t i = 0, start = 0; i <= size && ok; ++i) {
    if (i < size && text[i] != '\n') continue;
    if (i - start > 132)
      ok = (psyEmitError(mlirLocationFileLineColGet(j->s->ctx,
                                                    mlirStringRefCreateFromCString(path), line,
                                                    133),
                         "line is longer than 132 characters (-l all)"), false);
    start = i + 1, ++line;
  }
  free(text);
  return ok;
}

/* The algorithm's psy IR, built by the API's front end. */
static bool buildAlgorithm(PsyDriverJob *j) {
  if (j->r->lineLimit && !checkLineLength(j)) return false;
  j->unit = psyFortranParse(j->r->input, &j->fopts);
  if (!j->unit) return (psyDriverFail(j->s, "cannot parse '%s'", j->r->input), false);
  if (j->api->prepare && mlirLogicalResultIsFailure(j->api->prepare(j))) return false;
  return mlirLogicalResultIsSuccess(j->api->build(j));
}

/* psy IR as -opsy X.mlir wrote it, perhaps transformed or edited since: the schedule is
 * built, so there is no algorithm to rewrite. */
static bool readPsyIR(PsyDriverJob *j) {
  const PsyDriverRequest *r = j->r;
  if (j->api->prepare && mlirLogicalResultIsFailure(j->api->prepare(j))) return false;
  if (r->oalg)
    return psyDriverFail(j->s, "-oalg %s: psy IR input has no algorithm to rewrite", r->oalg),
           false;
  if (j->target->irRefusal && r->opsy && strcmp(psyDriverExt(r->opsy), ".mlir"))
    return (psyDriverFail(j->s, j->target->irRefusal, r->input), false);
  size_t size = 0;
  char *text = psyReadFile(r->input, &size);
  if (!text)
    return psyDriverFail(j->s, "cannot read '%s': %s", r->input, strerror(errno)), false;
  j->mod = mlirModuleCreateParse(j->s->ctx, mlirStringRefCreate(text, size));
  free(text);
  if (mlirModuleIsNull(j->mod))
    return (psyDriverFail(j->s, "cannot parse the psy IR of '%s'", r->input), false);
  return !j->api->readIR || mlirLogicalResultIsSuccess(j->api->readIR(j));
}

/* The passes, the view, the IR on `out`, then the outputs. */
static bool finishModule(PsyDriverJob *j) {
  const PsyDriverRequest *r = j->r;
  if (j->api->transform && mlirLogicalResultIsFailure(j->api->transform(j))) return false;
  if (r->view) j->api->view(j, r->out);
  if (!r->opsy && !r->view && (!r->oalg || j->api->irWithOalg))
    mlirOperationPrint(psyDriverModuleOp(j), psyDriverPrintTo, r->out), fputc('\n', r->out);
  if (!r->opsy && !r->oalg) return true;
  return mlirLogicalResultIsSuccess(psyDriverWriteOutputs(j, r->opsy, r->oalg));
}

static MlirLogicalResult compileInput(PsyDriverJob *j) {
  bool ir = !strcmp(psyDriverExt(j->r->input), ".mlir");
  bool ok = ir ? readPsyIR(j) : buildAlgorithm(j);
  ok = ok && finishModule(j);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirLogicalResult runAction(PsyDriverJob *j) {
  if (!checkSource(j)) return mlirLogicalResultFailure();
  if (j->r->action == PSY_DRIVER_COMPILE) return compileInput(j);
  if (j->r->action == PSY_DRIVER_OPENCL_KERNEL) return j->api->openclKernel(j);
  if (j->r->action == PSY_DRIVER_DEVICE_KERNEL) return psyDriverDeviceKernel(j);
  return psyDriverKernelFile(j);
}

MlirLogicalResult psyDriverRun(PsyDriverSession *s, const PsyDriverRequest *req) {
  if (mlirLogicalResultIsFailure(psyDriverRequestCheck(s, req)))
    return mlirLogicalResultFailure();
  /* Without a configuration, PSyclone's defaults (psyConfigCreate). */
  PsyDriverRequest withConfig = *req;
  PsyConfig *defaults = req->cfg ? NULL : psyConfigCreate();
  if (defaults) withConfig.cfg = defaults;
  const PsyDriverRequest *r = &withConfig;
  PsyDriverJob j = {.s = s, .r = r, .api = psyDriverApiFind(r->api ? r->api : "lfric"),
                    .target = psyDriverTargetFind(r->target)};
  j.fopts = (PsyFortranOptions){.defines = r->defines, .ndefines = r->ndefines,
                                .undefines = r->undefines, .nundefines = r->nundefines,
                                .includeDirs = r->includes, .nincludeDirs = r->nincludes};
  MlirLogicalResult res = runAction(&j);
  if (!mlirModuleIsNull(j.mod)) mlirModuleDestroy(j.mod);
  if (j.api->finish) j.api->finish(&j);
  psyFUnitDestroy(j.unit);
  psyConfigDestroy(defaults);
  return res;
}
