/* psyGoBindingEmit (psy-c/Driver.h): the GOcean binding module and schedule object of one
 * algorithm, as psyBindingEmit (Schedule.c) makes LFRic's.
 *
 * Each kernel module the invokes call is compiled by flang to LLVM IR in a temporary
 * directory, then the kernels' wrappers (lib/Target/GOceanBindingWrappers.c), written to a
 * Fortran file beside the module files flang made there; both are linked into the invokes
 * lowered by psy-gocean-to-llvm, wrappers and kernels internal and always inlined, and
 * optimised together at O3. A kernel module flang cannot compile for want of a module file
 * (a Makefile that runs psyc before compiling dl_esm_inf, or modules of another compiler)
 * is called out of line: its wrappers go into the binding, which the user's compiler
 * compiles, under the same C names. Both outputs are written to temporaries and committed
 * together at the end. */
#include "Driver.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "psy-c/Alloc.h"
#include "psy-c/Dialect.h"
#include "psy-c/Driver.h"
#include "psy-c/Frontend.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"


/* The fixed name of the wrappers' module in the schedule object (its module file stays in
 * the temporary directory). */
static const char kWrapperModule[] = "psy_go_kernel_wrappers";

typedef struct {
  char *proc;            /* the kernel subroutine, lower case */
  char *module;          /* its module, lower case */
  char *name;            /* the kernel type, for messages */
  char *wrapper;         /* the wrapper's symbol */
  MlirLocation loc;
  char *missing;         /* out of line: the module file flang lacked */
  bool compiled;         /* its module compiled (perhaps by an earlier kernel) */
} Kernel;

typedef struct {
  const PsyBindingOptions *opts;
  const PsyGoGridTable *grid;
  char *psyModule;
  Kernel *kernels;
  int nkernels, capKernels;
  char **irs;            /* compiled modules' LLVM IR files, the wrappers' last */
  int nirs, capIrs;
  char **funcs;          /* the invoke functions, in order */
  int nfuncs, capFuncs;
  char *tmpdir;
  MlirLocation loc;
} Plan;

static char *strOf(MlirStringRef s) { return psyFormat("%.*s", (int)s.length, s.data); }

static char *lowerOf(MlirStringRef s) {
  char *t = strOf(s), *l = psyLowerDup(t);
  free(t);
  return l;
}

static MlirLogicalResult planKernel(Plan *p, MlirOperation meta) {
  char *proc = lowerOf(psyOpGetStringAttr(meta, "procedure"));
  for (int i = 0; i < p->nkernels; ++i)
    if (!strcmp(p->kernels[i].proc, proc)) return free(proc), mlirLogicalResultSuccess();
  MlirStringRef mod = psyOpGetStringAttr(meta, "psy.kernel_module");
  if (!mod.length) {
    free(proc);
    return psyOpEmitError(meta, "GOcean code generation needs the kernel's module "
                          "(psy.kernel_module): psyc sets it from the algorithm's use");
  }
  p->kernels = psyGrow(p->kernels, p->nkernels, &p->capKernels, sizeof *p->kernels);
  p->kernels[p->nkernels++] = (Kernel){
      .proc = proc, .module = lowerOf(mod), .name = strOf(psyOpGetStringAttr(meta, "sym_name")),
      .wrapper = psyBindingKernelSymbol(p->psyModule, meta),
      .loc = mlirOperationGetLocation(meta)};
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult makePlan(Plan *p, MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (psyGoKernelMetaOpIsA(op) && mlirLogicalResultIsFailure(planKernel(p, op)))
      return mlirLogicalResultFailure();
    if (mlirAttributeIsNull(mlirOperationGetAttributeByName(op, psyRef("psy.go_invoke")))) continue;
    p->funcs = psyGrow(p->funcs, p->nfuncs, &p->capFuncs, sizeof *p->funcs);
    p->funcs[p->nfuncs++] = strOf(psyOpGetStringAttr(op, "sym_name"));
  }
  return mlirLogicalResultSuccess();
}

static void planFree(Plan *p) {
  for (int i = 0; i < p->nkernels; ++i) {
    Kernel *k = &p->kernels[i];
    free(k->proc), free(k->module), free(k->name), free(k->wrapper), free(k->missing);
  }
  for (int i = 0; i < p->nirs; ++i) unlink(p->irs[i]), free(p->irs[i]);
  for (int i = 0; i < p->nfuncs; ++i) free(p->funcs[i]);
  free(p->kernels), free(p->irs), free(p->funcs), free(p->psyModule);
}

/* ==== Compiling ============================================================================= */

