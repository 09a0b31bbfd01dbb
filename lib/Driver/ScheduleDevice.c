/* psyScheduleDeviceLink (Driver.h): the device half of a --target=nvptx schedule object.
 *
 * psy-device-outline left, in the translated schedule, one function per device loop:
 *
 *   void __psy_dev_<invoke>_<n>(i64 iv, ptr results, params...)   ; one iteration's work
 *
 * and a declared descriptor per kernel, __psy_dev_<invoke>_<n>_desc, which the launches
 * pass to psyRtDevLaunch (psy-rt/Device.h). Here, before the host's kernels are linked in:
 *   - the device module: a copy of the schedule keeping only those functions, the kernel
 *     modules compiled by flang for nvptx64-nvidia-cuda linked in, the device math library
 *     too, and per kernel a PTX entry
 *
 *       ptx_kernel void __psy_dev_<invoke>_<n>_entry(i64 lb, i64 ub, ptr results, params...)
 *
 *     whose thread runs iteration lb + ctaid.x * ntid.x + tid.x when it is below ub; written
 *     as PTX for the chosen architecture and embedded in the schedule as a string;
 *   - the host device's entry per kernel, void <kernel>_host(ptr args, i64 iv, ptr results),
 *     which loads each parameter from args[i] and runs the iteration;
 *   - each descriptor: { invoke name, entry name, PTX, host entry, number of parameters }.
 * The host keeps the kernel functions: its O3 inlines the kernels' host code into them. */
#include "Driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "llvm-c/IRReader.h"
#include "llvm-c/Linker.h"
#include "psy-c/Alloc.h"
#include "psy-c/Device.h"
#include "mlir-c/BuiltinAttributes.h"
#include "psy-c/Dialect.h"
#include "psy-c/InvokeAbi.h"
#include "psy-c/Support.h"

#define PREFIX "__psy_dev_"

static const char kTriple[] = "nvptx64-nvidia-cuda";

static bool isKernel(LLVMValueRef f) {
  size_t n = 0;
  const char *name = LLVMGetValueName2(f, &n);
  return !LLVMIsDeclaration(f) && n > strlen(PREFIX) && !strncmp(name, PREFIX, strlen(PREFIX));
}

/* The kernel functions of `m`, before anything is added (heap, `*n` of them). */
static LLVMValueRef *kernelsOf(LLVMModuleRef m, int *n) {
  LLVMValueRef *ks = NULL;
  int cap = 0;
  *n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (isKernel(f)) {
      ks = psyGrow(ks, *n, &cap, sizeof *ks);
      ks[(*n)++] = f;
    }
  return ks;
}

/* ==== The device module ===================================================================== */

/* The schedule without its host code: only the kernel functions stay defined. */
static LLVMModuleRef deviceCopy(LLVMModuleRef host) {
  LLVMModuleRef d = LLVMCloneModule(host);
  for (LLVMValueRef f = LLVMGetFirstFunction(d), next; f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f) || isKernel(f)) continue;
    LLVMReplaceAllUsesWith(f, LLVMGetPoison(LLVMTypeOf(f)));
    LLVMDeleteFunction(f);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (LLVMValueRef g = LLVMGetFirstGlobal(d), next; g; g = next) {
      next = LLVMGetNextGlobal(g);
      if (!LLVMGetFirstUse(g)) LLVMDeleteGlobal(g), changed = true;
    }
  }
  return d;
}

/* flang's device IR in `path`, parsed into `ctx`; NULL with a message in `*msg` (heap). */
static LLVMModuleRef parseIR(LLVMContextRef ctx, const char *path, char **msg) {
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef m = NULL;
  *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, msg) ||
      LLVMParseIRInContext(ctx, buf, &m, msg))
    return NULL;
  return m;
}

