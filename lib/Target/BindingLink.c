/* psyBindingEmit: the binding module and the schedule object of one algorithm.
 *
 * The coded kernels are compiled by flang-new-22 to LLVM IR (each kernel module once, found
 * on the kernel search path as the front end finds it), checked against their metadata (the
 * subroutine must take the arguments the metadata implies), linked into the invokes lowered
 * by psy-to-llvm with the LLVM C API, and optimised with them at O3 for the host CPU, so that
 * kernel bodies inline into the cell loops. Kernel functions become internal to the object:
 * the user's own object of the kernel module (which the algorithm's `use` needs anyway)
 * defines the same symbols. A kernel module's variables stay shared: they are left as
 * external references to that object. Each invoke function becomes internal too, behind a
 * bind(C) entry point `<alg>_psy_<invoke>` that returns its reductions through pointers.
 * Both outputs are written to temporaries and renamed together at the end. */
#define _DEFAULT_SOURCE /* mkdtemp */
#include "BindingInternal.h"

#include <dirent.h>
#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../Frontend/Common.h"
#include "../Frontend/KernelArgs.h"
#include "llvm-c/Core.h"
#include "llvm-c/IRReader.h"
#include "llvm-c/Linker.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "psy-c/Pipeline.h"
#include "psy-c/Target.h"

extern char **environ;

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

char *psyBindingObjectPath(const char *psyPath) {
  const char *slash = strrchr(psyPath, '/'), *dot = strrchr(psyPath, '.');
  size_t n = dot && (!slash || dot > slash) ? (size_t)(dot - psyPath) : strlen(psyPath);
  return psyFormat("%.*s_sched.o", (int)n, psyPath);
}

/* ==== The plan: invokes and kernels ========================================================= */

typedef struct {
  char *module;          /* the kernel module, lower case */
  char *link;            /* the subroutine's symbol */
  char *name;            /* the kernel type, for messages */
  int nargs;             /* arguments the metadata implies */
  MlirLocation metaLoc, callLoc;
  int ir;                /* its module's entry in Plan.irs */
} Kernel;

typedef struct {
  const PsyBindingOptions *opts;
  PsyBindInvoke *invokes;
  int ninvokes, capInvokes;
  Kernel *kernels;
  int nkernels, capKernels;
  char **irs;            /* per kernel module: its compiled LLVM IR file */
  char **irModules;
  int nirs, capIrs, capIrModules;
  char *tmpdir;
} Plan;

static MlirLogicalResult planInvoke(Plan *p, MlirOperation func, const char *psyModule) {
  PsyInvokeAbi abi;
  if (mlirLogicalResultIsFailure(psyInvokeAbiGet(func, &abi))) return mlirLogicalResultFailure();
  PsyBindInvoke b = {.func = psyFormat("%.*s", (int)psyOpGetStringAttr(func, "sym_name").length,
                                       psyOpGetStringAttr(func, "sym_name").data),
                     .symbol = psyBindingSymbol(psyModule, psyOpGetStringAttr(func, "sym_name"))};
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
                                       .name = psyXstrdup(m.name), .nargs = args.n,
                                       .metaLoc = mlirOperationGetLocation(meta),
                                       .callLoc = mlirOperationGetLocation(call), .ir = -1};
  psyKernelArgsFree(&args);
  psyKernelMetaClear(&m);
}

static MlirWalkResult collectKernel(MlirOperation op, void *user) {
  if (psyOpIsA(op, "kernel")) planKernel(user, op);
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
    free(p->kernels[i].module), free(p->kernels[i].link), free(p->kernels[i].name);
  for (int i = 0; i < p->nirs; ++i) {
    unlink(p->irs[i]);
    free(p->irs[i]);
    free(p->irModules[i]);
  }
  free(p->invokes);
  free(p->kernels);
  free(p->irs);
  free(p->irModules);
}

/* ==== Compiling the kernel modules ========================================================= */

typedef struct {
  char **v;
  int n, cap;
} Argv;