static void addIr(Plan *p, char *ir) {
  p->irs = psyGrow(p->irs, p->nirs, &p->capIrs, sizeof *p->irs);
  p->irs[p->nirs++] = ir;
}

/* flang on `path` into `<tmpdir>/<stem>.ll`; a missing module file makes the kernel out of
 * line (`*missing`), any other failure is an error at `loc`. */
static MlirLogicalResult compile(Plan *p, const char *path, const char *stem, MlirLocation loc,
                                 char **missing) {
  char *out = psyFormat("%s/%s.ll", p->tmpdir, stem);
  char *err = psyFormat("%s/%s.err", p->tmpdir, stem);
  int status = psyFlangCompileToIR(p->opts, path, out, p->tmpdir, err);
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (!status) {
    psyDriverReplay(err); /* flang's warnings */
    addIr(p, out), out = NULL;
  } else if (!(status > 0 && missing && (*missing = psyFlangMissingModule(err)))) {
    psyDriverReplay(err);
    r = psyEmitError(loc, "%s cannot compile '%s': %s", psyFlangName(), path,
                     status < 0 ? "it did not run" : "it reported errors");
  }
  unlink(err);
  free(err), free(out);
  return r;
}

static MlirLogicalResult compileKernels(Plan *p, const PsyKernelIndex *index) {
  for (int i = 0; i < p->nkernels; ++i) {
    Kernel *k = &p->kernels[i];
    bool seen = false;
    for (int j = 0; j < i && !seen; ++j)
      if (!strcmp(p->kernels[j].module, k->module)) {
        seen = true;
        k->compiled = p->kernels[j].compiled;
        if (p->kernels[j].missing) k->missing = psyXstrdup(p->kernels[j].missing);
      }
    if (seen) continue;
    const char *path = psyKernelIndexLookup(index, k->module);
    if (!path)
      return psyEmitError(k->loc, "the module '%s' of kernel '%s' is not on the kernel search "
                          "path (-d)", k->module, k->name);
    if (mlirLogicalResultIsFailure(compile(p, path, k->module, k->loc, &k->missing)))
      return mlirLogicalResultFailure();
    k->compiled = !k->missing;
  }
  return mlirLogicalResultSuccess();
}

/* psyc --verbose: how each kernel is called, and why. */
static void notes(const Plan *p) {
  FILE *f = p->opts->notes;
  for (int i = 0; f && i < p->nkernels; ++i) {
    const Kernel *k = &p->kernels[i];
    if (k->missing)
      fprintf(f, "psyc: kernel '%s' is called out of line, through the binding's wrapper: %s "
                 "cannot compile module '%s': it finds no module file of '%s' that it can "
                 "read (give the directory of flang's with -I to inline the kernel)\n",
              k->name, psyFlangName(), k->module, k->missing);
    else
      fprintf(f, "psyc: kernel '%s' is compiled into the schedule by %s and %s\n", k->name,
              psyFlangName(), p->opts->noInline ? "called out of line (--psy-no-inline)"
                                                 : "inlined");
  }
}

/* The wrappers of the compiled kernels, compiled beside their module files. */
static MlirLogicalResult compileWrappers(Plan *p, MlirOperation module) {
  const char **procs = psyXcalloc((size_t)p->nkernels + 1, sizeof *procs);
  int n = 0;
  for (int i = 0; i < p->nkernels; ++i)
    if (p->kernels[i].compiled) procs[n++] = p->kernels[i].proc;
  char *text = n ? psyGoBindingWrapperModuleGet(module, kWrapperModule, procs, n) : NULL;
  free(procs);
  if (!n) return mlirLogicalResultSuccess();
  if (!text) return psyEmitError(p->loc, "cannot write the kernel wrappers (errors above)");
  char *path = psyFormat("%s/%s.f90", p->tmpdir, kWrapperModule);
  MlirLogicalResult r = psyWriteFileAtomically(p->loc, path, text, strlen(text));
  if (mlirLogicalResultIsSuccess(r))
    r = compile(p, path, kWrapperModule, p->loc, NULL);
  free(path), free(text);
  return r;
}

/* ==== Linking and the outputs =============================================================== */

/* psyTargetEmitWith's hook: kernels and wrappers linked in (the wrappers inlined, and the
 * kernels into them), a bind(C) entry point per invoke. */
