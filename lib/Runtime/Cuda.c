/* The CUDA driver loaded at run time (psy-rt/Cuda.h). The driver API's types are declared
 * here by their documented ABI (handles are pointers, a device an int, a device address 64
 * bits, a result an int), so that nothing of CUDA is needed to build this file either. The
 * entry points are the driver's versioned symbols, those cuda.h's macros name. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* RTLD_* in dlfcn.h */
#endif
#include "psy-rt/Cuda.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext;
typedef void *CUmodule;
typedef void *CUfunction;
typedef void *CUstream;

/* The driver's entry points psy-mlir calls: field, symbol, parameter types. */
#define PSY_CUDA_CALLS(X)                                                                      \
  X(init, "cuInit", (unsigned))                                                                \
  X(deviceGetCount, "cuDeviceGetCount", (int *))                                               \
  X(deviceGet, "cuDeviceGet", (CUdevice *, int))                                               \
  X(deviceGetName, "cuDeviceGetName", (char *, int, CUdevice))                                 \
  X(primaryCtxRetain, "cuDevicePrimaryCtxRetain", (CUcontext *, CUdevice))                     \
  X(primaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", (CUdevice))                             \
  X(ctxSetCurrent, "cuCtxSetCurrent", (CUcontext))                                             \
  X(ctxSynchronize, "cuCtxSynchronize", (void))                                                \
  X(moduleLoadDataEx, "cuModuleLoadDataEx",                                                    \
    (CUmodule *, const void *, unsigned, int *, void **))                                      \
  X(moduleGetFunction, "cuModuleGetFunction", (CUfunction *, CUmodule, const char *))          \
  X(launchKernel, "cuLaunchKernel",                                                            \
    (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,         \
     CUstream, void **, void **))                                                              \
  X(memAlloc, "cuMemAlloc_v2", (PsyRtCudaPtr *, size_t))                                       \
  X(memFree, "cuMemFree_v2", (PsyRtCudaPtr))                                                   \
  X(memcpyHtoD, "cuMemcpyHtoD_v2", (PsyRtCudaPtr, const void *, size_t))                       \
  X(memcpyDtoH, "cuMemcpyDtoH_v2", (void *, PsyRtCudaPtr, size_t))                             \
  X(getErrorName, "cuGetErrorName", (CUresult, const char **))                                 \
  X(getErrorString, "cuGetErrorString", (CUresult, const char **))

typedef struct {
#define PSY_CUDA_FIELD(field, symbol, params) CUresult(*field) params;
  PSY_CUDA_CALLS(PSY_CUDA_FIELD)
#undef PSY_CUDA_FIELD
} Driver;

static struct {
  void *lib;
  Driver d;
  CUdevice device;
  CUcontext ctx;
  int ready;
  char name[256];
  long copiesIn, copiesOut;
  char error[4096];
} cuda;

static int fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(cuda.error, sizeof cuda.error, fmt, ap);
  va_end(ap);
  return 1;
}

/* CUDA's names for the errors a user is likely to meet, for when the driver cannot name its
 * own (its stub library names none). */