/* The kernel modules' device IR (psyScheduleDevicePlan's) and the math library, in `d`. */
static MlirLogicalResult linkModules(LLVMModuleRef d, const PsySchedule *s) {
  LLVMSetTarget(d, kTriple);
  for (int i = 0; i < s->nirs; ++i) {
    if (!s->devIrs[i]) continue; /* its kernels run on the host */
    char *msg = NULL;
    LLVMModuleRef m = parseIR(LLVMGetModuleContext(d), s->devIrs[i], &msg);
    bool ok = m && (LLVMSetDataLayout(d, LLVMGetDataLayoutStr(m)), !LLVMLinkModules2(d, m));
    if (!ok) psyEmitError(s->loc, "cannot link flang's device IR of '%s': %s", s->sources[i],
                          msg ? msg : "");
    LLVMDisposeMessage(msg);
    if (!ok) return mlirLogicalResultFailure();
  }
  char *lib = psyDeviceMathLibraryFind(), *err = NULL;
  int rc = lib ? psyDeviceLinkMath(d, lib, &err) : 0;
  if (rc) psyEmitError(s->loc, "%s", err);
  free(err);
  free(lib);
  return rc ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static LLVMValueRef sreg(LLVMBuilderRef b, LLVMModuleRef m, const char *name) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef t = LLVMFunctionType(LLVMInt32TypeInContext(ctx), NULL, 0, 0);
  LLVMValueRef f = LLVMGetNamedFunction(m, name);
  if (!f) f = LLVMAddFunction(m, name, t);
  LLVMValueRef v = LLVMBuildCall2(b, t, f, NULL, 0, "");
  return LLVMBuildZExt(b, v, LLVMInt64TypeInContext(ctx), "");
}

/* The PTX entry of kernel `k` (its name in `*name`, heap). */
static LLVMValueRef addEntry(LLVMModuleRef d, LLVMValueRef k, char **name) {
  LLVMContextRef ctx = LLVMGetModuleContext(d);
  LLVMTypeRef kt = LLVMGlobalGetValueType(k);
  unsigned n = LLVMCountParamTypes(kt);
  LLVMTypeRef *p = psyXcalloc(n + 2, sizeof *p);
  LLVMGetParamTypes(kt, p + 1); /* (lb, ub, results, params...): iv's slot becomes lb, ub */
  p[0] = p[1] = LLVMInt64TypeInContext(ctx);
  *name = psyFormat("%s_entry", LLVMGetValueName(k));
  LLVMValueRef e = LLVMAddFunction(d, *name, LLVMFunctionType(LLVMVoidTypeInContext(ctx), p,
                                                               n + 1, 0));
  LLVMSetFunctionCallConv(e, LLVMPTXKernelCallConv);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, e, "entry"),
                    run = LLVMAppendBasicBlockInContext(ctx, e, "run"),
                    done = LLVMAppendBasicBlockInContext(ctx, e, "done");
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef g = LLVMBuildAdd(b, LLVMBuildMul(b, sreg(b, d, "llvm.nvvm.read.ptx.sreg.ctaid.x"),
                                                sreg(b, d, "llvm.nvvm.read.ptx.sreg.ntid.x"), ""),
                                sreg(b, d, "llvm.nvvm.read.ptx.sreg.tid.x"), "");
  LLVMValueRef iv = LLVMBuildAdd(b, LLVMGetParam(e, 0), g, "iv");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntSLT, iv, LLVMGetParam(e, 1), ""), run, done);
  LLVMPositionBuilderAtEnd(b, run);
  LLVMValueRef *args = psyXcalloc(n + 1, sizeof *args);
  args[0] = iv;
  for (unsigned i = 1; i < n; ++i) args[i] = LLVMGetParam(e, i + 1);
  LLVMBuildCall2(b, kt, k, args, n, "");
  LLVMBuildBr(b, done);
  LLVMPositionBuilderAtEnd(b, done);
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  free(args);
  free(p);
  return e;
}

