/* psy-c/Device.h: kernels compiled for an NVIDIA GPU, at the level of LLVM IR (lib/Target/
 * Device.c, docs/gpu.md). flang compiles a kernel module for nvptx64-nvidia-cuda; these
 * functions say whether each kernel can run there, give the math functions flang leaves as
 * calls a device definition, and write PTX through LLVM's NVPTX back end. */
#ifndef PSY_C_DEVICE_H
#define PSY_C_DEVICE_H

#include <stdbool.h>
#include <stddef.h>

#include "llvm-c/Types.h"
#include "mlir-c/IR.h"
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The GPU architecture when none is asked for: runs on A100, H100 and H200. */
#define PSY_DEVICE_DEFAULT_ARCH "sm_80"

/* Whether `arch` names an architecture the back end writes PTX for ("sm_80", "sm_90", ...). */
PSY_CAPI_EXPORTED bool psyDeviceArchKnown(const char *arch);
/* The architectures known, comma-separated ("sm_75, sm_80, ..."). */
PSY_CAPI_EXPORTED const char *psyDeviceArchList(void);

/* The PTX ISA version written for `arch` (the lowest that has it: 70 for sm_80, 78 for
 * sm_90), and the oldest CUDA driver that loads it, in words. */
PSY_CAPI_EXPORTED int psyDevicePtxVersion(const char *arch);
PSY_CAPI_EXPORTED const char *psyDeviceDriverNeeded(const char *arch);

/* The device math library, heap path: $PSY_DEVICE_MATH when set; else CUDA's libdevice
 * ($CUDA_HOME, $CUDA_PATH, /usr/local/cuda, Debian's nvidia-cuda-toolkit); else libclc's
 * nvptx64 bitcode. NULL when there is none. */
PSY_CAPI_EXPORTED char *psyDeviceMathLibraryFind(void);

/* Links math library `lib` into `m`, after pointing every call of a math intrinsic or C
 * math function that the library defines at its definition (llvm.exp.f64 -> __nv_exp, or
 * libclc's _Z3expd). Non-zero with a heap message in `*err` on failure. */
PSY_CAPI_EXPORTED int psyDeviceLinkMath(LLVMModuleRef m, const char *lib, char **err);

/* Why function `fn` of `m` cannot run on the device, in words (heap), or NULL if it can: the
 * first function it calls (itself or through functions `m` defines) that has no device
 * definition (the Fortran runtime, another module's procedure), or the first module variable
 * it uses that is not a constant. */
PSY_CAPI_EXPORTED char *psyDeviceWhyNot(LLVMModuleRef m, LLVMValueRef fn);

/* Keeps the functions named in `keep` (symbols) and drops every other definition's
 * visibility (internal), and drops flang's per-function target attributes so that the
 * architecture asked for decides the PTX. */
PSY_CAPI_EXPORTED void psyDeviceKeepOnly(LLVMModuleRef m, const char *const *keep, int nkeep);

/* The PTX ISA version `m` needs for `arch`: the architecture's, or 7.3 (CUDA 11.3, driver 465)
 * where the code allocates stack of a run-time size (a Fortran automatic array), which older
 * PTX cannot express. */
PSY_CAPI_EXPORTED int psyDeviceModulePtxVersion(LLVMModuleRef m, const char *arch);

/* Optimises `m` at O3 for `arch` and writes its PTX to `path` atomically; failures are
 * emitted at `loc`. */
PSY_CAPI_EXPORTED MlirLogicalResult psyDeviceEmitPtx(LLVMModuleRef m, const char *arch,
                                                     const char *path, MlirLocation loc);

#ifdef __cplusplus
}
#endif
#endif
