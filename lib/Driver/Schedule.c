/* psyBindingEmit (psy-c/Driver.h): the binding module and the schedule object of one
 * algorithm.
 *
 * The coded kernels are compiled by flang-new-22 to LLVM IR (each kernel module once, found
 * on the kernel search path as the front end finds it, Flang.c), checked against their
 * metadata (the subroutine must take the arguments the metadata implies), linked into the
 * invokes lowered by psy-to-llvm and optimised with them at O3 (Link.c), so that kernel
 * bodies inline into the cell loops: for generic x86-64, or for the host CPU under
 * --psy-host-tuned. Both outputs are written to temporaries and renamed together at the end.
 *
 * A kernel module flang cannot compile for want of a module file (the infrastructure's
 * argument_mod, constants_mod, ... not yet compiled, as in a Makefile that runs psyclone
 * first; or compiled by another compiler) is called out of line instead: the user's build
 * compiles it, and the schedule calls it through a wrapper in the binding module
 * (lib/Target/BindingWrappers.c), whose C name does not depend on the compiler. */
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
#include "psy-c/Kernel.h"
#include "psy-c/Dialect.h"
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

typedef struct {
  char *module;          /* the kernel module, lower case */
  char *link;            /* the subroutine's symbol */
  char *wrapper;         /* its wrapper's symbol in the binding (psyBindingKernelSymbol) */
  char *name;            /* the kernel type, for messages */
  int nargs;             /* arguments the metadata implies */
  MlirLocation metaLoc, callLoc;
  int ir;                /* its module's entry in Plan.irs */
  bool outOfLine;        /* called through the binding's wrapper */
} Kernel;

/* The entry point of one invoke: `symbol` calls the lowered invoke function `func` and stores
 * its reductions through pointers appended to its arguments. */
typedef struct {
  char *func;
  char *symbol;
  int nparams;   /* parameters of the lowered function, as the ABI implies them */
  int nresults;
} Invoke;

typedef struct {
  const PsyBindingOptions *opts;
  const char *psyModule;
  Invoke *invokes;
  int ninvokes, capInvokes;
  Kernel *kernels;
  int nkernels, capKernels;
  char **irs;            /* per kernel module: its compiled LLVM IR file; NULL: out of line */
  char **irModules;
  char **missing;        /* per kernel module out of line: the module file flang lacked */
  int nirs, capIrs, capIrModules, capMissing;
  char *tmpdir;
  MlirLocation loc;      /* the module's: where what has no location of its own is reported */
} Plan;

static MlirLogicalResult planInvoke(Plan *p, MlirOperation func, const char *psyModule) {
  PsyInvokeAbi abi;
  if (mlirLogicalResultIsFailure(psyInvokeAbiGet(func, &abi))) return mlirLogicalResultFailure();
  MlirStringRef name = psyOpGetStringAttr(func, "sym_name");
  Invoke b = {.func = psyFormat("%.*s", (int)name.length, name.data),
              .symbol = psyBindingSymbol(psyModule, name)};
  for (int e = 0; e < abi.n; ++e) {
    b.nparams += psyAbiEntryParams(&abi.entries[e]);
    b.nresults += abi.entries[e].kind == PSY_ABI_RESULT;
  }
  psyInvokeAbiDestroy(&abi);
  p->invokes = psyGrow(p->invokes, p->ninvokes, &p->capInvokes, sizeof *p->invokes);
  p->invokes[p->ninvokes++] = b;
  return mlirLogicalResultSuccess();
}

static void planKernel(Plan *p, MlirOperation call) {
  MlirOperation meta = psyKernelOpLookupMeta(call);
  char *link = psyKernelLinkName(meta);
  for (int i = 0; i < p->nkernels; ++i)
    if (!strcmp(p->kernels[i].link, link)) return free(link);
  PsyKernelMeta m;
  psyKernelMetaFromOp(meta, &m);
  PsyKernelArgList args = {0};
  psyKernelArgsCollect(&m, &args);
  p->kernels = psyGrow(p->kernels, p->nkernels, &p->capKernels, sizeof *p->kernels);
  p->kernels[p->nkernels++] = (Kernel){.module = psyLowerDup(m.module), .link = link,
                                       .wrapper = psyBindingKernelSymbol(p->psyModule, meta),
                                       .name = psyXstrdup(m.name), .nargs = args.n,
                                       .metaLoc = mlirOperationGetLocation(meta),
                                       .callLoc = mlirOperationGetLocation(call), .ir = -1};
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&m);
}

