/* Back ends through the LLVM C API: the LLVM-dialect module is translated to LLVM IR once,
 * given the target's triple and data layout, verified, optimised for the target machine, and
 * emitted as LLVM IR text, an object, assembly or SPIR-V. Output is written to a temporary
 * file and renamed, so a failure never leaves a partial file. */
#include "psy-c/Target.h"
#include "psy-c/Support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-c/Analysis.h"
#include "llvm-c/Core.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Transforms/PassBuilder.h"
#include "mlir-c/Target/LLVMIR.h"

typedef struct {
  const char *name;
  const char *triple;
  const char *cpu;
  LLVMCodeGenFileType fileType;
} TargetRow;

static const TargetRow kTargets[] = {
    [PSY_TARGET_LLVM_IR] = {"llvm-ir", "x86_64-pc-linux-gnu", "x86-64", LLVMAssemblyFile},
    [PSY_TARGET_X86_64] = {"x86_64", "x86_64-pc-linux-gnu", "x86-64", LLVMObjectFile},
    [PSY_TARGET_X86_64_ASM] = {"x86_64-asm", "x86_64-pc-linux-gnu", "x86-64", LLVMAssemblyFile},
    [PSY_TARGET_NVPTX] = {"nvptx", "nvptx64-nvidia-cuda", "sm_90", LLVMAssemblyFile},
    [PSY_TARGET_SPIRV] = {"spirv", "spirv64-unknown-unknown", "", LLVMObjectFile},
};

PsyTarget psyTargetFromName(const char *name) {
  for (int i = 0; i < PSY_TARGET_UNKNOWN; ++i)
    if (strcmp(name, kTargets[i].name) == 0)
      return (PsyTarget)i;
  return PSY_TARGET_UNKNOWN;
}

static void initTargets(void) {
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  LLVMInitializeSPIRVTargetInfo();
  LLVMInitializeSPIRVTarget();
  LLVMInitializeSPIRVTargetMC();
  LLVMInitializeSPIRVAsmPrinter();
}

