/* psyc --device-kernel K.f90: every kernel of a kernel module compiled for an NVIDIA GPU and
 * written as PTX, or the reasons it cannot run there (docs/gpu.md). Two checks meet here:
 * the kernel's statements (input/output and stop, located at the statement), and its code as
 * flang compiles it for nvptx64 (a call without a device definition, a module variable),
 * located at the kernel's subroutine. */
#include "Run.h"

#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"
#include "llvm-c/IRReader.h"
#include "psy-c/Alloc.h"
#include "psy-c/Device.h"
#include "psy-c/Support.h"

static const char kTriple[] = "nvptx64-nvidia-cuda";

/* One kernel subroutine of the file, and why it cannot run on the device (NULL: it can). */
typedef struct {
  char *name, *module, *symbol;
  PsyFLoc loc, whyLoc;
  char *why;
} DevKernel;

typedef struct {
  DevKernel *k;
  int n, cap;
} DevKernels;

static void addKernel(DevKernels *ks, const PsyFUnit *u, const char *module, const char *proc) {
  for (int i = 0; i < ks->n; ++i)
    if (!strcmp(ks->k[i].name, proc)) return; /* two types binding one subroutine */
  PsyFLoc loc = {u->file, 1, 1};
  for (int s = 0; s < u->nscopes; ++s)
    if (!strcmp(u->scopes[s].name, proc)) loc = u->scopes[s].loc;
  ks->k = psyGrow(ks->k, ks->n, &ks->cap, sizeof *ks->k);
  ks->k[ks->n++] = (DevKernel){.name = psyXstrdup(proc), .module = psyXstrdup(module),
                               .symbol = psyFormat("_QM%sP%s", module, proc), .loc = loc};
}

/* The subroutines the kernel types of `u` bind (each specific of a generic kernel). */
static void listKernels(PsyDriverJob *j, PsyDiagList *diags, DevKernels *ks) {
  const PsyFUnit *u = j->unit;
  for (int i = 0; i < u->ntypes; ++i) {
    const PsyFType *t = &u->types[i];
    if (!psyFTypeIsKernel(t)) continue;
    const char *module = u->scopes[t->scope].name;
    if (j->api->goceanKernels) {
      PsyGoKernelMeta m = {0};
      if (psyGoKernelMetaRead(t, module, &m, diags)) addKernel(ks, u, module, m.procedure);
      psyGoKernelMetaClear(&m);
      continue;
    }
    PsyKernelMeta m = {0};
    if (psyKernelMetaRead(t, module, &m, diags)) {
      for (int s = 0; s < m.nspecifics; ++s) addKernel(ks, u, module, m.specifics[s].name);
      if (!m.nspecifics) addKernel(ks, u, module, m.procedure);
    }
    psyKernelMetaClear(&m);
  }
}

/* ---- the statements ----------------------------------------------------------------------- */

static bool blockWhyNot(const PsyFUnit *u, const PsyFBlock *b, DevKernel *k, int depth);

/* The file's subroutine `name`, or -1. */
static int scopeNamed(const PsyFUnit *u, const char *name) {
  for (int s = 0; s < u->nscopes; ++s)
    if (!u->scopes[s].isModule && !strcmp(u->scopes[s].name, name)) return s;
  return -1;
}

static bool stmtWhyNot(const PsyFUnit *u, const PsyFStmt *st, DevKernel *k, int depth) {
  if (st->kind == PSY_FS_UNSUPPORTED && st->what &&
      (!strcmp(st->what, "an input/output statement") || !strcmp(st->what, "a stop statement"))) {
    k->why = psyFormat("it has %s, which only the host can run", st->what);
    k->whyLoc = st->loc;
    return true;
  }
  if (st->kind == PSY_FS_DO) return blockWhyNot(u, &st->body, k, depth);
  for (int i = 0; i < st->nbranches; ++i)
    if (blockWhyNot(u, &st->branches[i].body, k, depth)) return true;
  const PsyFExpr *callee = st->kind == PSY_FS_CALL && st->lhs ? st->lhs->base : NULL;
  int s = callee && callee->kind == PSY_FX_NAME ? scopeNamed(u, callee->text) : -1;
  /* A subroutine of the file it calls: its statements run on the device too. */
  return s >= 0 && depth < 8 && blockWhyNot(u, &u->scopes[s].body, k, depth + 1);
}

static bool blockWhyNot(const PsyFUnit *u, const PsyFBlock *b, DevKernel *k, int depth) {
  for (int i = 0; i < b->n; ++i)
    if (stmtWhyNot(u, b->stmts[i], k, depth)) return true;
  return false;
}

static void checkStatements(const PsyFUnit *u, DevKernels *ks) {
  for (int i = 0; i < ks->n; ++i) {
    int s = scopeNamed(u, ks->k[i].name);
    if (s >= 0) blockWhyNot(u, &u->scopes[s].body, &ks->k[i], 0);
  }
}

/* ---- the code ----------------------------------------------------------------------------- */