static MlirWalkResult collectKernel(MlirOperation op, void *user) {
  if (psyKernelOpIsA(op)) planKernel(user, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult makePlan(Plan *p, MlirOperation module, const char *psyModule) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (psyOpIsAnInvoke(op) && mlirLogicalResultIsFailure(planInvoke(p, op, psyModule)))
      return mlirLogicalResultFailure();
  mlirOperationWalk(module, collectKernel, p, MlirWalkPreOrder);
  return mlirLogicalResultSuccess();
}

static void planFree(Plan *p) {
  for (int i = 0; i < p->ninvokes; ++i) free(p->invokes[i].func), free(p->invokes[i].symbol);
  for (int i = 0; i < p->nkernels; ++i)
    free(p->kernels[i].module), free(p->kernels[i].link), free(p->kernels[i].name),
        free(p->kernels[i].wrapper);
  for (int i = 0; i < p->nirs; ++i) {
    if (p->irs[i]) unlink(p->irs[i]);
    free(p->irs[i]);
    free(p->irModules[i]);
    free(p->missing[i]);
  }
  free(p->invokes);
  free(p->kernels);
  free(p->irs);
  free(p->irModules);
  free(p->missing);
}

/* ==== Compiling the kernel modules ==================================================== */

/* Records kernel module `module`: compiled to `ir`, or out of line (`ir` NULL) for want of
 * module file `missing`. */
static int addModule(Plan *p, const char *module, char *ir, char *missing) {
  p->irs = psyGrow(p->irs, p->nirs, &p->capIrs, sizeof *p->irs);
  p->irModules = psyGrow(p->irModules, p->nirs, &p->capIrModules, sizeof *p->irModules);
  p->missing = psyGrow(p->missing, p->nirs, &p->capMissing, sizeof *p->missing);
  p->irs[p->nirs] = ir;
  p->irModules[p->nirs] = psyXstrdup(module);
  p->missing[p->nirs] = missing;
  return p->nirs++;
}

/* flang's diagnostics, kept in file `err` while it was unknown whether they matter. */
void psyDriverReplay(const char *err) {
  size_t n = 0;
  char *text = psyReadFile(err, &n);
  if (text) fwrite(text, 1, n, stderr);
  free(text);
}

/* The kernel's module failed to compile: out of line if a module file was missing (the
 * kernels need the infrastructure's modules, which a build may compile only after psyc),
 * else the error. */
static MlirLogicalResult compileFailed(Plan *p, Kernel *k, const char *path, int status,
                                       const char *err) {
  char *missing = status > 0 ? psyFlangMissingModule(err) : NULL;
  if (missing) {
    k->ir = addModule(p, k->module, NULL, missing);
    return mlirLogicalResultSuccess();
  }
  psyDriverReplay(err);
  return psyEmitError(k->metaLoc, "%s cannot compile kernel module '%s' (%s): %s",
                      psyFlangName(), k->module, path,
                      status < 0 ? "it did not run" : "it reported errors");
}

static MlirLogicalResult compileModule(Plan *p, Kernel *k, const PsyKernelIndex *index) {
  for (int i = 0; i < p->nirs; ++i)
    if (!strcmp(p->irModules[i], k->module)) return k->ir = i, mlirLogicalResultSuccess();
  const char *path = k->module[0] ? psyKernelIndexLookup(index, k->module) : NULL;
  if (!path)
    return psyEmitError(k->callLoc, "the module '%s' of kernel '%s' is not on the kernel "
                        "search path (-d)", k->module, k->name);
  char *out = psyFormat("%s/%s.ll", p->tmpdir, k->module);
  char *err = psyFormat("%s/%s.err", p->tmpdir, k->module);
  int status = psyFlangCompileToIR(p->opts, path, out, p->tmpdir, err);
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (status) {
    r = compileFailed(p, k, path, status, err);
    free(out);
  } else {
    psyDriverReplay(err); /* flang's warnings */
    k->ir = addModule(p, k->module, out, NULL);
  }
  unlink(err);
  free(err);
  return r;
}

/* psyc --verbose: how the kernel is called, and why. */
static void note(const Plan *p, const Kernel *k) {
  FILE *f = p->opts->notes;
  if (!f) return;
  if (k->outOfLine)
    fprintf(f, "psyc: kernel '%s' is called out of line, through the binding's wrapper: %s "
               "cannot compile module '%s': it finds no module file of '%s' that it can "
               "read (give the directory of flang's with -I to inline the kernel)\n",
            k->name, psyFlangName(), k->module, p->missing[k->ir]);
  else
    fprintf(f, "psyc: kernel '%s' is compiled into the schedule by %s and %s\n", k->name,
            psyFlangName(), p->opts->noInline ? "called out of line (--psy-no-inline)"
                                               : "inlined");
}

/* The subroutine must take the arguments its metadata implies: a call and a stub must agree. */
static MlirLogicalResult checkKernel(const Plan *p, const Kernel *k) {
  int n = psyLlvmDefinedParams(p->irs[k->ir], k->link);
  if (n == k->nargs) return mlirLogicalResultSuccess();
  if (n < 0)
    return psyEmitError(k->metaLoc, "kernel module '%s' defines no subroutine '%s' for "
                        "kernel '%s'", k->module, k->link, k->name);
  return psyEmitError(k->metaLoc, "the subroutine of kernel '%s' (%s) takes %d arguments "
                      "but its metadata implies %d (psyc --stub prints them)", k->name, k->link,
                      n, k->nargs);
}

static MlirLogicalResult compileKernels(Plan *p) {
  const PsyBindingOptions *o = p->opts;
  const char *dflt = o->algDir ? o->algDir : ".";
  PsyKernelIndex *index = o->nkernelDirs ? psyKernelIndexCreate(o->kernelDirs, o->nkernelDirs)
                                         : psyKernelIndexCreate(&dflt, 1);
  MlirLogicalResult r = mlirLogicalResultSuccess();
  for (int i = 0; i < p->nkernels && mlirLogicalResultIsSuccess(r); ++i) {
    Kernel *k = &p->kernels[i];
    r = compileModule(p, k, index);
    if (mlirLogicalResultIsFailure(r)) break;
    k->outOfLine = !p->irs[k->ir];
    if (!k->outOfLine) r = checkKernel(p, k);
    note(p, k);
  }
  psyKernelIndexDestroy(index);
  return r;
}

/* ==== Linking =============================================================================== */

/* psyTargetEmitWith's hook on the translated module: the kernels linked in, the entry
 * points added. */
static MlirLogicalResult prepare(LLVMModuleRef m, void *user) {
  const Plan *p = user;
  const char **links = psyXcalloc((size_t)p->nkernels + 1, sizeof *links);
  const char **irs = psyXcalloc((size_t)p->nirs + 1, sizeof *irs);
  int nlinks = 0, nirs = 0;
  for (int i = 0; i < p->nkernels; ++i)
    if (p->kernels[i].outOfLine)
      psyLlvmRenameFunction(m, p->kernels[i].link, p->kernels[i].wrapper);
    else
      links[nlinks++] = p->kernels[i].link;
  for (int i = 0; i < p->nirs; ++i)
    if (p->irs[i]) irs[nirs++] = p->irs[i];
  int rc = psyLlvmLinkKernels(m, irs, nirs, links, nlinks, p->opts->noInline, p->loc);
  free(irs);
  free(links);
  for (int i = 0; i < p->ninvokes && !rc; ++i)
    rc = psyLlvmAddEntryPoint(m, p->invokes[i].func, p->invokes[i].symbol,
                              p->invokes[i].nparams, p->invokes[i].nresults, p->loc);
  return rc ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
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

static char *psyModuleName(MlirOperation module, const char *psyPath) {
  MlirStringRef n = psyOpGetStringAttr(module, "psy.module_name");
  if (n.length) return psyFormat("%.*s", (int)n.length, n.data);
  const char *slash = strrchr(psyPath, '/'), *base = slash ? slash + 1 : psyPath;
  const char *dot = strrchr(base, '.');
  return psyFormat("%.*s", dot ? (int)(dot - base) : (int)strlen(base), base);
}

char *psyDriverMakeTempDir(void) {
  const char *t = getenv("TMPDIR");
  char *dir = psyFormat("%s/psyc-kernels-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(dir)) return free(dir), NULL;
  psyCleanupAddPath(dir, true);
  return dir;
}

/* The Fortran text, with a wrapper for each kernel out of line. */
static MlirLogicalResult bindInvokes(Plan *p, MlirOperation module, const char *psyModule,
                                     PsyStrBuf *text) {
  PsyBindingOptions o = *p->opts;
  const char **wrapped = psyXcalloc((size_t)p->nkernels + 1, sizeof *wrapped);
  for (int i = 0; i < p->nkernels; ++i)
    if (p->kernels[i].outOfLine) wrapped[o.nwrapped++] = p->kernels[i].link;
  o.wrapped = wrapped;
  char *fortran = psyBindingFortranGet(module, &o, psyModule);
  free(wrapped);
  if (!fortran) return psyEmitError(p->loc, "cannot bind the invokes (errors above)");
  psyStrBufPrintf(text, "%s", fortran);
  free(fortran);
  return mlirLogicalResultSuccess();
}

/* Everything in the psy IR: the plan, the compiled kernels, then the Fortran text (which
 * wraps the kernels flang could not compile). */
static MlirLogicalResult prepareInputs(Plan *p, MlirOperation module, const char *psyModule,
                                       PsyStrBuf *text) {
  if (mlirLogicalResultIsFailure(makePlan(p, module, psyModule)))
    return psyEmitError(p->loc, "cannot bind the invokes (errors above)");
  if (p->nkernels && !(p->tmpdir = psyDriverMakeTempDir()))
    return psyEmitError(p->loc, "cannot create a temporary directory: %s", strerror(errno));
  if (p->nkernels && mlirLogicalResultIsFailure(compileKernels(p)))
    return psyEmitError(p->loc, "cannot compile the kernels (errors above)");
  return bindInvokes(p, module, psyModule, text);
}

/* Lowers the module and writes the object to `objTmp`, the binding to `psyTmp`. */
static MlirLogicalResult writeBoth(Plan *p, MlirOperation module, const PsyStrBuf *text,
                                   const char *objTmp, const char *psyTmp) {
  if (mlirLogicalResultIsFailure(psyRunPipeline(module, psyRef("psy-to-llvm"))))
    return psyEmitError(p->loc, "psy-to-llvm failed");
  PsyTargetOptions t = {.target = PSY_TARGET_X86_64, .optLevel = 3, .hostCpu = p->opts->hostTuned,
                        .prepare = prepare, .user = p};
  if (mlirLogicalResultIsFailure(psyTargetEmitWith(module, &t, objTmp)))
    return mlirLogicalResultFailure();
  return psyWriteFileAtomically(p->loc, psyTmp, text->data, text->len);
}

MlirLogicalResult psyDriverCommitBoth(MlirLocation loc, const char *objTmp, const char *obj,
                                      const char *psyTmp, const char *psyPath) {
  if (mlirLogicalResultIsFailure(psyOutputTempCommit(objTmp, obj))) {
    psyOutputTempDiscard(psyTmp);
    return psyEmitError(loc, "cannot write '%s': %s", obj, strerror(errno));
  }
  if (mlirLogicalResultIsFailure(psyOutputTempCommit(psyTmp, psyPath))) {
    MlirLogicalResult r = psyEmitError(loc, "cannot write '%s': %s", psyPath, strerror(errno));
    unlink(obj);
    return r;
  }
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyBindingEmit(MlirOperation module, const PsyBindingOptions *opts,
                                 const char *psyPath) {
  char *psyModule = psyModuleName(module, psyPath), *obj = psyBindingObjectPath(psyPath);
  Plan p = {.opts = opts, .psyModule = psyModule, .loc = mlirOperationGetLocation(module)};
  PsyStrBuf text = {0};
  /* Both outputs are written to temporaries with their final modes, then committed
   * together: a failure leaves neither half. */
  char *objTmp = psyOutputTempCreate(obj);
  char *psyTmp = objTmp ? psyOutputTempCreate(psyPath) : NULL;
  MlirLogicalResult r = mlirLogicalResultFailure();
  if (!psyTmp)
    psyEmitError(p.loc, "cannot create a file beside '%s': %s", objTmp ? psyPath : obj,
                 strerror(errno));
  else if (mlirLogicalResultIsSuccess(prepareInputs(&p, module, psyModule, &text)))
    r = writeBoth(&p, module, &text, objTmp, psyTmp);
  if (mlirLogicalResultIsSuccess(r))
    r = psyDriverCommitBoth(p.loc, objTmp, obj, psyTmp, psyPath);
  else
    psyOutputTempDiscard(objTmp), psyOutputTempDiscard(psyTmp);
  planFree(&p);
  psyDriverRemoveTree(p.tmpdir);
  free(p.tmpdir);
  psyStrBufFree(&text);
  free(psyModule);
  free(obj);
  free(objTmp);
  free(psyTmp);
  return r;
}
