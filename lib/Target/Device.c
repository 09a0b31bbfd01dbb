/* Kernels compiled for an NVIDIA GPU, at the level of LLVM IR (psy-c/Device.h, docs/gpu.md).
 * flang leaves math as calls: LLVM intrinsics (llvm.exp.f64) or C names (erf). The NVPTX back
 * end selects only a few of them (sqrt, fabs, fma, rounding); the others get the device math
 * library's definition, CUDA's libdevice (__nv_exp) or else libclc's (the OpenCL name
 * mangled, _Z3expd). What still has no definition afterwards cannot run on the device. */
#include "psy-c/Device.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "llvm-c/BitReader.h"
#include "llvm-c/Core.h"
#include "llvm-c/Linker.h"
#include "psy-c/Alloc.h"
#include "psy-c/Support.h"
#include "psy-c/Target.h"

/* ==== Architectures ======================================================================= */

/* The lowest PTX ISA that has each architecture (PTX ISA notes), and the CUDA release and
 * driver that first load it. ptxas of CUDA 13 compiles sm_75 and newer only. */
typedef struct {
  const char *arch;
  int ptx;
  const char *driver;
} ArchRow;

static const ArchRow kArchs[] = {
    {"sm_75", 63, "CUDA 10.0, driver 410 or newer"},
    {"sm_80", 70, "CUDA 11.0, driver 450 or newer"},
    {"sm_86", 71, "CUDA 11.1, driver 455 or newer"},
    {"sm_87", 74, "CUDA 11.4, driver 470 or newer"},
    {"sm_89", 78, "CUDA 11.8, driver 520 or newer"},
    {"sm_90", 78, "CUDA 11.8, driver 520 or newer"},
    {"sm_100", 86, "CUDA 12.8, driver 570 or newer"},
    {"sm_120", 87, "CUDA 12.8, driver 570 or newer"},
};

static const ArchRow *archFind(const char *arch) {
  for (size_t i = 0; arch && i < sizeof kArchs / sizeof *kArchs; ++i)
    if (!strcmp(kArchs[i].arch, arch)) return &kArchs[i];
  return NULL;
}

bool psyDeviceArchKnown(const char *arch) { return archFind(arch) != NULL; }

const char *psyDeviceArchList(void) {
  return "sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_100, sm_120";
}

int psyDevicePtxVersion(const char *arch) {
  const ArchRow *r = archFind(arch);
  return r ? r->ptx : 0;
}

const char *psyDeviceDriverNeeded(const char *arch) {
  const ArchRow *r = archFind(arch);
  return r ? r->driver : "";
}

/* ==== The math library ==================================================================== */

static char *existing(char *path) {
  if (path && access(path, R_OK) == 0) return path;
  free(path);
  return NULL;
}

static char *underEnv(const char *var, const char *rest) {
  const char *dir = getenv(var);
  return dir && *dir ? existing(psyFormat("%s%s", dir, rest)) : NULL;
}

char *psyDeviceMathLibraryFind(void) {
  const char *forced = getenv("PSY_DEVICE_MATH");
  if (forced && *forced) return psyXstrdup(forced);
  static const char kLibdevice[] = "/nvvm/libdevice/libdevice.10.bc";
  char *p = underEnv("CUDA_HOME", kLibdevice);
  if (!p) p = underEnv("CUDA_PATH", kLibdevice);
  static const char *const kFixed[] = {
      "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc",
      "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc",
      "/usr/lib/clc/nvptx64--nvidiacl.bc",
      "/usr/lib/llvm-22/lib/clc/nvptx64--nvidiacl.bc",
  };
  for (size_t i = 0; !p && i < sizeof kFixed / sizeof *kFixed; ++i)
    p = existing(psyXstrdup(kFixed[i]));
  return p;
}

/* Math the NVPTX back end selects itself: left as it is. */
static bool selectedNatively(const char *base) {
  static const char *const kNative[] = {"sqrt",  "fabs",      "fma",       "fmuladd", "floor",
                                        "ceil",  "trunc",     "rint",      "nearbyint",
                                        "round", "roundeven", "minnum",    "maxnum",
                                        "minimum", "maximum", "copysign"};
  for (size_t i = 0; i < sizeof kNative / sizeof *kNative; ++i)
    if (!strcmp(base, kNative[i])) return true;
  return false;
}