/* flang's LLVM IR of the file for the device, in `ctx`; NULL after an error at `loc`. */
static LLVMModuleRef compileForDevice(PsyDriverJob *j, const char *dir, LLVMContextRef ctx,
                                      MlirLocation loc) {
  char *algDir = NULL, *ll = psyFormat("%s/kernels.ll", dir), *err = psyFormat("%s/err", dir);
  PsyBindingOptions o = psyDriverBindingOptions(j, NULL, &algDir);
  LLVMModuleRef m = NULL;
  if (psyFlangCompileFor(&o, j->r->input, ll, dir, err, kTriple) != 0) {
    psyDriverReplay(err);
    psyEmitError(loc, "flang cannot compile '%s' for the device (%s)", j->r->input, kTriple);
  } else {
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    if (LLVMCreateMemoryBufferWithContentsOfFile(ll, &buf, &msg) ||
        LLVMParseIRInContext(ctx, buf, &m, &msg))
      psyEmitError(loc, "cannot read flang's device IR: %s", msg ? msg : "");
    LLVMDisposeMessage(msg);
  }
  free(algDir);
  free(ll);
  free(err);
  return m;
}

static MlirLogicalResult linkMath(LLVMModuleRef m, MlirLocation loc) {
  char *lib = psyDeviceMathLibraryFind(), *err = NULL;
  if (!lib) return mlirLogicalResultSuccess(); /* a kernel that needs it says so */
  int rc = psyDeviceLinkMath(m, lib, &err);
  if (rc) psyEmitError(loc, "%s", err);
  free(err);
  free(lib);
  return rc ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static void checkCode(LLVMModuleRef m, DevKernels *ks) {
  for (int i = 0; i < ks->n; ++i) {
    DevKernel *k = &ks->k[i];
    if (k->why) continue;
    LLVMValueRef fn = LLVMGetNamedFunction(m, k->symbol);
    k->why = !fn || LLVMIsDeclaration(fn)
                 ? psyFormat("flang's device code has no '%s'", k->symbol)
                 : psyDeviceWhyNot(m, fn);
    k->whyLoc = k->loc;
  }
}

/* ---- the outcome -------------------------------------------------------------------------- */

/* --verbose: one line per kernel; then an error per kernel that cannot run on the device. */
static bool report(PsyDriverJob *j, PsyDiagList *diags, const DevKernels *ks) {
  bool ok = true;
  for (int i = 0; i < ks->n; ++i) {
    const DevKernel *k = &ks->k[i];
    if (j->r->notes)
      fprintf(j->r->notes, "%s:%d:%d: note: kernel '%s': %s%s\n", k->loc.file, k->loc.line,
              k->loc.col, k->name, k->why ? "host: " : "device", k->why ? k->why : "");
    if (k->why)
      psyDiagError(diags, k->whyLoc, "kernel '%s' cannot run on the device: %s", k->name,
                   k->why);
    ok = ok && !k->why;
  }
  return ok;
}

static MlirLogicalResult emitPtx(PsyDriverJob *j, LLVMModuleRef m, const DevKernels *ks,
                                 MlirLocation loc) {
  const char **keep = psyXcalloc((size_t)ks->n + 1, sizeof *keep);
  for (int i = 0; i < ks->n; ++i) keep[i] = ks->k[i].symbol;
  psyDeviceKeepOnly(m, keep, ks->n);
  free(keep);
  const char *arch = j->r->gpuArch ? j->r->gpuArch : PSY_DEVICE_DEFAULT_ARCH;
  return psyDeviceEmitPtx(m, arch, j->r->output ? j->r->output : "-", loc);
}

static void kernelsFree(DevKernels *ks) {
  for (int i = 0; i < ks->n; ++i) {
    free(ks->k[i].name);
    free(ks->k[i].module);
    free(ks->k[i].symbol);
    free(ks->k[i].why);
  }
  free(ks->k);
}

/* The file's kernels checked and, when every one can run on the device, written as PTX. */
static bool compileKernels(PsyDriverJob *j, PsyDiagList *diags, DevKernels *ks,
                           const char *dir) {
  MlirLocation loc = psyFLocGetLocation(j->s->ctx, (PsyFLoc){j->unit->file, 1, 1});
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = compileForDevice(j, dir, ctx, loc);
  bool ok = m && mlirLogicalResultIsSuccess(linkMath(m, loc));
  if (ok) checkCode(m, ks);
  ok = ok && report(j, diags, ks) && mlirLogicalResultIsSuccess(emitPtx(j, m, ks, loc));
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return ok;
}

MlirLogicalResult psyDriverDeviceKernel(PsyDriverJob *j) {
  PsyFortranOptions opts = j->fopts;
  opts.statements = true;
  if (!(j->unit = psyFortranParse(j->r->input, &opts)))
    return psyDriverFail(j->s, "cannot parse '%s'", j->r->input);
  PsyDiagList diags = {j->s->ctx, 0};
  int before = psyDiagListBegin(&diags);
  DevKernels ks = {0};
  listKernels(j, &diags, &ks);
  if (ks.n == 0 && psyDiagListErrors(&diags) == before)
    psyDiagError(&diags, (PsyFLoc){j->unit->file, 1, 1}, "no kernel types (type, "
                 "extends(kernel_type)) in this file");
  char *dir = ks.n && psyDiagListErrors(&diags) == before ? psyDriverMakeTempDir() : NULL;
  if (dir) {
    checkStatements(j->unit, &ks);
    compileKernels(j, &diags, &ks, dir);
    psyDriverRemoveTree(dir);
  } else if (ks.n && psyDiagListErrors(&diags) == before) {
    psyDriverFail(j->s, "cannot make a temporary directory");
  }
  free(dir);
  kernelsFree(&ks);
  return psyDiagListEnd(&diags, before) ? mlirLogicalResultSuccess()
                                        : mlirLogicalResultFailure();
}
