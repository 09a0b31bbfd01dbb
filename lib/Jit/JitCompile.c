/* psyJitSpecialise (JitInternal.h): one invoke specialised on its keys, with LLVM's C API.
 *
 * The schedule object's bitcode is parsed, the invoke's entry point has its key parameters
 * replaced by the constants and is renamed after them; everything else becomes internal, so
 * that O3 inlines the invoke into it and drops the rest. The module is compiled for the CPU
 * the ahead-of-time object was compiled for, with the same optimisation, so the results are
 * bit for bit the ahead-of-time code's: only integers become constants. The object goes to
 * the disk cache when there is one, and into ORC's LLJIT, where the names the bitcode
 * refers to are defined at the addresses the schedule object lists (psy-rt/Jit.h). */

#include "JitInternal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "llvm-c/BitReader.h"
#include "llvm-c/Core.h"
#include "llvm-c/Error.h"
#include "llvm-c/LLJIT.h"
#include "llvm-c/Orc.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Transforms/PassBuilder.h"

static LLVMOrcLLJITRef gJit;
static const PsyJitModule **gModules; /* whose symbols are defined */
static int gNmodules;

static char *takeError(LLVMErrorRef e) {
  char *m = LLVMGetErrorMessage(e), *s = psyJitFormat("%s", m);
  LLVMDisposeErrorMessage(m);
  return s;
}

static char *jit(char **why) {
  if (gJit) return NULL;
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  LLVMErrorRef e = LLVMOrcCreateLLJIT(&gJit, NULL);
  if (e) gJit = NULL, *why = takeError(e);
  return *why;
}

/* The names a schedule object's bitcode refers to, at the object's addresses; once per
 * object. A name two objects share (a runtime function) is the same symbol: defined once. */
static bool definedBefore(const char *name, int upTo) {
  for (int m = 0; m < upTo; ++m)
    for (int i = 0; i < gModules[m]->nsymbols; ++i)
      if (!strcmp(gModules[m]->names[i], name)) return true;
  return false;
}

static char *defineSymbols(const PsyJitModule *mod) {
  for (int m = 0; m < gNmodules; ++m)
    if (gModules[m] == mod) return NULL;
  LLVMOrcCSymbolMapPair *pairs = calloc((size_t)mod->nsymbols + 1, sizeof *pairs);
  const PsyJitModule **grown = realloc(gModules, (size_t)(gNmodules + 1) * sizeof *gModules);
  if (!pairs || !grown) abort();
  gModules = grown;
  size_t n = 0;
  for (int i = 0; i < mod->nsymbols; ++i) {
    if (definedBefore(mod->names[i], gNmodules)) continue;
    LLVMJITSymbolFlags flags = {LLVMJITSymbolGenericFlagsExported, 0};
    pairs[n++] = (LLVMOrcCSymbolMapPair){
        LLVMOrcLLJITMangleAndIntern(gJit, mod->names[i]),
        {(LLVMOrcExecutorAddress)(uintptr_t)mod->addresses[i], flags}};
  }
  LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n);
  free(pairs);
  LLVMErrorRef e = LLVMOrcJITDylibDefine(LLVMOrcLLJITGetMainJITDylib(gJit), mu);
  if (e) return LLVMOrcDisposeMaterializationUnit(mu), takeError(e);
  gModules[gNmodules++] = mod;
  return NULL;
}

/* ==== Specialising ========================================================================= */

/* Key `i` of `inv` made the constant `value` in `f`: a parameter, or the int32 global
 * `<name>.key<i>` psyc reads the key through (GOcean's slots). */