static void argPush(Argv *a, char *s) {
  a->v = psyGrow(a->v, a->n, &a->cap, sizeof *a->v);
  a->v[a->n++] = s;
}

static void argFree(Argv *a) {
  for (int i = 0; i < a->n; ++i) free(a->v[i]);
  free(a->v);
}

/* flang-new-22 (or $PSY_FLANG) -S -emit-llvm on `path`, writing `out`; the module file it
 * makes goes to the plan's temporary directory, never beside the user's. */
static Argv flangCommand(const Plan *p, const char *path, const char *out) {
  const PsyBindingOptions *o = p->opts;
  const char *flang = getenv("PSY_FLANG");
  Argv a = {0};
  argPush(&a, psyXstrdup(flang && *flang ? flang : "flang-new-22"));
  const char *fixed[] = {"-S", "-emit-llvm", "-cpp", "-O2", "-march=native"};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; ++i) argPush(&a, psyXstrdup(fixed[i]));
  for (int i = 0; i < o->ndefines; ++i) argPush(&a, psyFormat("-D%s", o->defines[i]));
  for (int i = 0; i < o->nundefines; ++i) argPush(&a, psyFormat("-U%s", o->undefines[i]));
  for (int i = 0; i < o->nincludes; ++i) argPush(&a, psyFormat("-I%s", o->includes[i]));
  char *flags = psyXstrdup(o->kernelFlags ? o->kernelFlags : "");
  for (char *t = strtok(flags, " \t"); t; t = strtok(NULL, " \t")) argPush(&a, psyXstrdup(t));
  free(flags);
  argPush(&a, psyFormat("-J%s", p->tmpdir));
  argPush(&a, psyXstrdup("-o"));
  argPush(&a, psyXstrdup(out));
  argPush(&a, psyXstrdup(path));
  argPush(&a, NULL);
  return a;
}

/* Runs the command; its diagnostics go to our stderr. The exit status, or -1. */
static int run(char *const *argv) {
  pid_t pid;
  if (posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ)) return -1;
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* The subroutine's parameter count in the compiled module; -1 if it defines none. */
static int definedParams(const char *ir, const char *link) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  int n = -1;
  if (!LLVMCreateMemoryBufferWithContentsOfFile(ir, &buf, &msg) &&
      !LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    LLVMValueRef f = LLVMGetNamedFunction(m, link);
    if (f && !LLVMIsDeclaration(f)) n = (int)LLVMCountParams(f);
    LLVMDisposeModule(m);
  }
  LLVMDisposeMessage(msg);
  LLVMContextDispose(ctx);
  return n;
}

static MlirLogicalResult compileModule(Plan *p, Kernel *k, const PsyKernelIndex *index) {
  for (int i = 0; i < p->nirs; ++i)
    if (!strcmp(p->irModules[i], k->module)) return k->ir = i, mlirLogicalResultSuccess();
  const char *path = k->module[0] ? psyKernelIndexLookup(index, k->module) : NULL;
  if (!path)
    return psyEmitError(k->callLoc, "the module '%s' of kernel '%s' is not on the kernel "
                        "search path (-d)", k->module, k->name);
  char *out = psyFormat("%s/%s.ll", p->tmpdir, k->module);
  Argv cmd = flangCommand(p, path, out);
  int status = run(cmd.v);
  argFree(&cmd);
  if (status) {
    free(out);
    return psyEmitError(k->metaLoc, "%s cannot compile kernel module '%s' (%s): %s",
                        getenv("PSY_FLANG") ? getenv("PSY_FLANG") : "flang-new-22", k->module,
                        path, status < 0 ? "it did not run" : "it reported errors");
  }
  p->irs = psyGrow(p->irs, p->nirs, &p->capIrs, sizeof *p->irs);
  p->irModules = psyGrow(p->irModules, p->nirs, &p->capIrModules, sizeof *p->irModules);
  p->irs[p->nirs] = out;
  p->irModules[p->nirs] = psyXstrdup(k->module);
  k->ir = p->nirs++;
  return mlirLogicalResultSuccess();
}

