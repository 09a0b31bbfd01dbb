/* psyScheduleEmit (Driver.h): the binding module and the schedule object of one algorithm,
 * the same steps for every API; what differs is the API's PsyScheduleApi row
 * (LFRicSchedule.c, GOceanSchedule.c).
 *
 * The row plans the invokes and the kernels they call. Each kernel module is compiled once
 * by flang-new-22 to LLVM IR (found on the kernel search path as the front end finds it,
 * Flang.c), with what else the row compiles; a subroutine whose metadata implies its
 * arguments is checked against them. The invokes are lowered by the row's pipeline, the
 * compiled kernels linked in and optimised with them at O3 (Link.c), so that kernel bodies
 * inline into the loops: for generic x86-64, or for the host CPU under --psy-host-tuned.
 * Both outputs are written to temporaries and committed together at the end, with the
 * run's other outputs (psyOutputSetCommit).
 *
 * A kernel module flang cannot compile for want of a module file (the infrastructure's
 * modules not yet compiled, as in a Makefile that runs psyclone first; or compiled by another
 * compiler) is called out of line instead: the user's build compiles it, and the schedule
 * calls it through a wrapper in the binding module (lib/Target), whose C name does not depend
 * on the compiler. */
#define _DEFAULT_SOURCE /* mkdtemp */
#include "Driver.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "psy-c/Alloc.h"
#include "psy-c/Driver.h"
#include "psy-c/Frontend.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"

char *psyBindingObjectPath(const char *psyPath) {
  const char *slash = strrchr(psyPath, '/'), *dot = strrchr(psyPath, '.');
  size_t n = dot && (!slash || dot > slash) ? (size_t)(dot - psyPath) : strlen(psyPath);
  return psyFormat("%.*s_sched.o", (int)n, psyPath);
}

/* ==== The plan: invokes and kernels ========================================================= */

bool psyScheduleHasKernel(const PsySchedule *s, const char *proc) {
  for (int i = 0; i < s->nkernels; ++i)
    if (!strcmp(s->kernels[i].proc, proc)) return true;
  return false;
}

void psyScheduleAddKernel(PsySchedule *s, PsyScheduleKernel k) {
  k.ir = -1;
  s->kernels = psyGrow(s->kernels, s->nkernels, &s->capKernels, sizeof *s->kernels);
  s->kernels[s->nkernels++] = k;
}

void psyScheduleAddInvoke(PsySchedule *s, PsyScheduleInvoke b) {
  s->invokes = psyGrow(s->invokes, s->ninvokes, &s->capInvokes, sizeof *s->invokes);
  s->invokes[s->ninvokes++] = b;
}

static void planFree(PsySchedule *s) {
  for (int i = 0; i < s->ninvokes; ++i)
    free(s->invokes[i].func), free(s->invokes[i].symbol), free(s->invokes[i].keys),
        free(s->invokes[i].skip);
  for (int i = 0; i < s->nkernels; ++i)
    free(s->kernels[i].module), free(s->kernels[i].proc), free(s->kernels[i].name),
        free(s->kernels[i].wrapper), free(s->kernels[i].hostWhy);
  for (int i = 0; i < s->nirs; ++i) {
    if (s->irs[i]) unlink(s->irs[i]);
    free(s->irs[i]);
    free(s->irModules[i]);
    free(s->missing[i]);
    free(s->sources[i]);
    if (s->devIrs && s->devIrs[i]) unlink(s->devIrs[i]);
    if (s->devIrs) free(s->devIrs[i]);
  }
  free(s->sources);
  free(s->devIrs);
  free(s->invokes);
  free(s->kernels);
  free(s->irs);
  free(s->irModules);
  free(s->missing);
}

/* ==== Compiling the kernel modules ==================================================== */

/* Records module `module`: compiled to `ir`, or out of line (`ir` NULL) for want of module
 * file `missing`. */
