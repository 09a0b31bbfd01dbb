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

#include <stdio.h>
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

/* ==== The keys ============================================================================== */

/* What one invoke is specialised on: per key a parameter of the entry point, or (`param`
 * -1) the int32 at element `elem` of the array slot `slot` of the slots points to. */
typedef struct {
  int *param, *slot, *elem;
  int n, capParam, capSlot, capElem;
} Keys;

static void addKey(Keys *k, int param, int slot, int elem) {
  k->param = psyGrow(k->param, k->n, &k->capParam, sizeof *k->param);
  k->slot = psyGrow(k->slot, k->n, &k->capSlot, sizeof *k->slot);
  k->elem = psyGrow(k->elem, k->n, &k->capElem, sizeof *k->elem);
  k->param[k->n] = param, k->slot[k->n] = slot, k->elem[k->n++] = elem;
}

static void keysFree(Keys *k) { free(k->param), free(k->slot), free(k->elem); }

/* `*base` plus a constant byte offset `*off`: a GEP with one constant index is taken apart,
 * anything else is its own base at offset 0. */
static void splitGep(LLVMTargetDataRef dl, LLVMValueRef *base, long long *off) {
  LLVMValueRef v = *base;
  *off = 0;
  if (!LLVMIsAGetElementPtrInst(v) || LLVMGetNumOperands(v) != 2) return;
  LLVMValueRef idx = LLVMGetOperand(v, 1);
  if (!LLVMIsAConstantInt(idx)) return;
  long long size = (long long)LLVMABISizeOfType(dl, LLVMGetGEPSourceElementType(v));
  *off = LLVMConstIntGetSExtValue(idx) * size;
  *base = LLVMGetOperand(v, 0);
}

static bool skipped(const PsyScheduleInvoke *b, int slot) {
  for (int i = 0; i < b->nskip; ++i)
    if (b->skip[i] == slot) return true;
  return false;
}

/* The key a load of an int32 through the slots `slots` reads, or -1. */
static int slotKey(LLVMTargetDataRef dl, LLVMValueRef load, LLVMValueRef slots,
                   const PsyScheduleInvoke *b, Keys *k) {
  if (LLVMGetTypeKind(LLVMTypeOf(load)) != LLVMIntegerTypeKind ||
      LLVMGetIntTypeWidth(LLVMTypeOf(load)) != 32)
    return -1;
  LLVMValueRef p = LLVMGetOperand(load, 0);
  long long elem, slot;
  splitGep(dl, &p, &elem);
  if (!LLVMIsALoadInst(p)) return -1;
  LLVMValueRef a = LLVMGetOperand(p, 0);
  splitGep(dl, &a, &slot);
  if (a != slots || slot % 8 || elem % 4 || skipped(b, (int)(slot / 8))) return -1;
  for (int i = 0; i < k->n; ++i)
    if (k->slot[i] == slot / 8 && k->elem[i] == elem / 4) return i;
  addKey(k, -1, (int)(slot / 8), (int)(elem / 4));
  return k->n - 1;
}

/* GOcean: in the copy `j`, each load of a key through the slots of invoke `b` becomes a load
 * of the global `<symbol>.key<i>`, which libPsyJit makes a constant. */
static void slotKeys(LLVMModuleRef j, const PsyScheduleInvoke *b, Keys *k) {
  LLVMValueRef f = LLVMGetNamedFunction(j, b->func);
  if (!f || LLVMIsDeclaration(f) || !LLVMCountParams(f)) return;
  LLVMTargetDataRef dl = LLVMGetModuleDataLayout(j);
  LLVMContextRef ctx = LLVMGetModuleContext(j);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMBuilderRef bld = LLVMCreateBuilderInContext(ctx);
  LLVMValueRef slots = LLVMGetParam(f, 0);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in; in = next) {
      next = LLVMGetNextInstruction(in);
      int key = LLVMIsALoadInst(in) ? slotKey(dl, in, slots, b, k) : -1;
      if (key < 0) continue;
      char *name = psyFormat("%s.key%d", b->symbol, key);
      LLVMValueRef g = LLVMGetNamedGlobal(j, name);
      if (!g) g = LLVMAddGlobal(j, i32, name);
      free(name);
      LLVMPositionBuilderBefore(bld, in);
      LLVMReplaceAllUsesWith(in, LLVMBuildLoad2(bld, i32, g, ""));
      LLVMInstructionEraseFromParent(in);
    }
  LLVMDisposeBuilder(bld);
}