static LLVMTargetMachineRef createMachine(const TargetRow *row, const PsyTargetOptions *o,
                                          bool host, char *err, size_t errSize) {
  int optLevel = o->optLevel;
  LLVMTargetRef target;
  char *msg = NULL;
  if (LLVMGetTargetFromTriple(row->triple, &target, &msg)) {
    snprintf(err, errSize, "%s: %s", row->triple, msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMCodeGenOptLevel level = optLevel <= 0   ? LLVMCodeGenLevelNone
                              : optLevel == 1 ? LLVMCodeGenLevelLess
                              : optLevel == 2 ? LLVMCodeGenLevelDefault
                                              : LLVMCodeGenLevelAggressive;
  char *cpu = host ? LLVMGetHostCPUName() : NULL;
  char *features = host ? LLVMGetHostCPUFeatures() : NULL;
  const char *useCpu = host ? cpu : o->cpu ? o->cpu : row->cpu;
  const char *useFeatures = host ? features : o->features ? o->features : "";
  LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, row->triple, useCpu, useFeatures,
                                                    level, LLVMRelocPIC, LLVMCodeModelDefault);
  if (!tm)
    snprintf(err, errSize, "%s: cannot create a target machine for '%s'", row->triple, useCpu);
  LLVMDisposeMessage(cpu);
  LLVMDisposeMessage(features);
  return tm;
}

static int optimise(LLVMModuleRef m, LLVMTargetMachineRef tm, int optLevel, char *err,
                    size_t errSize) {
  char pipeline[32];
  snprintf(pipeline, sizeof pipeline, "default<O%d>",
           optLevel < 0 ? 0 : optLevel > 3 ? 3 : optLevel);
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e = LLVMRunPasses(m, pipeline, tm, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (e) {
    char *msg = LLVMGetErrorMessage(e);
    snprintf(err, errSize, "LLVM optimisation failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return 1;
  }
  return 0;
}

/* The first error the back end reports through the context (an unsupported construct for
 * the target) rather than through its return value: it fails the emission. */
typedef struct {
  char *first;
} BackendErrors;

static void onBackendDiag(LLVMDiagnosticInfoRef d, void *user) {
  BackendErrors *e = user;
  if (LLVMGetDiagInfoSeverity(d) != LLVMDSError || e->first) return;
  e->first = LLVMGetDiagInfoDescription(d);
}

static int emitChecked(LLVMModuleRef m, LLVMTargetMachineRef tm, PsyTarget target,
                       LLVMMemoryBufferRef *buf, char *err, size_t errSize) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  BackendErrors e = {NULL};
  LLVMContextSetDiagnosticHandler(ctx, onBackendDiag, &e);
  char *msg = NULL;
  int rc = LLVMTargetMachineEmitToMemoryBuffer(tm, m, kTargets[target].fileType, &msg, buf);
  LLVMContextSetDiagnosticHandler(ctx, NULL, NULL);
  if (rc || e.first)
    snprintf(err, errSize, "%s code generation failed: %s", kTargets[target].name,
             e.first ? e.first : msg);
  if (!rc && e.first) LLVMDisposeMemoryBuffer(*buf);
  LLVMDisposeMessage(msg);
  LLVMDisposeMessage(e.first);
  return rc || e.first;
}

/* Produces the target's bytes from the optimised module; a file that cannot be written is
 * reported at `loc` (`err` stays empty). */
static int emitBytes(LLVMModuleRef m, LLVMTargetMachineRef tm, PsyTarget target,
                     const char *path, MlirLocation loc, char *err, size_t errSize) {
  if (target == PSY_TARGET_LLVM_IR) {
    char *text = LLVMPrintModuleToString(m);
    int r = mlirLogicalResultIsFailure(psyWriteFileAtomically(loc, path, text, strlen(text)));
    LLVMDisposeMessage(text);
    return r;
  }
  LLVMMemoryBufferRef buf = NULL;
  if (emitChecked(m, tm, target, &buf, err, errSize)) return 1;
  int r = mlirLogicalResultIsFailure(
      psyWriteFileAtomically(loc, path, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf)));
  LLVMDisposeMemoryBuffer(buf);
  return r;
}

/* Non-zero on failure, with a message in `err`, or with `err` empty where `prepare` failed
 * or the output could not be written (each has emitted its own diagnostics). */
static int emitModule(LLVMModuleRef m, const PsyTargetOptions *o, const char *path,
                      MlirLocation loc, char *err, size_t errSize) {
  const TargetRow *row = &kTargets[o->target];
  bool host = o->hostCpu && (o->target == PSY_TARGET_X86_64 ||
                             o->target == PSY_TARGET_X86_64_ASM || o->target == PSY_TARGET_LLVM_IR);
  LLVMTargetMachineRef tm = createMachine(row, o, host, err, errSize);
  if (!tm)
    return 1;
  LLVMSetTarget(m, row->triple);
  LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(m, layout);
  LLVMDisposeTargetData(layout);
  char *msg = NULL;
  int rc = o->prepare && mlirLogicalResultIsFailure(o->prepare(m, o->user));
  if (!rc && LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    snprintf(err, errSize, "invalid LLVM IR: %s", msg);
    rc = 1;
  }
  LLVMDisposeMessage(msg);
  if (!rc)
    rc = optimise(m, tm, o->optLevel, err, errSize) ||
         emitBytes(m, tm, o->target, path, loc, err, errSize);
  LLVMDisposeTargetMachine(tm);
  return rc;
}

MlirLogicalResult psyTargetEmit(MlirOperation module, PsyTarget target, int optLevel,
                                const char *outPath) {
  PsyTargetOptions o = {.target = target, .optLevel = optLevel};
  return psyTargetEmitWith(module, &o, outPath);
}

/* Translates and emits; non-zero on failure with a message in `err` (LLVM's C API hands its
 * messages back as strings), or with `err` empty where `prepare` has emitted its own. */
static int emitToPath(MlirOperation module, const PsyTargetOptions *o, const char *outPath,
                      char *err, size_t errSize) {
  initTargets();
  LLVMContextRef lctx = LLVMContextCreate();
  LLVMModuleRef m = mlirTranslateModuleToLLVMIR(module, lctx);
  int rc = 1;
  if (!m)
    snprintf(err, errSize, "cannot translate to LLVM IR: the module must hold only LLVM-dialect "
                           "ops (run --psy-to-llvm first)");
  else {
    rc = emitModule(m, o, outPath, mlirOperationGetLocation(module), err, errSize);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(lctx);
  return rc;
}

/* The one diagnostic of a failure is emitted here, at `loc`; the buffer has room for the
 * output path twice over and any message LLVM gives. `module` or `llvm` is the input. */
static MlirLogicalResult emitEither(MlirOperation module, LLVMModuleRef llvm,
                                    const PsyTargetOptions *o, const char *outPath,
                                    MlirLocation loc) {
  if (o->target >= PSY_TARGET_UNKNOWN) return psyEmitError(loc, "unknown target");
  size_t errSize = 2 * strlen(outPath) + (1 << 16);
  char *err = calloc(1, errSize);
  if (!err) abort();
  int rc;
  if (llvm) {
    initTargets();
    rc = emitModule(llvm, o, outPath, loc, err, errSize);
  } else {
    rc = emitToPath(module, o, outPath, err, errSize);
  }
  if (rc && err[0]) psyEmitError(loc, "%s", err);
  free(err);
  return rc ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

MlirLogicalResult psyTargetEmitWith(MlirOperation module, const PsyTargetOptions *o,
                                    const char *outPath) {
  return emitEither(module, NULL, o, outPath, mlirOperationGetLocation(module));
}

MlirLogicalResult psyTargetEmitLLVM(LLVMModuleRef m, const PsyTargetOptions *o,
                                    const char *outPath, MlirLocation loc) {
  return emitEither((MlirOperation){NULL}, m, o, outPath, loc);
}