static const char *knownError(CUresult r, const char **text) {
  static const struct {
    CUresult r;
    const char *name, *text;
  } kKnown[] = {
      {1, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
      {2, "CUDA_ERROR_OUT_OF_MEMORY", "out of device memory"},
      {3, "CUDA_ERROR_NOT_INITIALIZED", "the driver is not initialised"},
      {34, "CUDA_ERROR_STUB_LIBRARY", "this is CUDA's stub library, not a driver"},
      {100, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device"},
      {209, "CUDA_ERROR_NO_BINARY_FOR_GPU", "no code for this GPU"},
      {218, "CUDA_ERROR_INVALID_PTX", "the PTX does not compile"},
      {222, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "the driver is older than the PTX"},
      {500, "CUDA_ERROR_NOT_FOUND", "no such symbol"},
      {700, "CUDA_ERROR_ILLEGAL_ADDRESS", "a kernel accessed an illegal address"},
      {701, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES", "too many resources for the launch"},
      {719, "CUDA_ERROR_LAUNCH_FAILED", "a kernel failed"},
  };
  for (size_t i = 0; i < sizeof kKnown / sizeof *kKnown; ++i)
    if (kKnown[i].r == r) return (*text = kKnown[i].text), kKnown[i].name;
  return NULL;
}

/* A driver call's result: 0, or a failure naming the call, CUDA's error and `what`. */
static int check(CUresult r, const char *call, const char *what) {
  if (r == 0) return 0;
  const char *name = NULL, *text = NULL;
  if (cuda.d.getErrorName && cuda.d.getErrorName(r, &name) != 0) name = NULL;
  if (cuda.d.getErrorString && cuda.d.getErrorString(r, &text) != 0) text = NULL;
  if (!name) name = knownError(r, &text);
  return fail("%s failed (%s, %d: %s) %s", call, name ? name : "CUDA error", r,
              text ? text : "no description", what);
}

static int loadDriver(void) {
  if (cuda.lib) return 0;
  const char *path = getenv(PSY_RT_CUDA_LIBRARY_ENV);
  if (!path || !*path) path = "libcuda.so.1";
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    return fail("cannot load the CUDA driver (%s): %s; an NVIDIA GPU and its driver are needed "
                "to run this program's device code", path, dlerror());
#define PSY_CUDA_LOAD(field, symbol, params)                                                   \
  *(void **)&cuda.d.field = dlsym(lib, symbol);                                                \
  if (!cuda.d.field) {                                                                         \
    dlclose(lib);                                                                              \
    memset(&cuda.d, 0, sizeof cuda.d);                                                         \
    return fail("the CUDA driver (%s) has no %s: it is older than CUDA 11", path, symbol);     \
  }
  PSY_CUDA_CALLS(PSY_CUDA_LOAD)
#undef PSY_CUDA_LOAD
  cuda.lib = lib;
  return 0;
}

/* The device number: $PSY_CUDA_DEVICE, else the rank modulo the device count. */
static int pickDevice(int rank, int count, int *out) {
  const char *env = getenv(PSY_RT_CUDA_DEVICE_ENV);
  if (!env || !*env) return (*out = count ? rank % count : 0), 0;
  char *end;
  long n = strtol(env, &end, 10);
  if (*end || n < 0)
    return fail("%s=%s: expected a device number from 0", PSY_RT_CUDA_DEVICE_ENV, env);
  if (n >= count)
    return fail("%s=%ld: there are only %d CUDA devices", PSY_RT_CUDA_DEVICE_ENV, n, count);
  return (*out = (int)n), 0;
}

int psyRtCudaInit(int rank) {
  if (cuda.ready) return 0;
  int count = 0, number = 0;
  if (loadDriver() || check(cuda.d.init(0), "cuInit", "starting the CUDA driver") ||
      check(cuda.d.deviceGetCount(&count), "cuDeviceGetCount", "counting the devices"))
    return 1;
  if (count == 0) return fail("the CUDA driver finds no device");
  if (pickDevice(rank < 0 ? 0 : rank, count, &number) ||
      check(cuda.d.deviceGet(&cuda.device, number), "cuDeviceGet", "choosing the device") ||
      check(cuda.d.primaryCtxRetain(&cuda.ctx, cuda.device), "cuDevicePrimaryCtxRetain",
            "making the device's context") ||
      check(cuda.d.ctxSetCurrent(cuda.ctx), "cuCtxSetCurrent", "making the device's context"))
    return 1;
  cuda.d.deviceGetName(cuda.name, (int)sizeof cuda.name, cuda.device);
  cuda.ready = 1;
  return 0;
}

int psyRtCudaDevice(void) { return cuda.ready ? (int)cuda.device : -1; }
const char *psyRtCudaDeviceName(void) { return cuda.ready ? cuda.name : ""; }
const char *psyRtCudaError(void) { return cuda.error; }

static int needReady(const char *what) {
  return cuda.ready ? 0 : fail("%s before psyRtCudaInit", what);
}

int psyRtCudaModuleLoad(const char *ptx, const char *what, void **module) {
  if (needReady("loading PTX")) return 1;
  static char log[8192];
  log[0] = '\0';
  int options[] = {5 /* CU_JIT_ERROR_LOG_BUFFER */, 6 /* ..._SIZE_BYTES */};
  void *values[] = {log, (void *)(size_t)sizeof log};
  CUresult r = cuda.d.moduleLoadDataEx(module, ptx, 2, options, values);
  if (r == 0) return 0;
  char ctx[9000];
  snprintf(ctx, sizeof ctx, "loading the PTX of %s%s%s", what, log[0] ? ": " : "", log);
  return check(r, "cuModuleLoadDataEx", ctx);
}

int psyRtCudaFunction(void *module, const char *name, void **fn) {
  if (needReady("finding a kernel")) return 1;
  char what[512];
  snprintf(what, sizeof what, "finding kernel '%s'", name);
  return check(cuda.d.moduleGetFunction(fn, module, name), "cuModuleGetFunction", what);
}

int psyRtCudaLaunch(void *fn, unsigned blocks, unsigned threads, void **params,
                    const char *invoke, const char *kernel) {
  if (needReady("launching a kernel")) return 1;
  char what[512];
  snprintf(what, sizeof what, "running kernel '%s' of invoke '%s' (%u blocks of %u threads)",
           kernel, invoke, blocks, threads);
  return check(cuda.d.launchKernel(fn, blocks, 1, 1, threads, 1, 1, 0, NULL, params, NULL),
               "cuLaunchKernel", what) ||
         check(cuda.d.ctxSynchronize(), "cuCtxSynchronize", what);
}

int psyRtCudaAlloc(size_t bytes, PsyRtCudaPtr *out) {
  char what[64];
  snprintf(what, sizeof what, "allocating %zu bytes on the device", bytes);
  return needReady("allocating device memory") ||
         check(cuda.d.memAlloc(out, bytes), "cuMemAlloc", what);
}

int psyRtCudaFree(PsyRtCudaPtr p) {
  return cuda.ready ? check(cuda.d.memFree(p), "cuMemFree", "freeing device memory") : 0;
}

int psyRtCudaCopyIn(PsyRtCudaPtr to, const void *from, size_t bytes) {
  if (needReady("copying to the device")) return 1;
  ++cuda.copiesIn;
  return check(cuda.d.memcpyHtoD(to, from, bytes), "cuMemcpyHtoD", "copying to the device");
}

int psyRtCudaCopyOut(void *to, PsyRtCudaPtr from, size_t bytes) {
  if (needReady("copying to the host")) return 1;
  ++cuda.copiesOut;
  return check(cuda.d.memcpyDtoH(to, from, bytes), "cuMemcpyDtoH", "copying to the host");
}

void psyRtCudaCopies(long *in, long *out) {
  *in = cuda.copiesIn;
  *out = cuda.copiesOut;
}

void psyRtCudaFinalize(void) {
  if (!cuda.ready) return;
  cuda.d.primaryCtxRelease(cuda.device);
  cuda.ready = 0;
  cuda.ctx = NULL;
}