/* psyc --verbose: what each invoke is specialised on. */
static void noteKeys(FILE *f, const PsyScheduleInvoke *b, const Keys *k) {
  if (!f) return;
  fprintf(f, "psyc: --psy-jit: invoke '%s' is specialised at run time on %d integer%s", b->func,
          k->n, k->n == 1 ? "" : "s");
  for (int i = 0; i < k->n; ++i) {
    fputs(i ? ", " : ": ", f);
    if (k->param[i] >= 0) fprintf(f, "parameter %d", k->param[i]);
    else fprintf(f, "slot %d[%d]", k->slot[i], k->elem[i]);
  }
  fputc('\n', f);
}

static void invokeKeys(LLVMModuleRef j, const PsyScheduleInvoke *b, Keys *k, FILE *notes) {
  if (b->slotted) slotKeys(j, b, k);
  else
    for (int i = 0; i < b->nkeys; ++i) addKey(k, b->keys[i], -1, -1);
  noteKeys(notes, b, k);
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

/* psy-rt/Jit.h's PsyJitInvoke for invoke `b` with keys `k`, whose ahead-of-time entry
 * point is `aot`. */
static LLVMValueRef invokeRecord(LLVMModuleRef m, LLVMValueRef mod, const PsyScheduleInvoke *b,
                                 const Keys *k, LLVMValueRef aot) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMValueRef *keys = psyXcalloc((size_t)k->n + 1, sizeof *keys);
  for (int i = 0; i < k->n; ++i) keys[i] = LLVMConstInt(i32, (unsigned long long)k->param[i], true);
  LLVMValueRef fields[] = {
      mod, cstring(m, b->symbol), aot, LLVMConstInt(i32, (unsigned)k->n, false),
      privateConstant(m, ".psy.jit.keys", LLVMConstArray2(i32, keys, (uint64_t)k->n)),
  };
  free(keys);
  return privateConstant(m, ".psy.jit.invoke", LLVMConstStructInContext(ctx, fields, 5, false));
}

/* Key `i`'s value in the stub: a parameter, or an int32 behind a slot. */
static LLVMValueRef keyValue(LLVMBuilderRef bld, LLVMValueRef stub, const Keys *k, int i) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(stub));
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  if (k->param[i] >= 0) return LLVMGetParam(stub, (unsigned)k->param[i]);
  LLVMValueRef at = LLVMBuildGEP2(bld, ptr, LLVMGetParam(stub, 0),
                                  (LLVMValueRef[]){LLVMConstInt(i64, (unsigned)k->slot[i], 0)},
                                  1, "");
  LLVMValueRef p = LLVMBuildLoad2(bld, ptr, at, "");
  at = LLVMBuildGEP2(bld, i32, p, (LLVMValueRef[]){LLVMConstInt(i64, (unsigned)k->elem[i], 0)},
                     1, "");
  return LLVMBuildLoad2(bld, i32, at, "");
}

/* The entry point `b->symbol` becomes `<symbol>.aot`, and a stub of its name calls what
 * psyJitGet returns for its keys `k`. */
static void addStub(LLVMModuleRef m, LLVMValueRef mod, const PsyScheduleInvoke *b,
                    const Keys *k) {
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
  LLVMTypeRef keysType = LLVMArrayType2(i64, (uint64_t)(k->n ? k->n : 1));
  LLVMValueRef keys = LLVMBuildAlloca(bld, keysType, "keys");
  for (int i = 0; i < k->n; ++i) {
    LLVMValueRef at = LLVMBuildGEP2(bld, i64, keys,
                                    (LLVMValueRef[]){LLVMConstInt(i64, (unsigned)i, false)}, 1, "");
    LLVMBuildStore(bld, LLVMBuildSExt(bld, keyValue(bld, stub, k, i), i64, ""), at);
  }
  LLVMValueRef desc = invokeRecord(m, mod, b, k, aot);
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
    Keys *keys = psyXcalloc((size_t)s->ninvokes + 1, sizeof *keys);
    for (int i = 0; i < s->ninvokes; ++i) invokeKeys(j, &s->invokes[i], &keys[i], s->opts->notes);
    LLVMMemoryBufferRef bc = LLVMWriteBitcodeToMemoryBuffer(j);
    LLVMValueRef mod = moduleRecord(m, bc, s->opts->hostTuned, &t);
    LLVMDisposeMemoryBuffer(bc);
    for (int i = 0; i < s->ninvokes; ++i) addStub(m, mod, &s->invokes[i], &keys[i]);
    for (int i = 0; i < s->ninvokes; ++i) keysFree(&keys[i]);
    free(keys);
  }
  LLVMDisposeErrorMessage(err);
  free(tls);
  symbolsFree(&t);
  LLVMDisposeModule(j);
  return r;
}