static char *constantKey(LLVMModuleRef m, LLVMValueRef f, const PsyJitInvoke *inv, int i,
                         int64_t value) {
  int p = inv->keyParams[i];
  if (p < 0) {
    char *name = psyJitFormat("%s.key%d", inv->name, i);
    LLVMValueRef g = LLVMGetNamedGlobal(m, name);
    free(name);
    if (!g) return NULL; /* read nowhere any more */
    LLVMSetInitializer(g, LLVMConstInt(LLVMGlobalGetValueType(g), (unsigned long long)value, 1));
    LLVMSetGlobalConstant(g, true);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    return NULL;
  }
  if ((unsigned)p >= LLVMCountParams(f)) return psyJitFormat("key %d is not a parameter", i);
  LLVMValueRef param = LLVMGetParam(f, (unsigned)p);
  LLVMTypeRef t = LLVMTypeOf(param);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return psyJitFormat("parameter %d is not an integer", p);
  LLVMReplaceAllUsesWith(param, LLVMConstInt(t, (unsigned long long)value, true));
  return NULL;
}

/* The entry point, its keys made constants, renamed `sym`; the others internal. */
static char *specialiseIR(LLVMModuleRef m, const PsyJitInvoke *inv, const int64_t *keys,
                          const char *sym) {
  LLVMValueRef f = LLVMGetNamedFunction(m, inv->name);
  if (!f || LLVMIsDeclaration(f)) return psyJitFormat("its bitcode has no '%s'", inv->name);
  for (int i = 0; i < inv->nkeys; ++i) {
    char *why = constantKey(m, f, inv, i, keys[i]);
    if (why) return why;
  }
  for (LLVMValueRef g = LLVMGetFirstFunction(m); g; g = LLVMGetNextFunction(g))
    if (g != f && !LLVMIsDeclaration(g)) LLVMSetLinkage(g, LLVMInternalLinkage);
  LLVMSetValueName2(f, sym, strlen(sym));
  return NULL;
}

static LLVMTargetMachineRef machine(LLVMModuleRef m, const PsyJitModule *mod, char **why) {
  const char *triple = LLVMGetTarget(m);
  LLVMTargetRef target;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
    *why = psyJitFormat("target '%s': %s", triple, msg ? msg : "");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, mod->cpu, mod->features,
                                                    LLVMCodeGenLevelAggressive, LLVMRelocPIC,
                                                    LLVMCodeModelDefault);
  if (!tm) *why = psyJitFormat("no target machine for CPU '%s'", mod->cpu);
  return tm;
}

/* O3 as psyc's ahead-of-time compile runs it, then the object. */
static LLVMMemoryBufferRef optimiseAndEmit(LLVMModuleRef m, const PsyJitModule *mod,
                                           char **why) {
  LLVMTargetMachineRef tm = machine(m, mod, why);
  if (!tm) return NULL;
  LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, "default<O3>", tm, o);
  LLVMDisposePassBuilderOptions(o);
  LLVMMemoryBufferRef obj = NULL;
  char *msg = NULL;
  if (e)
    *why = takeError(e);
  else if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMObjectFile, &msg, &obj))
    *why = psyJitFormat("code generation: %s", msg ? msg : ""), obj = NULL;
  LLVMDisposeMessage(msg);
  LLVMDisposeTargetMachine(tm);
  return obj;
}

static LLVMMemoryBufferRef compile(const PsyJitInvoke *inv, const int64_t *keys,
                                   const char *sym, char **why) {
  const PsyJitModule *mod = inv->module;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef bc = LLVMCreateMemoryBufferWithMemoryRange(
      mod->bitcode, (size_t)mod->bitcodeSize, "psy-jit", false);
  LLVMModuleRef m = NULL;
  LLVMMemoryBufferRef obj = NULL;
  if (LLVMParseBitcodeInContext2(ctx, bc, &m))
    *why = psyJitFormat("the schedule object's bitcode does not parse");
  else if (!(*why = specialiseIR(m, inv, keys, sym)))
    obj = optimiseAndEmit(m, mod, why);
  if (m) LLVMDisposeModule(m);
  LLVMDisposeMemoryBuffer(bc);
  LLVMContextDispose(ctx);
  return obj;
}

/* ==== The disk cache ========================================================================= */