static MlirLogicalResult prepare(LLVMModuleRef m, void *user) {
  const Plan *p = user;
  const char **inl = psyXcalloc((size_t)p->nkernels + 1, sizeof *inl);
  int n = 0;
  for (int i = 0; i < p->nkernels; ++i)
    if (p->kernels[i].compiled) inl[n++] = p->kernels[i].wrapper;
  int rc = psyLlvmLinkKernels(m, (const char *const *)p->irs, p->nirs, inl, n,
                              p->opts->noInline, p->loc);
  free(inl);
  for (int i = 0; i < p->nfuncs && !rc; ++i) {
    char *sym = psyBindingSymbol(p->psyModule, psyRef(p->funcs[i]));
    rc = psyLlvmAddEntryPoint(m, p->funcs[i], sym, 1, 0, p->loc);
    free(sym);
  }
  return rc ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/* The binding's text, with the wrappers of the kernels out of line (heap; NULL reported). */
static char *bindingText(const Plan *p, MlirOperation module) {
  const char **wrapped = psyXcalloc((size_t)p->nkernels + 1, sizeof *wrapped);
  PsyGoBindingOptions o = {.grid = p->grid, .algFile = p->opts->algFile, .wrapped = wrapped};
  for (int i = 0; i < p->nkernels; ++i)
    if (!p->kernels[i].compiled) wrapped[o.nwrapped++] = p->kernels[i].proc;
  char *text = psyGoBindingFortranGet(module, &o);
  free(wrapped);
  if (!text) psyEmitError(p->loc, "cannot bind the invokes (errors above)");
  return text;
}

/* Everything before lowering: the plan, the compiled kernels and wrappers, the binding. */
static char *prepareInputs(Plan *p, MlirOperation module) {
  if (mlirLogicalResultIsFailure(makePlan(p, module))) return NULL;
  if (p->nkernels && !(p->tmpdir = psyDriverMakeTempDir()))
    return psyEmitError(p->loc, "cannot create a temporary directory: %s", strerror(errno)), NULL;
  const PsyBindingOptions *o = p->opts;
  const char *dflt = o->algDir ? o->algDir : ".";
  PsyKernelIndex *index = o->nkernelDirs ? psyKernelIndexCreate(o->kernelDirs, o->nkernelDirs)
                                         : psyKernelIndexCreate(&dflt, 1);
  MlirLogicalResult r = compileKernels(p, index);
  psyKernelIndexDestroy(index);
  if (mlirLogicalResultIsSuccess(r)) r = compileWrappers(p, module);
  if (mlirLogicalResultIsFailure(r)) return NULL;
  notes(p);
  return bindingText(p, module);
}

static MlirLogicalResult writeBoth(Plan *p, MlirOperation module, const char *text,
                                   const char *objTmp, const char *psyTmp) {
  if (mlirLogicalResultIsFailure(psyRunPipeline(module, psyRef("psy-gocean-to-llvm"))))
    return psyEmitError(p->loc, "psy-gocean-to-llvm failed");
  PsyTargetOptions t = {.target = PSY_TARGET_X86_64, .optLevel = 3, .hostCpu = p->opts->hostTuned,
                        .prepare = prepare, .user = p};
  if (mlirLogicalResultIsFailure(psyTargetEmitWith(module, &t, objTmp)))
    return mlirLogicalResultFailure();
  return psyWriteFileAtomically(p->loc, psyTmp, text, strlen(text));
}

MlirLogicalResult psyGoBindingEmit(MlirOperation module, const PsyBindingOptions *opts,
                                   const PsyGoGridTable *grid, const char *psyPath) {
  MlirStringRef name = psyOpGetStringAttr(module, "psy.module_name");
  MlirLocation loc = mlirOperationGetLocation(module);
  if (!name.length)
    return psyEmitError(loc, "the GOcean schedule module has no psy.module_name");
  Plan p = {.opts = opts, .grid = grid, .psyModule = strOf(name), .loc = loc};
  char *obj = psyBindingObjectPath(psyPath), *text = NULL;
  char *objTmp = psyOutputTempCreate(obj);
  char *psyTmp = objTmp ? psyOutputTempCreate(psyPath) : NULL;
  MlirLogicalResult r = mlirLogicalResultFailure();
  if (!psyTmp)
    psyEmitError(loc, "cannot create a file beside '%s': %s", objTmp ? psyPath : obj,
                 strerror(errno));
  else if ((text = prepareInputs(&p, module)))
    r = writeBoth(&p, module, text, objTmp, psyTmp);
  if (mlirLogicalResultIsSuccess(r))
    r = psyDriverCommitBoth(p.loc, objTmp, obj, psyTmp, psyPath);
  else psyOutputTempDiscard(objTmp), psyOutputTempDiscard(psyTmp);
  planFree(&p);
  psyDriverRemoveTree(p.tmpdir);
  free(p.tmpdir), free(text), free(obj), free(objTmp), free(psyTmp);
  return r;
}
