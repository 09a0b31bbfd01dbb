/* psy-c/Target.h: from an LLVM-dialect module to files, through the LLVM C API. */
#ifndef PSY_C_TARGET_H
#define PSY_C_TARGET_H

#include <stdbool.h>
#include <stddef.h>
#include "llvm-c/Types.h"
#include "mlir-c/IR.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  PSY_TARGET_LLVM_IR,   /* textual LLVM IR (.ll) for x86-64 */
  PSY_TARGET_X86_64,    /* x86-64 ELF object */
  PSY_TARGET_X86_64_ASM,/* x86-64 assembly */
  PSY_TARGET_NVPTX,     /* PTX assembly, for sm_90 unless options say */
  PSY_TARGET_SPIRV,     /* SPIR-V binary */
  PSY_TARGET_UNKNOWN
} PsyTarget;

/* The target named `name` ("llvm-ir", "x86_64", "x86_64-asm", "nvptx", "spirv"), or
 * PSY_TARGET_UNKNOWN. */
PSY_CAPI_EXPORTED PsyTarget psyTargetFromName(const char *name);

/* Translates `module` (LLVM dialect only) to LLVM IR, optimises it at -O`optLevel` and writes
 * `target` output to `outPath` ("-" is stdout), atomically (temporary file, then rename).
 * On error emits an MLIR diagnostic at the module's location and returns failure. */
PSY_CAPI_EXPORTED MlirLogicalResult psyTargetEmit(MlirOperation module, PsyTarget target,
                                                  int optLevel, const char *outPath);

/* More control over the same path, for outputs that add to the module (psyc's schedule
 * objects link the kernels in): `prepare`, if not NULL, runs on the translated module (with
 * the target's triple and data layout set) before it is verified and optimised; it returns
 * failure, after emitting its own diagnostics, to fail. `hostCpu` compiles for the CPU and features of
 * the machine running it (x86-64 targets) instead of generic x86-64. */
typedef struct {
  PsyTarget target;
  int optLevel;
  bool hostCpu;
  const char *cpu;      /* the target's CPU ("sm_80" for nvptx); NULL: the target's default */
  const char *features; /* its features ("+ptx70"); NULL: none */
  MlirLogicalResult (*prepare)(LLVMModuleRef module, void *user);
  void *user;
} PsyTargetOptions;

PSY_CAPI_EXPORTED MlirLogicalResult psyTargetEmitWith(MlirOperation module,
                                                      const PsyTargetOptions *opts,
                                                      const char *outPath);

/* The same for a module that is LLVM IR already (kernels compiled by flang for a device):
 * `m` gets the target's triple and data layout, is verified, optimised and emitted; failures
 * are emitted at `loc`. */
PSY_CAPI_EXPORTED MlirLogicalResult psyTargetEmitLLVM(LLVMModuleRef m,
                                                      const PsyTargetOptions *opts,
                                                      const char *outPath, MlirLocation loc);

#ifdef __cplusplus
}
#endif
#endif