/* The subroutine must take the arguments its metadata implies: a call and a stub must agree. */
static MlirLogicalResult checkKernel(const Plan *p, const Kernel *k) {
  int n = definedParams(p->irs[k->ir], k->link);
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
    r = compileModule(p, &p->kernels[i], index);
    if (mlirLogicalResultIsSuccess(r)) r = checkKernel(p, &p->kernels[i]);
  }
  psyKernelIndexDestroy(index);
  return r;
}

/* ==== Linking, in the LLVM module ========================================================== */

typedef struct {
  const Plan *plan;
  char *err;
  size_t errSize;
} LinkCtx;

static void onLinkDiag(LLVMDiagnosticInfoRef d, void *user) {
  LinkCtx *l = user;
  if (LLVMGetDiagInfoSeverity(d) != LLVMDSError || l->err[0]) return;
  char *msg = LLVMGetDiagInfoDescription(d);
  snprintf(l->err, l->errSize, "linking the kernels: %s", msg);
  LLVMDisposeMessage(msg);
}

/* The names a module defines with external linkage (functions, then globals). */
typedef struct {
  char **fns, **vars;
  int nfns, nvars, capFns, capVars;
} Defs;

static void collectDefs(LLVMModuleRef m, Defs *d) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && LLVMGetLinkage(f) == LLVMExternalLinkage) {
      d->fns = psyGrow(d->fns, d->nfns, &d->capFns, sizeof *d->fns);
      d->fns[d->nfns++] = psyXstrdup(LLVMGetValueName(f));
    }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g) && LLVMGetLinkage(g) == LLVMExternalLinkage) {
      d->vars = psyGrow(d->vars, d->nvars, &d->capVars, sizeof *d->vars);
      d->vars[d->nvars++] = psyXstrdup(LLVMGetValueName(g));
    }
}

static void defsFree(Defs *d) {
  for (int i = 0; i < d->nfns; ++i) free(d->fns[i]);
  for (int i = 0; i < d->nvars; ++i) free(d->vars[i]);
  free(d->fns);
  free(d->vars);
}

static bool isKernelEntry(const Plan *p, const char *name) {
  for (int i = 0; i < p->nkernels; ++i)
    if (!strcmp(p->kernels[i].link, name)) return true;
  return false;
}

/* Kernel-module code becomes private to the object; its constants too; its variables become
 * references to the kernel module's own object. Kernels are always inlined into their loops
 * (LLVM's cost model would keep a kernel called from two invokes out of line), or never,
 * under --psy-no-inline. */
static void internalise(LLVMModuleRef m, const Defs *d, const Plan *p) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  const char *how = p->opts->noInline ? "noinline" : "alwaysinline";
  LLVMAttributeRef inl =
      LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName(how, strlen(how)), 0);
  for (int i = 0; i < d->nfns; ++i) {
    LLVMValueRef f = LLVMGetNamedFunction(m, d->fns[i]);
    if (!f) continue;
    LLVMSetLinkage(f, LLVMInternalLinkage);
    if (isKernelEntry(p, d->fns[i])) LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, inl);
  }
  for (int i = 0; i < d->nvars; ++i) {
    LLVMValueRef g = LLVMGetNamedGlobal(m, d->vars[i]);
    if (!g) continue;
    if (LLVMIsGlobalConstant(g)) {
      LLVMSetLinkage(g, LLVMInternalLinkage);
    } else {
      LLVMSetInitializer(g, NULL);
      LLVMSetLinkage(g, LLVMExternalLinkage);
    }
  }
}