static int addModule(PsySchedule *s, const char *module, const char *path, char *ir,
                     char *missing) {
  s->sources = psyGrow(s->sources, s->nirs, &s->capSources, sizeof *s->sources);
  s->sources[s->nirs] = psyXstrdup(path);
  s->irs = psyGrow(s->irs, s->nirs, &s->capIrs, sizeof *s->irs);
  s->irModules = psyGrow(s->irModules, s->nirs, &s->capIrModules, sizeof *s->irModules);
  s->missing = psyGrow(s->missing, s->nirs, &s->capMissing, sizeof *s->missing);
  s->irs[s->nirs] = ir;
  s->irModules[s->nirs] = psyXstrdup(module);
  s->missing[s->nirs] = missing;
  return s->nirs++;
}

/* flang's diagnostics, kept in file `err` while it was unknown whether they matter. */
void psyDriverReplay(const char *err) {
  size_t n = 0;
  char *text = psyReadFile(err, &n);
  if (text) fwrite(text, 1, n, stderr);
  free(text);
}

/* A failure for want of a module file makes the module out of line (the kernels need the
 * infrastructure's modules, which a build may compile only after psyc); any other is an
 * error. */
int psyScheduleCompile(PsySchedule *s, const char *path, const char *stem, MlirLocation loc,
                       const char *what, bool mayMissModule) {
  char *out = psyFormat("%s/%s.ll", s->tmpdir, stem);
  char *err = psyFormat("%s/%s.err", s->tmpdir, stem);
  int status = psyFlangCompileToIR(s->opts, path, out, s->tmpdir, err);
  char *missing = status > 0 && mayMissModule ? psyFlangMissingModule(err) : NULL;
  int entry = -1;
  if (!status) {
    psyDriverReplay(err); /* flang's warnings */
    entry = addModule(s, stem, path, out, NULL), out = NULL;
  } else if (missing) {
    entry = addModule(s, stem, path, NULL, missing);
  } else {
    psyDriverReplay(err);
    psyEmitError(loc, "%s cannot compile %s: %s", psyFlangName(), what,
                 status < 0 ? "it did not run" : "it reported errors");
  }
  unlink(err);
  free(err);
  free(out);
  return entry;
}

