/* A stand-in for the CUDA driver (libcuda.so.1), for testing libPsyRuntimeDevice's CUDA path
 * on machines without a GPU: the entry points libPsyRuntimeCuda looks up, over host memory
 * (a device address is a malloc'd pointer). PTX cannot run here, so each kernel name the
 * tests use has a C body reading the parameters as the PTX entry would, (i64 lb, i64 ub,
 * ptr results, the kernel's own...), run over the launch's blocks and threads as the GPU
 * would. Every load, lookup and launch is printed, so a test sees what the runtime asked. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t Ptr;

/* y[iv] = a * x[iv] + y[iv], parameters (x, y, a) */
static void axpy(void **p, int64_t iv) {
  double *x = *(double **)p[3], *y = *(double **)p[4], a = *(double *)p[5];
  y[iv] = a * x[iv] + y[iv];
}

/* results[0] += x[iv], in thread order (the mock runs one thread at a time); results[1]
 * counts iterations */
static void sum(void **p, int64_t iv) {
  double *x = *(double **)p[3], *r = *(double **)p[2];
  r[0] += x[iv];
  r[1] += 1.0;
}

static void fault(void **p, int64_t iv) {
  (void)p;
  (void)iv;
}

static const struct {
  const char *name;
  void (*body)(void **params, int64_t iv);
} kKernels[] = {{"axpy", axpy}, {"sum", sum}, {"fault", fault}};
enum { NKERNELS = sizeof kKernels / sizeof *kKernels };

static int modules, lastFault;

int cuInit(unsigned flags) { return flags ? 1 : 0; }
int cuDeviceGetCount(int *n) { return (*n = 2), 0; }
int cuDeviceGet(int *d, int i) { return (*d = i), 0; }
int cuDeviceGetName(char *name, int len, int d) {
  snprintf(name, (size_t)len, "Mock GPU %d", d);
  return 0;
}
int cuDevicePrimaryCtxRetain(void **ctx, int d) { return (*ctx = &modules), d < 0; }
int cuDevicePrimaryCtxRelease_v2(int d) { return d < 0; }
int cuCtxSetCurrent(void *ctx) { return ctx == NULL; }

int cuCtxSynchronize(void) {
  int r = lastFault ? 700 : 0; /* CUDA_ERROR_ILLEGAL_ADDRESS, as a kernel's fault shows */
  lastFault = 0;
  return r;
}

/* The module handle: the PTX's first line, printed at each load. */
int cuModuleLoadDataEx(void **module, const void *ptx, unsigned n, int *opts, void **vals) {
  (void)n, (void)opts, (void)vals;
  const char *text = ptx;
  printf("mock: load module %d: %.*s\n", ++modules, (int)strcspn(text, "\n"), text);
  *module = (void *)text;
  return 0;
}

int cuModuleGetFunction(void **fn, void *module, const char *name) {
  (void)module;
  for (int i = 0; i < NKERNELS; ++i)
    if (strcmp(kKernels[i].name, name) == 0) {
      printf("mock: function %s\n", name);
      *fn = (void *)&kKernels[i];
      return 0;
    }
  return 500; /* CUDA_ERROR_NOT_FOUND */
}

int cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                   unsigned bz, unsigned shared, void *stream, void **params, void **extra) {
  const char *name = *(const char *const *)fn;
  void (*body)(void **, int64_t) = NULL;
  for (int i = 0; i < NKERNELS; ++i)
    if (fn == (void *)&kKernels[i]) body = kKernels[i].body;
  int64_t lb = *(int64_t *)params[0], ub = *(int64_t *)params[1];
  printf("mock: launch %s: %u blocks of %u threads (%u %u %u %u %u), lb %lld ub %lld, results %s\n",
         name, gx, bx, gy, gz, by, bz, shared, (long long)lb, (long long)ub,
         *(Ptr *)params[2] ? "yes" : "none");
  if (stream || extra) return 1;
  for (unsigned b = 0; b < gx; ++b)
    for (unsigned t = 0; t < bx; ++t) {
      int64_t iv = lb + (int64_t)b * bx + t;
      if (iv < ub) body(params, iv);
    }
  lastFault = body == fault;
  return 0;
}

int cuMemAlloc_v2(Ptr *p, size_t bytes) {
  void *m = malloc(bytes);
  *p = (Ptr)(uintptr_t)m;
  return m ? 0 : 2;
}
int cuMemFree_v2(Ptr p) { return free((void *)(uintptr_t)p), 0; }
int cuMemcpyHtoD_v2(Ptr to, const void *from, size_t n) {
  return memcpy((void *)(uintptr_t)to, from, n), 0;
}
int cuMemcpyDtoH_v2(void *to, Ptr from, size_t n) {
  return memcpy(to, (const void *)(uintptr_t)from, n), 0;
}
/* No names of its own, as CUDA's stub library: libPsyRuntimeCuda names the known errors. */
int cuGetErrorName(int r, const char **s) { return (void)r, (void)s, 1; }
int cuGetErrorString(int r, const char **s) { return (void)r, (void)s, 1; }