/* What the object depends on: the bitcode, the CPU, LLVM's version, the invoke and its keys. */
static uint64_t cacheKey(const PsyJitInvoke *inv, const int64_t *keys) {
  const PsyJitModule *mod = inv->module;
  unsigned v[3];
  LLVMGetVersion(&v[0], &v[1], &v[2]);
  uint64_t h = psyJitHash(PSY_JIT_FNV_SEED, mod->bitcode, (size_t)mod->bitcodeSize);
  h = psyJitHash(h, mod->cpu, strlen(mod->cpu) + 1);
  h = psyJitHash(h, mod->features, strlen(mod->features) + 1);
  h = psyJitHash(h, v, sizeof v);
  h = psyJitHash(h, inv->name, strlen(inv->name) + 1);
  return psyJitHash(h, keys, (size_t)inv->nkeys * sizeof *keys);
}

static LLVMMemoryBufferRef readCached(const char *path) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (access(path, R_OK) || LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) buf = NULL;
  LLVMDisposeMessage(msg);
  return buf;
}

/* Written beside and renamed: a run that stops half-way leaves no half object. The
 * directory is made when missing (not its parents). */
static void writeCached(const char *dir, const char *path, LLVMMemoryBufferRef obj) {
  mkdir(dir, 0777);
  char *tmp = psyJitFormat("%s.%ld.tmp", path, (long)getpid());
  FILE *f = fopen(tmp, "wb");
  size_t n = LLVMGetBufferSize(obj);
  bool ok = f && fwrite(LLVMGetBufferStart(obj), 1, n, f) == n;
  if (f) ok = !fclose(f) && ok;
  if (!ok || rename(tmp, path)) {
    unlink(tmp);
    fprintf(stderr, "psy-jit: warning: cannot write '%s' (PSY_JIT_CACHE)\n", path);
  }
  free(tmp);
}

/* ==== Loading ============================================================================== */

/* `obj` (taken) into the JIT under a tracker of its own, and `sym`'s address; on failure
 * the object is removed again. */
static void *load(LLVMMemoryBufferRef obj, const char *sym, char **why) {
  LLVMOrcResourceTrackerRef rt =
      LLVMOrcJITDylibCreateResourceTracker(LLVMOrcLLJITGetMainJITDylib(gJit));
  LLVMOrcExecutorAddress addr = 0;
  LLVMErrorRef e = LLVMOrcLLJITAddObjectFileWithRT(gJit, rt, obj);
  if (!e) e = LLVMOrcLLJITLookup(gJit, &addr, sym);
  if (e) {
    *why = takeError(e);
    LLVMErrorRef r = LLVMOrcResourceTrackerRemove(rt);
    if (r) LLVMConsumeError(r);
    addr = 0;
  }
  LLVMOrcReleaseResourceTracker(rt);
  return (void *)(uintptr_t)addr;
}

PsyJitResult psyJitSpecialise(const PsyJitInvoke *inv, const int64_t *keys,
                              const char *cacheDir) {
  PsyJitResult r = {0};
  if (jit(&r.why) || (r.why = defineSymbols(inv->module))) return r;
  uint64_t key = cacheKey(inv, keys);
  char *sym = psyJitFormat("%s.jit.%016llx", inv->name, (unsigned long long)key);
  char *path = cacheDir ? psyJitFormat("%s/%016llx.o", cacheDir, (unsigned long long)key) : NULL;
  LLVMMemoryBufferRef cached = path ? readCached(path) : NULL;
  if (cached) {
    char *ignored = NULL;
    r.fn = load(cached, sym, &ignored);
    r.fromDisk = r.fn != NULL;
    if (!r.fn) /* not an object this run can load: made again, and replaced */
      fprintf(stderr, "psy-jit: warning: '%s' does not load (%s); compiling it again\n",
              path, ignored ? ignored : "");
    free(ignored);
  }
  if (!r.fn) {
    LLVMMemoryBufferRef obj = compile(inv, keys, sym, &r.why);
    if (obj && path) writeCached(cacheDir, path, obj);
    if (obj) r.fn = load(obj, sym, &r.why); /* the JIT takes the buffer */
  }
  free(sym);
  free(path);
  return r;
}