/* The math function a declaration stands for: "exp" of llvm.exp.f64, "erf" of erf; NULL
 * for an intrinsic that is not math (llvm.memcpy...) or one selected natively. */
static char *mathBase(LLVMValueRef f) {
  size_t n = 0;
  const char *name = LLVMGetValueName2(f, &n);
  if (strncmp(name, "llvm.", 5) != 0) return psyXstrdup(name);
  const char *dot = strchr(name + 5, '.');
  char *base = psyFormat("%.*s", (int)(dot ? dot - name - 5 : (long)n - 5), name + 5);
  if (!selectedNatively(base)) return base;
  free(base);
  return NULL;
}

/* One type in an Itanium-mangled OpenCL name (libclc), or 0 if it has none here. */
static char mangledType(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMDoubleTypeKind: return 'd';
  case LLVMFloatTypeKind: return 'f';
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t) == 64 ? 'l' : 'i';
  default: return 0;
  }
}

/* The library's name for math function `base` of type `fnType`: libdevice's __nv_exp /
 * __nv_expf, or libclc's _Z3expd. NULL when the type has no such name. */
static char *libraryName(const char *base, LLVMTypeRef fnType, bool clc) {
  LLVMTypeRef ret = LLVMGetReturnType(fnType);
  bool single = LLVMGetTypeKind(ret) == LLVMFloatTypeKind;
  if (!clc) return psyFormat("__nv_%s%s", base, single ? "f" : "");
  unsigned n = LLVMCountParamTypes(fnType);
  LLVMTypeRef *params = psyXcalloc(n + 1, sizeof *params);
  LLVMGetParamTypes(fnType, params);
  char *name = psyFormat("_Z%zu%s", strlen(base), base);
  for (unsigned i = 0; i < n && name; ++i) {
    char c = mangledType(params[i]);
    char *longer = c ? psyFormat("%s%c", name, c) : NULL;
    free(name);
    name = longer;
  }
  free(params);
  return name;
}

/* Points declaration `f` at the library's definition when `lib` has one. */
static void redirect(LLVMModuleRef m, LLVMModuleRef lib, LLVMValueRef f, bool clc) {
  char *base = mathBase(f);
  char *name = base ? libraryName(base, LLVMGlobalGetValueType(f), clc) : NULL;
  LLVMValueRef def = name ? LLVMGetNamedFunction(lib, name) : NULL;
  if (def && !LLVMIsDeclaration(def)) {
    LLVMTypeRef type = LLVMGlobalGetValueType(def);
    LLVMValueRef decl = LLVMGetNamedFunction(m, name);
    if (!decl) decl = LLVMAddFunction(m, name, type);
    if (LLVMGlobalGetValueType(decl) == LLVMGlobalGetValueType(f)) LLVMReplaceAllUsesWith(f, decl);
  }
  free(base);
  free(name);
}

static LLVMModuleRef readLibrary(LLVMContextRef ctx, const char *path, char **err) {
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef lib = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    *err = psyFormat("cannot read the device math library '%s': %s", path, msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  if (LLVMParseBitcodeInContext2(ctx, buf, &lib))
    *err = psyFormat("'%s' is not an LLVM bitcode math library", path);
  LLVMDisposeMemoryBuffer(buf);
  return lib;
}

/* ---- what libclc takes from libdevice ----------------------------------------------------- */

/* libclc-22's nvptx64 library calls a few libdevice functions itself. Without libdevice, the
 * exact ones are defined here; the others (log, sinpi) stay missing and a kernel that reaches
 * them is named as one the device cannot run. */
static LLVMValueRef intrinsic(LLVMModuleRef m, const char *name, LLVMTypeRef t) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  return LLVMGetIntrinsicDeclaration(m, id, &t, 1);
}

static LLVMValueRef callUnary(LLVMBuilderRef b, LLVMModuleRef m, const char *name,
                              LLVMValueRef x) {
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef f = intrinsic(m, name, t);
  return LLVMBuildCall2(b, LLVMFunctionType(t, &t, 1, 0), f, &x, 1, "");
}

