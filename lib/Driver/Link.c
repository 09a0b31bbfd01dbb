/* Linking compiled kernels into the lowered invokes' LLVM module, with the LLVM C API
 * (lib/Driver/Driver.h). Kernel functions become internal to the object: the user's own
 * object of the kernel module (which the algorithm's `use` needs anyway) defines the same
 * symbols. A kernel module's variables stay shared: they are left as external references to
 * that object. Each invoke function becomes internal too, behind a bind(C) entry point that
 * returns its reductions through pointers. */
#include "Driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/Support.h"
#include "llvm-c/IRReader.h"
#include "llvm-c/Linker.h"

int psyLlvmDefinedParams(const char *ir, const char *symbol) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  int n = -1;
  if (!LLVMCreateMemoryBufferWithContentsOfFile(ir, &buf, &msg) &&
      !LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    LLVMValueRef f = LLVMGetNamedFunction(m, symbol);
    if (f && !LLVMIsDeclaration(f)) n = (int)LLVMCountParams(f);
    LLVMDisposeModule(m);
  }
  LLVMDisposeMessage(msg);
  LLVMContextDispose(ctx);
  return n;
}

/* ==== Linking =============================================================================== */

/* Where link errors are reported, and whether one has been: the first says it all. */
typedef struct {
  MlirLocation loc;
  bool failed;
} LinkCtx;

static void onLinkDiag(LLVMDiagnosticInfoRef d, void *user) {
  LinkCtx *l = user;
  if (LLVMGetDiagInfoSeverity(d) != LLVMDSError || l->failed) return;
  char *msg = LLVMGetDiagInfoDescription(d);
  psyEmitError(l->loc, "linking the kernels: %s", msg);
  l->failed = true;
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

static bool named(const char *const *names, int n, const char *name) {
  for (int i = 0; i < n; ++i)
    if (!strcmp(names[i], name)) return true;
  return false;
}

/* Kernel-module code becomes private to the object; its constants too; its variables become
 * references to the kernel module's own object. Kernels are always inlined into their loops
 * (LLVM's cost model would keep a kernel called from two invokes out of line), or never,
 * under --psy-no-inline. */
static void internalise(LLVMModuleRef m, const Defs *d, const char *const *kernels,
                        int nkernels, bool noInline) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  const char *how = noInline ? "noinline" : "alwaysinline";
  LLVMAttributeRef inl =
      LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName(how, strlen(how)), 0);
  for (int i = 0; i < d->nfns; ++i) {
    LLVMValueRef f = LLVMGetNamedFunction(m, d->fns[i]);
    if (!f) continue;
    LLVMSetLinkage(f, LLVMInternalLinkage);
    if (named(kernels, nkernels, d->fns[i]))
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, inl);
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
    psyEmitError(l->loc, "cannot read the compiled kernels '%s': %s", ir, msg ? msg : "");
    LLVMDisposeMessage(msg);
    return 1;
  }
  collectDefs(src, d);
  if (LLVMLinkModules2(m, src)) { /* src is gone either way */
    if (!l->failed) psyEmitError(l->loc, "cannot link the compiled kernels '%s'", ir);
    return 1;
  }
  return 0;
}

int psyLlvmLinkKernels(LLVMModuleRef m, const char *const *irs, int nirs,
                       const char *const *kernels, int nkernels, bool noInline,
                       MlirLocation loc) {
  LinkCtx l = {loc, false};
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMContextSetDiagnosticHandler(ctx, onLinkDiag, &l);
  Defs d = {0};
  int rc = 0;
  for (int i = 0; i < nirs && !rc; ++i) rc = linkOne(m, irs[i], &d, &l);
  LLVMContextSetDiagnosticHandler(ctx, NULL, NULL);
  if (!rc) internalise(m, &d, kernels, nkernels, noInline);
  defsFree(&d);
  return rc;
}

/* ==== Entry points ========================================================================== */

int psyLlvmAddEntryPoint(LLVMModuleRef m, const char *func, const char *symbol, int nparams,
                         int nresults, MlirLocation loc) {
  LLVMValueRef fn = LLVMGetNamedFunction(m, func);
  if (!fn || (int)LLVMCountParams(fn) != nparams) {
    psyEmitError(loc, "internal error: the lowered invoke '%s' does not have the %d "
                 "parameters its ABI implies", func, nparams);
    return 1;
  }
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMTypeRef fnType = LLVMGlobalGetValueType(fn), ptr = LLVMPointerTypeInContext(ctx, 0);
  unsigned n = LLVMCountParams(fn), nr = (unsigned)nresults;
  LLVMTypeRef *types = psyXcalloc(n + nr + 1, sizeof *types);
  LLVMGetParamTypes(fnType, types);
  for (unsigned i = 0; i < nr; ++i) types[n + i] = ptr;
  LLVMTypeRef entryType = LLVMFunctionType(LLVMVoidTypeInContext(ctx), types, n + nr, 0);
  LLVMValueRef entry = LLVMAddFunction(m, symbol, entryType);
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

void psyLlvmRenameFunction(LLVMModuleRef m, const char *from, const char *to) {
  LLVMValueRef f = LLVMGetNamedFunction(m, from);
  if (f) LLVMSetValueName2(f, to, strlen(to));
}