static int linkOne(LLVMModuleRef m, const char *ir, Defs *d, LinkCtx *l) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef src = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(ir, &buf, &msg) ||
      LLVMParseIRInContext(ctx, buf, &src, &msg)) {
    snprintf(l->err, l->errSize, "cannot read the compiled kernels '%s': %s", ir, msg ? msg : "");
    LLVMDisposeMessage(msg);
    return 1;
  }
  collectDefs(src, d);
  if (LLVMLinkModules2(m, src)) { /* src is gone either way */
    if (!l->err[0]) snprintf(l->err, l->errSize, "cannot link the compiled kernels '%s'", ir);
    return 1;
  }
  return 0;
}

/* `symbol`(invoke's parameters..., result pointers...): calls the (now internal) invoke and
 * stores each reduction where its pointer says. */
static int addEntryPoint(LLVMModuleRef m, const PsyBindInvoke *inv, LinkCtx *l) {
  LLVMValueRef fn = LLVMGetNamedFunction(m, inv->func);
  if (!fn || (int)LLVMCountParams(fn) != inv->nparams) {
    snprintf(l->err, l->errSize, "internal error: the lowered invoke '%s' does not have the %d "
             "parameters its ABI implies", inv->func, inv->nparams);
    return 1;
  }
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef fnType = LLVMGlobalGetValueType(fn), ptr = LLVMPointerTypeInContext(ctx, 0);
  unsigned n = LLVMCountParams(fn), nr = (unsigned)inv->nresults;
  LLVMTypeRef *types = psyXcalloc(n + nr + 1, sizeof *types);
  LLVMGetParamTypes(fnType, types);
  for (unsigned i = 0; i < nr; ++i) types[n + i] = ptr;
  LLVMTypeRef entryType = LLVMFunctionType(LLVMVoidTypeInContext(ctx), types, n + nr, 0);
  LLVMValueRef entry = LLVMAddFunction(m, inv->symbol, entryType);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, entry, "entry"));
  LLVMValueRef *args = psyXcalloc(n + 1, sizeof *args);
  for (unsigned i = 0; i < n; ++i) args[i] = LLVMGetParam(entry, i);
  LLVMValueRef ret = LLVMBuildCall2(b, fnType, fn, args, n, "");
  for (unsigned i = 0; i < nr; ++i) {
    LLVMValueRef v = nr == 1 ? ret : LLVMBuildExtractValue(b, ret, i, "");
    LLVMBuildStore(b, v, LLVMGetParam(entry, n + i));
  }
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  free(args);
  free(types);
  return 0;
}

static int prepare(LLVMModuleRef m, void *user, char *err, size_t errSize) {
  LinkCtx l = {.plan = user, .err = err, .errSize = errSize};
  err[0] = 0;
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMContextSetDiagnosticHandler(ctx, onLinkDiag, &l);
  Defs d = {0};
  int rc = 0;
  for (int i = 0; i < l.plan->nirs && !rc; ++i) rc = linkOne(m, l.plan->irs[i], &d, &l);
  LLVMContextSetDiagnosticHandler(ctx, NULL, NULL);
  if (!rc) internalise(m, &d, l.plan);
  defsFree(&d);
  for (int i = 0; i < l.plan->ninvokes && !rc; ++i) rc = addEntryPoint(m, &l.plan->invokes[i], &l);
  return rc;
}

/* ==== The two outputs ======================================================================= */

/* An empty temporary file beside `path` (heap name), or NULL. */
static char *tempBeside(const char *path) {
  char *t = psyFormat("%s.tmpXXXXXX", path);
  int fd = mkstemp(t);
  if (fd < 0) return free(t), NULL;
  close(fd);
  return t;
}

/* The temporary directory and what flang left in it (module files, IR). */
static void removeTree(const char *dir) {
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
}

static char *psyModuleName(MlirOperation module, const char *psyPath) {
  MlirStringRef n = psyOpGetStringAttr(module, "psy.module_name");
  if (n.length) return psyFormat("%.*s", (int)n.length, n.data);
  const char *slash = strrchr(psyPath, '/'), *base = slash ? slash + 1 : psyPath;
  const char *dot = strrchr(base, '.');
  return psyFormat("%.*s", dot ? (int)(dot - base) : (int)strlen(base), base);
}