/* The kernels' PTX (heap), or NULL after errors. */
static char *devicePtx(LLVMModuleRef host, const PsySchedule *s) {
  LLVMModuleRef d = deviceCopy(host);
  char *ptx = NULL;
  if (mlirLogicalResultIsSuccess(linkModules(d, s))) {
    int n = 0;
    LLVMValueRef *ks = kernelsOf(d, &n);
    const char **keep = psyXcalloc((size_t)n + 1, sizeof *keep);
    bool ok = true;
    for (int i = 0; i < n; ++i) {
      char *why = psyDeviceWhyNot(d, ks[i]), *name = NULL;
      if (why)
        ok = false, psyEmitError(s->loc, "device kernel '%s' cannot run on the device: %s",
                                 LLVMGetValueName(ks[i]), why);
      free(why);
      addEntry(d, ks[i], &name);
      keep[i] = name;
    }
    free(ks);
    char *path = psyFormat("%s/schedule.ptx", s->tmpdir);
    size_t size = 0;
    if (ok) psyDeviceKeepOnly(d, keep, n);
    if (ok && mlirLogicalResultIsSuccess(psyDeviceEmitPtx(d, s->opts->deviceArch, path, s->loc)))
      ptx = psyReadFile(path, &size);
    unlink(path);
    free(path);
    for (int i = 0; i < n; ++i) free((char *)keep[i]);
    free(keep);
  }
  LLVMDisposeModule(d);
  return ptx;
}

/* ==== The host's side ======================================================================= */

static LLVMValueRef constString(LLVMModuleRef m, const char *name, const char *text) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMValueRef init = LLVMConstStringInContext2(ctx, text, strlen(text), 0);
  LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

/* void <kernel>_host(ptr args, i64 iv, ptr results): the iteration, its parameters read
 * from args[i]. */
static LLVMValueRef addHostEntry(LLVMModuleRef m, LLVMValueRef k) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef kt = LLVMGlobalGetValueType(k), ptr = LLVMPointerTypeInContext(ctx, 0);
  unsigned n = LLVMCountParamTypes(kt);
  LLVMTypeRef *p = psyXcalloc(n + 1, sizeof *p);
  LLVMGetParamTypes(kt, p);
  LLVMTypeRef ht = LLVMFunctionType(LLVMVoidTypeInContext(ctx),
                                    (LLVMTypeRef[3]){ptr, LLVMInt64TypeInContext(ctx), ptr}, 3, 0);
  char *name = psyFormat("%s_host", LLVMGetValueName(k));
  LLVMValueRef h = LLVMAddFunction(m, name, ht);
  LLVMSetLinkage(h, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, h, "entry"));
  LLVMValueRef *args = psyXcalloc(n + 1, sizeof *args);
  args[0] = LLVMGetParam(h, 1);
  args[1] = LLVMGetParam(h, 2);
  for (unsigned i = 2; i < n; ++i) {
    LLVMValueRef at = LLVMBuildGEP2(b, ptr, LLVMGetParam(h, 0),
                                    (LLVMValueRef[1]){LLVMConstInt(LLVMInt64TypeInContext(ctx),
                                                                   i - 2, 0)}, 1, "");
    args[i] = LLVMBuildLoad2(b, p[i], LLVMBuildLoad2(b, ptr, at, ""), "");
  }
  LLVMBuildCall2(b, kt, k, args, n, "");
  LLVMBuildRetVoid(b);
  LLVMDisposeBuilder(b);
  free(args);
  free(p);
  free(name);
  return h;
}

/* The descriptor psy-device-outline declared for kernel `k`, defined. */
static void defineDescriptor(LLVMModuleRef m, LLVMValueRef k, LLVMValueRef ptx) {
  const char *kname = LLVMGetValueName(k);
  char *dname = psyFormat("%s_desc", kname), *entry = psyFormat("%s_entry", kname);
  LLVMValueRef d = LLVMGetNamedGlobal(m, dname);
  if (d) {
    const char *inv = kname + strlen(PREFIX), *us = strrchr(inv, '_');
    char *invoke = psyFormat("%.*s", (int)(us ? us - inv : (long)strlen(inv)), inv);
    char *sInv = psyFormat("%s_invoke", kname), *sEntry = psyFormat("%s_name", kname);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef fields[5] = {
        constString(m, sInv, invoke), constString(m, sEntry, entry), ptx,
        addHostEntry(m, k),
        LLVMConstInt(LLVMInt32TypeInContext(ctx),
                     LLVMCountParamTypes(LLVMGlobalGetValueType(k)) - 2, 0)};
    LLVMSetInitializer(d, LLVMConstStructInContext(ctx, fields, 5, 0));
    LLVMSetLinkage(k, LLVMInternalLinkage); /* another algorithm's object has its own */
    LLVMSetLinkage(d, LLVMInternalLinkage);
    LLVMSetGlobalConstant(d, 1);
    free(invoke);
    free(sInv);
    free(sEntry);
  }
  free(dname);
  free(entry);
}