/* The body of __nv_isinf{d,f}, __nv_sqrt{,f} or __nv_rsqrt{,f} `f` (its one parameter x). */
static void defineShim(LLVMModuleRef m, LLVMValueRef f, const char *what) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, f, "entry"));
  LLVMValueRef x = LLVMGetParam(f, 0), r;
  LLVMTypeRef t = LLVMTypeOf(x);
  if (!strcmp(what, "isinf")) {
    LLVMValueRef inf = LLVMConstReal(t, __builtin_inf());
    LLVMValueRef eq = LLVMBuildFCmp(b, LLVMRealOEQ, callUnary(b, m, "llvm.fabs", x), inf, "");
    r = LLVMBuildZExt(b, eq, LLVMGetReturnType(LLVMGlobalGetValueType(f)), "");
  } else {
    r = callUnary(b, m, "llvm.sqrt", x);
    if (!strcmp(what, "rsqrt")) r = LLVMBuildFDiv(b, LLVMConstReal(t, 1.0), r, "");
  }
  LLVMBuildRet(b, r);
  LLVMDisposeBuilder(b);
  LLVMSetLinkage(f, LLVMInternalLinkage);
}

static void defineClcShims(LLVMModuleRef m) {
  static const char *const kShims[][2] = {
      {"__nv_isinfd", "isinf"}, {"__nv_isinff", "isinf"}, {"__nv_sqrt", "sqrt"},
      {"__nv_sqrtf", "sqrt"},   {"__nv_rsqrt", "rsqrt"},  {"__nv_rsqrtf", "rsqrt"}};
  for (size_t i = 0; i < sizeof kShims / sizeof *kShims; ++i) {
    LLVMValueRef f = LLVMGetNamedFunction(m, kShims[i][0]);
    if (f && LLVMIsDeclaration(f)) defineShim(m, f, kShims[i][1]);
  }
}

int psyDeviceLinkMath(LLVMModuleRef m, const char *path, char **err) {
  LLVMModuleRef lib = readLibrary(LLVMGetModuleContext(m), path, err);
  if (!lib) return 1;
  bool clc = strstr(path, "libdevice") == NULL;
  for (LLVMValueRef f = LLVMGetFirstFunction(m), next; f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f)) redirect(m, lib, f, clc);
  }
  /* The library's own triple and layout would make the linker warn: they are the device's. */
  LLVMSetTarget(lib, LLVMGetTarget(m));
  LLVMSetDataLayout(lib, LLVMGetDataLayoutStr(m));
  if (LLVMLinkModules2(m, lib)) {
    *err = psyFormat("cannot link the device math library '%s'", path);
    return 1;
  }
  if (clc) defineClcShims(m);
  return 0;
}

/* ==== What can run on the device ========================================================== */

/* A symbol in words: flang's `_QMmodPproc` is "'proc' of module 'mod'", its `_QMmodEvar` the
 * module variable; the runtime's `_FortranA...` is the Fortran runtime. */
static char *described(const char *sym) {
  const char *p = strncmp(sym, "_QM", 3) == 0 ? sym + 3 : NULL;
  const char *at = p ? strpbrk(p, "PE") : NULL;
  if (at && at[0] == 'E')
    return psyFormat("module variable '%s' of module '%.*s'", at + 1, (int)(at - p), p);
  if (at) return psyFormat("'%s' of module '%.*s'", at + 1, (int)(at - p), p);
  if (strncmp(sym, "_Fortran", 8) == 0) return psyFormat("the Fortran runtime ('%s')", sym);
  return psyFormat("'%s'", sym);
}

/* Why a call of declaration `f` cannot run on the device, or NULL: an intrinsic is fine
 * unless it is math the library did not define. */
static char *callWhyNot(LLVMValueRef f) {
  const char *name = LLVMGetValueName(f);
  if (LLVMGetIntrinsicID(f) != 0) {
    char *base = mathBase(f);
    static const char *const kMath[] = {"exp", "exp2", "exp10", "log", "log2", "log10", "pow",
                                        "powi", "sin", "cos", "tan", "asin", "acos", "atan",
                                        "atan2", "sinh", "cosh", "tanh", "ldexp", "frexp",
                                        "sincos", "lround", "llround", "lrint", "llrint"};
    bool math = false;
    for (size_t i = 0; base && i < sizeof kMath / sizeof *kMath; ++i)
      math = math || !strcmp(base, kMath[i]);
    free(base);
    return math ? psyFormat("calls '%s', which has no device definition (no device math "
                            "library was found: docs/gpu.md)", name)
                : NULL;
  }
  /* The math library asks the back end which flags hold (NVVMReflect answers at O3). */
  if (!strcmp(name, "__nvvm_reflect")) return NULL;
  char *what = described(name);
  char *why = psyFormat("calls %s, which has no device definition", what);
  free(what);
  return why;
}

