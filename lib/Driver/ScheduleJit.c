/* --psy-jit (Driver.h, docs/jit.md): the schedule object carries its own bitcode, and each
 * invoke's entry point asks libPsyJit (psy-rt/Jit.h) for the invoke specialised on its
 * integer sizes, falling back to the ahead-of-time code the object still holds.
 *
 * The bitcode is a copy of the schedule as linked, before optimisation, cut down to what the
 * entry points reach. What it refers to outside itself is listed in the object with its
 * address: the program's functions and variables, so that libPsyJit resolves them without
 * the program exporting its symbols (a static link exports none); and the schedule's own
 * variables, renamed in the copy, so that the specialised code and the ahead-of-time code
 * share one of each. */
#include "Driver.h"

#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/Support.h"
#include "llvm-c/BitWriter.h"
#include "llvm-c/Comdat.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Transforms/PassBuilder.h"

/* What the bitcode refers to outside itself: its name there, and the value in the object. */
typedef struct {
  char **names;
  LLVMValueRef *values;
  int n, cap, capValues;
} Symbols;

static void addSymbol(Symbols *t, const char *name, LLVMValueRef v) {
  t->names = psyGrow(t->names, t->n, &t->cap, sizeof *t->names);
  t->values = psyGrow(t->values, t->n, &t->capValues, sizeof *t->values);
  t->names[t->n] = psyXstrdup(name);
  t->values[t->n++] = v;
}

static void symbolsFree(Symbols *t) {
  for (int i = 0; i < t->n; ++i) free(t->names[i]);
  free(t->names);
  free(t->values);
}

static bool isEntry(const PsySchedule *s, const char *name) {
  for (int i = 0; i < s->ninvokes; ++i)
    if (!strcmp(s->invokes[i].symbol, name)) return true;
  return false;
}

static const char *nameOf(LLVMValueRef v) {
  size_t n = 0;
  return LLVMGetValueName2(v, &n);
}

/* Unnamed variables (flang's and the lowering's `@0`) get names, so that the copy's can be
 * found again in the object. */
static void nameVariables(LLVMModuleRef m) {
  int k = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
    if (!*nameOf(g)) {
      char *n = psyFormat(".psy.jit.v%d", k++);
      LLVMSetValueName2(g, n, strlen(n));
      free(n);
    }
}

/* Everything but the entry points internal, then unreachable code dropped: the copy must not
 * name what the object's own optimisation would have dropped (a kernel module's unused
 * subroutine may call a runtime the program does not link). */
static int reduce(LLVMModuleRef j, const PsySchedule *s, char **err) {
  for (LLVMValueRef f = LLVMGetFirstFunction(j); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && !isEntry(s, nameOf(f)))
      LLVMSetLinkage(f, LLVMInternalLinkage), LLVMSetComdat(f, NULL);
  for (LLVMValueRef g = LLVMGetFirstGlobal(j); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g)) LLVMSetLinkage(g, LLVMInternalLinkage), LLVMSetComdat(g, NULL);
  LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(j, "globaldce", NULL, o);
  LLVMDisposePassBuilderOptions(o);
  if (!e) return 0;
  *err = LLVMGetErrorMessage(e);
  return 1;
}

/* The copy's outside references, listed; its variables become references to the object's,
 * under names no other schedule object of the program uses. */
static int listSymbols(LLVMModuleRef j, LLVMModuleRef m, const char *psyModule, Symbols *t,
                       char **bad) {
  int k = 0;
  for (LLVMValueRef g = LLVMGetFirstGlobal(j); g; g = LLVMGetNextGlobal(g)) {
    LLVMValueRef orig = LLVMGetNamedGlobal(m, nameOf(g));
    if (LLVMIsDeclaration(g)) {
      addSymbol(t, nameOf(g), orig);
      continue;
    }
    if (LLVMIsGlobalConstant(g)) continue;
    if (LLVMIsThreadLocal(g)) return *bad = psyXstrdup(nameOf(g)), 1;
    char *n = psyFormat("%s.jit.v%d", psyModule, k++);
    LLVMSetInitializer(g, NULL);
    LLVMSetLinkage(g, LLVMExternalLinkage);
    LLVMSetValueName2(g, n, strlen(n));
    addSymbol(t, n, orig);
    free(n);
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(j); f; f = LLVMGetNextFunction(f))
    if (LLVMIsDeclaration(f) && !LLVMGetIntrinsicID(f))
      addSymbol(t, nameOf(f), LLVMGetNamedFunction(m, nameOf(f)));
  return 0;
}

/* ==== What the object holds ================================================================= */

static LLVMValueRef privateConstant(LLVMModuleRef m, const char *name, LLVMValueRef init) {
  LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  return g;
}

static LLVMValueRef bytes(LLVMModuleRef m, const char *name, const char *data, size_t n,
                          bool nul) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  return privateConstant(m, name, LLVMConstStringInContext2(ctx, data, n, !nul));
}

static LLVMValueRef cstring(LLVMModuleRef m, const char *s) {
  return bytes(m, ".psy.jit.str", s, strlen(s), true);
}