/* ==== Which kernels the device runs ========================================================= */

/* Module `i` compiled by flang for the device: its IR file (heap), or NULL. */
static char *compileForDevice(const PsySchedule *s, int i) {
  char *ll = psyFormat("%s/%s.nvptx.ll", s->tmpdir, s->irModules[i]);
  char *err = psyFormat("%s/%s.nvptx.err", s->tmpdir, s->irModules[i]);
  if (psyFlangCompileFor(s->opts, s->sources[i], ll, s->tmpdir, err, kTriple) != 0) {
    if (s->opts->notes) psyDriverReplay(err); /* --verbose: why */
    unlink(ll);
    free(ll), ll = NULL;
  }
  unlink(err);
  free(err);
  return ll;
}

/* Every module's device IR in one module (for kernels called through wrappers, which live
 * in another module than the kernel), or NULL. */
static LLVMModuleRef combined(const PsySchedule *s, LLVMContextRef ctx) {
  LLVMModuleRef all = LLVMModuleCreateWithNameInContext("psy-device-check", ctx);
  char *lib = psyDeviceMathLibraryFind(), *err = NULL;
  for (int i = 0; i < s->nirs; ++i) {
    char *msg = NULL;
    LLVMModuleRef m = s->devIrs[i] ? parseIR(ctx, s->devIrs[i], &msg) : NULL;
    LLVMDisposeMessage(msg);
    if (m && (LLVMSetDataLayout(all, LLVMGetDataLayoutStr(m)), LLVMLinkModules2(all, m)))
      return free(lib), LLVMDisposeModule(all), NULL;
  }
  LLVMSetTarget(all, kTriple);
  if (lib) psyDeviceLinkMath(all, lib, &err);
  free(lib);
  free(err);
  return all;
}

/* Why kernel `k` cannot run on the device (heap), or NULL; `mods` caches the parsed IR (its
 * last entry: all of it, for an API calling kernels through wrappers). */
static char *whyHost(const PsySchedule *s, const PsyScheduleKernel *k, LLVMContextRef ctx,
                     LLVMModuleRef *mods) {
  if (s->api->callsWrappers && !k->outOfLine) {
    if (!mods[s->nirs] && !(mods[s->nirs] = combined(s, ctx)))
      return psyFormat("cannot link flang's device IR of the kernel modules");
    LLVMValueRef w = LLVMGetNamedFunction(mods[s->nirs], k->wrapper);
    if (!w || LLVMIsDeclaration(w))
      return psyFormat("%s cannot compile its module '%s' or its wrapper for the device",
                       psyFlangName(), k->module);
    return psyDeviceWhyNot(mods[s->nirs], w);
  }
  if (k->outOfLine)
    return psyFormat("psyc does not compile its module '%s' (it lacks module file '%s'; give "
                     "its directory with -I)", k->module, s->missing[k->ir]);
  if (!s->devIrs[k->ir])
    return psyFormat("%s cannot compile its module '%s' for the device", psyFlangName(),
                     k->module);
  if (!mods[k->ir]) {
    char *msg = NULL, *lib = psyDeviceMathLibraryFind(), *err = NULL;
    mods[k->ir] = parseIR(ctx, s->devIrs[k->ir], &msg);
    if (mods[k->ir] && lib) psyDeviceLinkMath(mods[k->ir], lib, &err);
    free(lib);
    free(err);
    if (!mods[k->ir]) return psyFormat("cannot read flang's device IR: %s", msg ? msg : "");
  }
  LLVMValueRef fn = LLVMGetNamedFunction(mods[k->ir], k->proc);
  if (!fn || LLVMIsDeclaration(fn)) return psyFormat("flang's device code has no '%s'", k->proc);
  return psyDeviceWhyNot(mods[k->ir], fn);
}