static char *makeTempDir(void) {
  const char *t = getenv("TMPDIR");
  char *dir = psyFormat("%s/psyc-kernels-XXXXXX", t && *t ? t : "/tmp");
  if (!mkdtemp(dir)) return free(dir), NULL;
  return dir;
}

/* Everything in the psy IR: the Fortran text, the plan, the compiled kernels. */
static MlirLogicalResult prepareInputs(Plan *p, MlirOperation module, const char *psyModule,
                                       PsyStrBuf *text, char *err, size_t errSize) {
  if (mlirLogicalResultIsFailure(psyBindingWriteFortran(module, p->opts, psyModule, text)) ||
      mlirLogicalResultIsFailure(makePlan(p, module, psyModule))) {
    snprintf(err, errSize, "cannot bind the invokes (errors above)");
    return mlirLogicalResultFailure();
  }
  if (!p->nkernels) return mlirLogicalResultSuccess();
  if (!(p->tmpdir = makeTempDir())) {
    snprintf(err, errSize, "cannot create a temporary directory: %s", strerror(errno));
    return mlirLogicalResultFailure();
  }
  if (mlirLogicalResultIsFailure(compileKernels(p))) {
    snprintf(err, errSize, "cannot compile the kernels (errors above)");
    return mlirLogicalResultFailure();
  }
  return mlirLogicalResultSuccess();
}

/* Lowers the module and writes the object to `objTmp`, the binding to `psyTmp`. */
static MlirLogicalResult writeBoth(Plan *p, MlirOperation module, const PsyStrBuf *text,
                                   const char *objTmp, const char *psyTmp, char *err,
                                   size_t errSize) {
  char msg[1024] = "";
  if (mlirLogicalResultIsFailure(psyRunPipeline(module, ref("psy-to-llvm"), msg, sizeof msg))) {
    snprintf(err, errSize, "psy-to-llvm failed%s%s", msg[0] ? ": " : "", msg);
    return mlirLogicalResultFailure();
  }
  PsyTargetOptions t = {.target = PSY_TARGET_X86_64, .optLevel = 3, .hostCpu = true,
                        .prepare = prepare, .user = p};
  if (mlirLogicalResultIsFailure(psyTargetEmitWith(module, &t, objTmp, err, errSize)))
    return mlirLogicalResultFailure();
  if (psyWriteFileAtomically(psyTmp, text->data, text->len, err, errSize))
    return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyBindingEmit(MlirOperation module, const PsyBindingOptions *opts,
                                 const char *psyPath, char *err, size_t errSize) {
  Plan p = {.opts = opts};
  PsyStrBuf text = {0};
  char *psyModule = psyModuleName(module, psyPath), *obj = psyBindingObjectPath(psyPath);
  char *objTmp = tempBeside(obj), *psyTmp = objTmp ? tempBeside(psyPath) : NULL;
  MlirLogicalResult r = mlirLogicalResultFailure();
  if (!psyTmp)
    snprintf(err, errSize, "cannot create a file beside '%s': %s", objTmp ? psyPath : obj,
             strerror(errno));
  else if (mlirLogicalResultIsSuccess(prepareInputs(&p, module, psyModule, &text, err, errSize)))
    r = writeBoth(&p, module, &text, objTmp, psyTmp, err, errSize);
  if (mlirLogicalResultIsSuccess(r) && (rename(objTmp, obj) || rename(psyTmp, psyPath))) {
    snprintf(err, errSize, "cannot write '%s': %s", obj, strerror(errno));
    unlink(obj);
    r = mlirLogicalResultFailure();
  }
  if (objTmp) unlink(objTmp);
  if (psyTmp) unlink(psyTmp);
  planFree(&p);
  removeTree(p.tmpdir);
  free(p.tmpdir);
  psyStrBufFree(&text);
  free(psyModule);
  free(obj);
  free(objTmp);
  free(psyTmp);
  return r;
}