static MlirLogicalResult compileModule(PsySchedule *s, PsyScheduleKernel *k,
                                       const PsyKernelIndex *index) {
  for (int i = 0; i < s->nirs; ++i)
    if (!strcmp(s->irModules[i], k->module)) return k->ir = i, mlirLogicalResultSuccess();
  const char *path = k->module[0] ? psyKernelIndexLookup(index, k->module) : NULL;
  if (!path)
    return psyEmitError(k->callLoc, "the module '%s' of kernel '%s' is not on the kernel "
                        "search path (-d)", k->module, k->name);
  char *what = s->api->namesModule ? psyFormat("kernel module '%s' (%s)", k->module, path)
                                   : psyFormat("'%s'", path);
  k->ir = psyScheduleCompile(s, path, k->module, k->metaLoc, what, true);
  free(what);
  return k->ir < 0 ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* psyc --verbose: how the kernel is called, and why. */
static void noteKernel(const PsySchedule *s, const PsyScheduleKernel *k) {
  FILE *f = s->opts->notes;
  if (!f) return;
  if (k->outOfLine)
    fprintf(f, "psyc: kernel '%s' is called out of line, through the binding's wrapper: %s "
               "cannot compile module '%s': it finds no module file of '%s' that it can "
               "read (give the directory of flang's with -I to inline the kernel)\n",
            k->name, psyFlangName(), k->module, s->missing[k->ir]);
  else
    fprintf(f, "psyc: kernel '%s' is compiled into the schedule by %s and %s\n", k->name,
            psyFlangName(), s->opts->noInline ? "called out of line (--psy-no-inline)"
                                               : "inlined");
}

/* The subroutine must take the arguments its metadata implies: a call and a stub must agree. */
static MlirLogicalResult checkKernel(const PsySchedule *s, const PsyScheduleKernel *k) {
  if (k->nargs < 0) return mlirLogicalResultSuccess();
  int n = psyLlvmDefinedParams(s->irs[k->ir], k->proc);
  if (n == k->nargs) return mlirLogicalResultSuccess();
  if (n < 0)
    return psyEmitError(k->metaLoc, "kernel module '%s' defines no subroutine '%s' for "
                        "kernel '%s'", k->module, k->proc, k->name);
  return psyEmitError(k->metaLoc, "the subroutine of kernel '%s' (%s) takes %d arguments "
                      "but its metadata implies %d (psyc --stub prints them)", k->name, k->proc,
                      n, k->nargs);
}

static MlirLogicalResult compileKernels(PsySchedule *s) {
  const PsyBindingOptions *o = s->opts;
  const char *dflt = o->algDir ? o->algDir : ".";
  PsyKernelIndex *index = o->nkernelDirs ? psyKernelIndexCreate(o->kernelDirs, o->nkernelDirs)
                                         : psyKernelIndexCreate(&dflt, 1);
  MlirLogicalResult r = mlirLogicalResultSuccess();
  for (int i = 0; i < s->nkernels && mlirLogicalResultIsSuccess(r); ++i) {
    PsyScheduleKernel *k = &s->kernels[i];
    r = compileModule(s, k, index);
    if (mlirLogicalResultIsFailure(r)) break;
    k->outOfLine = !s->irs[k->ir];
    if (!k->outOfLine) r = checkKernel(s, k);
    noteKernel(s, k);
  }
  psyKernelIndexDestroy(index);
  return r;
}

/* ==== Linking =============================================================================== */

/* psyTargetEmitWith's hook on the translated module: the compiled files linked in, the
 * kernels (or their wrappers) inlined, the entry points added. */
static MlirLogicalResult linkKernels(LLVMModuleRef m, void *user) {
  const PsySchedule *s = user;
  if (s->opts->deviceArch && mlirLogicalResultIsFailure(psyScheduleDeviceLink(m, s)))
    return mlirLogicalResultFailure();
  bool viaWrappers = s->api->callsWrappers;
  const char **inl = psyXcalloc((size_t)s->nkernels + 1, sizeof *inl);
  const char **irs = psyXcalloc((size_t)s->nirs + 1, sizeof *irs);
  int ninl = 0, nirs = 0;
  for (int i = 0; i < s->nkernels; ++i) {
    const PsyScheduleKernel *k = &s->kernels[i];
    if (!k->outOfLine)
      inl[ninl++] = viaWrappers ? k->wrapper : k->proc;
    else if (!viaWrappers)
      psyLlvmRenameFunction(m, k->proc, k->wrapper);
  }
  for (int i = 0; i < s->nirs; ++i)
    if (s->irs[i]) irs[nirs++] = s->irs[i];
  int rc = psyLlvmLinkKernels(m, irs, nirs, inl, ninl, s->opts->noInline, s->loc);
  free(irs);
  free(inl);
  for (int i = 0; i < s->ninvokes && !rc; ++i)
    rc = psyLlvmAddEntryPoint(m, s->invokes[i].func, s->invokes[i].symbol,
                              s->invokes[i].nparams, s->invokes[i].nresults, s->loc);
  if (rc) return mlirLogicalResultFailure();
  return s->opts->jit ? psyScheduleJitEmbed(m, s) : mlirLogicalResultSuccess();
}

/* ==== The two outputs ======================================================================= */

/* The temporary directory and what flang left in it (module files, IR). */
void psyDriverRemoveTree(const char *dir) {
  DIR *d = dir ? opendir(dir) : NULL;
  if (!d) return;
  for (struct dirent *e = readdir(d); e; e = readdir(d)) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char *f = psyFormat("%s/%s", dir, e->d_name);
    unlink(f);
    free(f);
  }
  closedir(d);
  rmdir(dir);
  psyCleanupForgetPath(dir);
}