/* --verbose: `FILE:LINE:COL: note: kernel 'NAME': device` or `...: host: REASON`. */
static void note(const PsySchedule *s, const PsyScheduleKernel *k) {
  MlirStringRef file = {0};
  unsigned line = 0, col = 0;
  if (!s->opts->notes) return;
  if (psyLocationGetFilePos(k->metaLoc, &file, &line, &col))
    fprintf(s->opts->notes, "%.*s:%u:%u: ", (int)file.length, file.data, line, col);
  fprintf(s->opts->notes, "note: kernel '%s': %s%s\n", k->name, k->hostWhy ? "host: " : "device",
          k->hostWhy ? k->hostWhy : "");
}

typedef struct {
  const PsySchedule *s;
} Unmark;

/* A GOcean kernel the device cannot run: its metadata says so (PSY_DEVICE_HOST_ATTR), and
 * psy-lower-gocean{device=true} leaves its loops on the host. */
static void markHostMeta(const PsySchedule *s, MlirOperation meta) {
  MlirStringRef name = psyOpGetStringAttr(meta, "sym_name");
  for (int i = 0; i < s->nkernels; ++i)
    if (s->kernels[i].hostWhy && strlen(s->kernels[i].name) == name.length &&
        !strncmp(s->kernels[i].name, name.data, name.length))
      mlirOperationSetAttributeByName(meta, mlirStringRefCreateFromCString("psy.host"),
                                      mlirUnitAttrGet(mlirOperationGetContext(meta)));
}

/* A loop holding a kernel the device cannot run stays on the host: no device mark. */
static MlirWalkResult unmarkHostLoops(MlirOperation op, void *user) {
  const PsySchedule *s = ((Unmark *)user)->s;
  if (psyGoKernelMetaOpIsA(op)) markHostMeta(s, op);
  if (!psyKernelOpIsA(op)) return MlirWalkResultAdvance;
  char *link = psyKernelLinkName(psyKernelOpLookupMeta(op));
  for (int i = 0; i < s->nkernels; ++i)
    if (s->kernels[i].hostWhy && !strcmp(s->kernels[i].proc, link))
      mlirOperationRemoveAttributeByName(mlirOperationGetParentOperation(op),
                                         mlirStringRefCreateFromCString("psy.omp"));
  free(link);
  return MlirWalkResultAdvance;
}

MlirLogicalResult psyScheduleDevicePlan(PsySchedule *s, MlirOperation module) {
  s->devIrs = psyXcalloc((size_t)s->nirs + 1, sizeof *s->devIrs);
  for (int i = 0; i < s->nirs; ++i)
    if (s->irs[i]) s->devIrs[i] = compileForDevice(s, i);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef *mods = psyXcalloc((size_t)s->nirs + 2, sizeof *mods);
  MlirLogicalResult r = mlirLogicalResultSuccess();
  for (int i = 0; i < s->nkernels; ++i) {
    PsyScheduleKernel *k = &s->kernels[i];
    k->hostWhy = whyHost(s, k, ctx, mods);
    note(s, k);
    if (k->hostWhy && s->opts->deviceOnly)
      r = psyEmitError(k->metaLoc, "kernel '%s' cannot run on the device: %s "
                       "(--psy-device-only)", k->name, k->hostWhy);
  }
  for (int i = 0; i <= s->nirs; ++i)
    if (mods[i]) LLVMDisposeModule(mods[i]);
  free(mods);
  LLVMContextDispose(ctx);
  mlirOperationWalk(module, unmarkHostLoops, &(Unmark){s}, MlirWalkPreOrder);
  return r;
}

/* ==== The schedule's device half ============================================================= */

MlirLogicalResult psyScheduleDeviceLink(LLVMModuleRef host, const PsySchedule *s) {
  int n = 0;
  LLVMValueRef *ks = kernelsOf(host, &n);
  char *text = n ? devicePtx(host, s) : NULL;
  if (n && text) {
    LLVMValueRef ptx = constString(host, PREFIX "ptx", text);
    for (int i = 0; i < n; ++i) defineDescriptor(host, ks[i], ptx);
  }
  free(text);
  free(ks);
  return n && !text ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