/* psy-rt/Jit.h's PsyJitModule: the bitcode, the CPU, the symbol table. */
static LLVMValueRef moduleRecord(LLVMModuleRef m, LLVMMemoryBufferRef bc, bool hostCpu,
                                 const Symbols *t) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  size_t size = LLVMGetBufferSize(bc);
  LLVMValueRef code = bytes(m, "__psy_jit_bitcode", LLVMGetBufferStart(bc), size, false);
  LLVMSetAlignment(code, 16);
  char *cpu = hostCpu ? LLVMGetHostCPUName() : NULL;
  char *features = hostCpu ? LLVMGetHostCPUFeatures() : NULL;
  LLVMValueRef *names = psyXcalloc((size_t)t->n + 1, sizeof *names);
  for (int i = 0; i < t->n; ++i) names[i] = cstring(m, t->names[i]);
  LLVMValueRef fields[] = {
      code,
      LLVMConstInt(LLVMInt64TypeInContext(ctx), size, false),
      cstring(m, cpu ? cpu : "x86-64"),
      cstring(m, features ? features : ""),
      LLVMConstInt(LLVMInt32TypeInContext(ctx), (unsigned long long)t->n, false),
      privateConstant(m, ".psy.jit.names", LLVMConstArray2(ptr, names, (uint64_t)t->n)),
      privateConstant(m, ".psy.jit.addresses", LLVMConstArray2(ptr, t->values, (uint64_t)t->n)),
  };
  free(names);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  return privateConstant(m, "__psy_jit_module",
                         LLVMConstStructInContext(ctx, fields, 7, false));
}

/* psy-rt/Jit.h's PsyJitInvoke for invoke `b`, whose ahead-of-time entry point is `aot`. */
static LLVMValueRef invokeRecord(LLVMModuleRef m, LLVMValueRef mod, const PsyScheduleInvoke *b,
                                 LLVMValueRef aot) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMValueRef *keys = psyXcalloc((size_t)b->nkeys + 1, sizeof *keys);
  for (int i = 0; i < b->nkeys; ++i) keys[i] = LLVMConstInt(i32, (unsigned)b->keys[i], false);
  LLVMValueRef fields[] = {
      mod, cstring(m, b->symbol), aot, LLVMConstInt(i32, (unsigned)b->nkeys, false),
      privateConstant(m, ".psy.jit.keys", LLVMConstArray2(i32, keys, (uint64_t)b->nkeys)),
  };
  free(keys);
  return privateConstant(m, ".psy.jit.invoke", LLVMConstStructInContext(ctx, fields, 5, false));
}

/* The entry point `b->symbol` becomes `<symbol>.aot`, and a stub of its name calls what
 * psyJitGet returns for its keys. */
static void addStub(LLVMModuleRef m, LLVMValueRef mod, const PsyScheduleInvoke *b) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), i64 = LLVMInt64TypeInContext(ctx);
  LLVMValueRef aot = LLVMGetNamedFunction(m, b->symbol);
  char *aotName = psyFormat("%s.aot", b->symbol);
  LLVMSetValueName2(aot, aotName, strlen(aotName));
  LLVMSetLinkage(aot, LLVMInternalLinkage);
  free(aotName);
  LLVMTypeRef type = LLVMGlobalGetValueType(aot);
  LLVMValueRef stub = LLVMAddFunction(m, b->symbol, type);
  LLVMTypeRef getType = LLVMFunctionType(ptr, (LLVMTypeRef[]){ptr, ptr}, 2, false);
  LLVMValueRef get = LLVMGetNamedFunction(m, "psyJitGet");
  if (!get) get = LLVMAddFunction(m, "psyJitGet", getType);
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(bld, LLVMAppendBasicBlockInContext(ctx, stub, "entry"));
  LLVMTypeRef keysType = LLVMArrayType2(i64, (uint64_t)(b->nkeys ? b->nkeys : 1));
  LLVMValueRef keys = LLVMBuildAlloca(bld, keysType, "keys");
  for (int i = 0; i < b->nkeys; ++i) {
    LLVMValueRef at = LLVMBuildGEP2(bld, i64, keys,
                                    (LLVMValueRef[]){LLVMConstInt(i64, (unsigned)i, false)}, 1, "");
    LLVMBuildStore(bld, LLVMBuildSExt(bld, LLVMGetParam(stub, (unsigned)b->keys[i]), i64, ""), at);
  }
  LLVMValueRef desc = invokeRecord(m, mod, b, aot);
  LLVMValueRef fn = LLVMBuildCall2(bld, getType, get, (LLVMValueRef[]){desc, keys}, 2, "fn");
  unsigned n = LLVMCountParams(stub);
  LLVMValueRef *args = psyXcalloc(n + 1, sizeof *args);
  for (unsigned i = 0; i < n; ++i) args[i] = LLVMGetParam(stub, i);
  LLVMBuildCall2(bld, type, fn, args, n, "");
  LLVMBuildRetVoid(bld);
  LLVMDisposeBuilder(bld);
  free(args);
}

MlirLogicalResult psyScheduleJitEmbed(LLVMModuleRef m, const PsySchedule *s) {
  nameVariables(m);
  LLVMModuleRef j = LLVMCloneModule(m);
  Symbols t = {0};
  char *err = NULL, *tls = NULL;
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (reduce(j, s, &err))
    r = psyEmitError(s->loc, "--psy-jit: cannot reduce the schedule's bitcode: %s", err);
  else if (listSymbols(j, m, s->psyModule, &t, &tls))
    r = psyEmitError(s->loc, "--psy-jit: the schedule has a thread-local variable ('%s'), "
                     "which specialised code cannot share", tls);
  if (mlirLogicalResultIsSuccess(r)) {
    LLVMMemoryBufferRef bc = LLVMWriteBitcodeToMemoryBuffer(j);
    LLVMValueRef mod = moduleRecord(m, bc, s->opts->hostTuned, &t);
    LLVMDisposeMemoryBuffer(bc);
    for (int i = 0; i < s->ninvokes; ++i) addStub(m, mod, &s->invokes[i]);
  }
  LLVMDisposeErrorMessage(err);
  free(tls);
  symbolsFree(&t);
  LLVMDisposeModule(j);
  return r;
}