/* The module variable `v` reaches, through constant expressions (casts, element addresses),
 * if it is one that is not a constant; NULL otherwise. */
static LLVMValueRef variableIn(LLVMValueRef v, int depth) {
  if (LLVMIsAGlobalVariable(v)) return LLVMIsGlobalConstant(v) ? NULL : v;
  if (depth > 4 || !LLVMIsAConstantExpr(v)) return NULL;
  for (int i = 0, n = LLVMGetNumOperands(v); i < n; ++i) {
    LLVMValueRef g = variableIn(LLVMGetOperand(v, i), depth + 1);
    if (g) return g;
  }
  return NULL;
}

typedef struct {
  LLVMValueRef *seen;
  int n, cap;
} Seen;

static char *functionWhyNot(LLVMValueRef fn, Seen *s);

static char *instWhyNot(LLVMValueRef inst, Seen *s) {
  for (int i = 0, n = LLVMGetNumOperands(inst); i < n; ++i) {
    LLVMValueRef g = variableIn(LLVMGetOperand(inst, i), 0);
    if (g) {
      char *what = described(LLVMGetValueName(g));
      char *why = psyFormat("uses %s, which is not a constant", what);
      free(what);
      return why;
    }
  }
  if (!LLVMIsACallInst(inst)) return NULL;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  if (LLVMIsAInlineAsm(callee)) return NULL; /* the math library's PTX */
  if (!LLVMIsAFunction(callee)) return psyXstrdup("makes an indirect call");
  return LLVMIsDeclaration(callee) ? callWhyNot(callee) : functionWhyNot(callee, s);
}

static char *functionWhyNot(LLVMValueRef fn, Seen *s) {
  for (int i = 0; i < s->n; ++i)
    if (s->seen[i] == fn) return NULL;
  s->seen = psyGrow(s->seen, s->n, &s->cap, sizeof *s->seen);
  s->seen[s->n++] = fn;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      char *why = instWhyNot(i, s);
      if (why) return why;
    }
  return NULL;
}

char *psyDeviceWhyNot(LLVMModuleRef m, LLVMValueRef fn) {
  (void)m;
  Seen s = {0};
  char *why = functionWhyNot(fn, &s);
  free(s.seen);
  return why;
}

/* ==== Writing PTX ========================================================================= */

static bool kept(const char *name, const char *const *keep, int nkeep) {
  for (int i = 0; i < nkeep; ++i)
    if (!strcmp(name, keep[i])) return true;
  return false;
}

void psyDeviceKeepOnly(LLVMModuleRef m, const char *const *keep, int nkeep) {
  static const char *const kAttrs[] = {"target-cpu", "target-features"};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    for (size_t a = 0; a < sizeof kAttrs / sizeof *kAttrs; ++a)
      LLVMRemoveStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, kAttrs[a],
                                       (unsigned)strlen(kAttrs[a]));
    if (LLVMIsDeclaration(f)) continue;
    LLVMSetLinkage(f, kept(LLVMGetValueName(f), keep, nkeep) ? LLVMExternalLinkage
                                                             : LLVMInternalLinkage);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g)) LLVMSetLinkage(g, LLVMInternalLinkage);
}

/* Whether `m` allocates stack of a size known only at run time (a Fortran automatic array). */
static bool hasDynamicAlloca(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i) && !LLVMIsAConstant(LLVMGetOperand(i, 0))) return true;
  return false;
}

int psyDeviceModulePtxVersion(LLVMModuleRef m, const char *arch) {
  int ptx = psyDevicePtxVersion(arch);
  return hasDynamicAlloca(m) && ptx < 73 ? 73 : ptx;
}

MlirLogicalResult psyDeviceEmitPtx(LLVMModuleRef m, const char *arch, const char *path,
                                   MlirLocation loc) {
  if (!psyDeviceArchKnown(arch)) return psyEmitError(loc, "unknown GPU architecture '%s'", arch);
  char features[16];
  snprintf(features, sizeof features, "+ptx%d", psyDeviceModulePtxVersion(m, arch));
  PsyTargetOptions o = {
      .target = PSY_TARGET_NVPTX, .optLevel = 3, .cpu = arch, .features = features};
  return psyTargetEmitLLVM(m, &o, path, loc);
}