char *psyDriverMakeTempDir(void) {
  const char *t = getenv("TMPDIR");
  char *dir = psyFormat("%s/psyc-kernels-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(dir)) return free(dir), NULL;
  psyCleanupAddPath(dir, true);
  return dir;
}

/* The Fortran text, with a wrapper for each kernel out of line (heap; NULL reported). */
static char *bindingText(const PsySchedule *s, MlirOperation module) {
  const char **wrapped = psyXcalloc((size_t)s->nkernels + 1, sizeof *wrapped);
  int n = 0;
  for (int i = 0; i < s->nkernels; ++i)
    if (s->kernels[i].outOfLine) wrapped[n++] = s->kernels[i].proc;
  char *text = s->api->fortran(s, module, wrapped, n);
  free(wrapped);
  if (!text) psyEmitError(s->loc, "cannot bind the invokes (errors above)");
  return text;
}

/* Everything in the psy IR: the plan, the compiled kernels and what else the API compiles,
 * then the Fortran text (which wraps the kernels flang could not compile); NULL reported. */
static char *prepareInputs(PsySchedule *s, MlirOperation module) {
  const PsyScheduleApi *api = s->api;
  if (mlirLogicalResultIsFailure(api->plan(s, module))) return NULL;
  if ((s->nkernels || s->opts->deviceArch) && !(s->tmpdir = psyDriverMakeTempDir()))
    return psyEmitError(s->loc, "cannot create a temporary directory: %s", strerror(errno)), NULL;
  if (s->nkernels && mlirLogicalResultIsFailure(compileKernels(s))) {
    if (api->compileFailed) psyEmitError(s->loc, "%s", api->compileFailed);
    return NULL;
  }
  if (api->compileMore && mlirLogicalResultIsFailure(api->compileMore(s, module))) return NULL;
  if (s->opts->deviceArch && mlirLogicalResultIsFailure(psyScheduleDevicePlan(s, module)))
    return NULL;
  return bindingText(s, module);
}

/* Lowers the module and writes the object to `objTmp`, the binding to output `psyPath`. */
static MlirLogicalResult writeBoth(PsySchedule *s, MlirOperation module, const char *text,
                                   const char *objTmp, PsyOutputSet *outs,
                                   const char *psyPath) {
  const char *pipeline = s->opts->deviceArch ? s->api->devicePipeline : s->api->pipeline;
  if (mlirLogicalResultIsFailure(
          psyRunPipeline(module, mlirStringRefCreateFromCString(pipeline))))
    return psyEmitError(s->loc, "%s failed", pipeline);
  PsyTargetOptions t = {.target = PSY_TARGET_X86_64, .optLevel = 3, .hostCpu = s->opts->hostTuned,
                        .prepare = linkKernels, .user = s};
  if (mlirLogicalResultIsFailure(psyTargetEmitWith(module, &t, objTmp)))
    return mlirLogicalResultFailure();
  return psyOutputSetWrite(outs, psyPath, text, strlen(text));
}

/* Both outputs go into `outs`, the caller's set, which commits them with its others; without
 * one, into a set of their own, committed here. Their temporaries are made first, so that an
 * output in the way (a directory) fails before anything is compiled. */
MlirLogicalResult psyScheduleEmit(const PsyScheduleApi *api, MlirOperation module,
                                  const PsyBindingOptions *opts, const void *apiOpts,
                                  const char *psyPath, PsyOutputSet *outs) {
  char *psyModule = api->moduleName(module, psyPath);
  if (!psyModule) return mlirLogicalResultFailure();
  PsySchedule s = {.api = api, .opts = opts, .apiOpts = apiOpts, .psyModule = psyModule,
                   .loc = mlirOperationGetLocation(module)};
  PsyOutputSet *own = outs ? NULL : psyOutputSetCreate(s.loc), *set = outs ? outs : own;
  char *obj = psyBindingObjectPath(psyPath), *text = NULL;
  const char *objTmp = psyOutputSetAdd(set, obj);
  MlirLogicalResult r = mlirLogicalResultFailure();
  if (objTmp && psyOutputSetAdd(set, psyPath) && (text = prepareInputs(&s, module)))
    r = writeBoth(&s, module, text, objTmp, set, psyPath);
  if (own && mlirLogicalResultIsSuccess(r)) r = psyOutputSetCommit(own);
  psyOutputSetDestroy(own);
  planFree(&s);
  psyDriverRemoveTree(s.tmpdir);
  free(s.tmpdir);
  free(text);
  free(psyModule);
  free(obj);
  return r;
}
