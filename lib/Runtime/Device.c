/*
 * The device runtime's devices, launches, counters and failures (include/psy-rt/Device.h,
 * docs/gpu.md "The device runtime"). Two devices sit behind one table of operations: CUDA,
 * through libPsyRuntimeCuda, and the host device, which runs each kernel's host entry once per
 * (block, thread) pair as a GPU would and keeps its own malloc'd "device memory", so that a
 * copy the data rules forget shows up as a wrong answer in a test on a machine without a GPU.
 * DeviceData.c keeps the arrays and decides what to copy; this file does the copies.
 */
#include "DeviceInternal.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-rt/Cuda.h"

/* One device. Every operation returns NULL on success, else the failure's message. */
typedef struct {
  const char *name; /* $PSY_DEVICE's value */
  const char *(*start)(void);
  const char *(*alloc)(int64_t bytes, void **dev);
  void (*release)(void *dev);
  const char *(*copyIn)(void *dev, const void *host, int64_t bytes);
  const char *(*copyOut)(void *host, const void *dev, int64_t bytes);
  const char *(*zero)(void *dev, int64_t bytes);
  const char *(*launch)(const PsyRtDevKernel *k, int64_t lb, int64_t ub, void **args,
                        void *results);
  const char *(*label)(void); /* the device in the counters' line */
  void (*stop)(void);
  const char *startHint; /* appended to a failure to start */
} Device;

static struct {
  const Device *device; /* NULL until started */
  PsyRtDevStats stats;
  void *results; /* the device buffer for launches' results, grown as needed */
  int64_t resultsBytes;
} state;

_Noreturn void psyRtDevFail(const PsyRtDevKernel *k, const char *fmt, ...) {
  fputs("psy-device: ", stderr);
  if (k)
    fprintf(stderr, "invoke '%s', kernel '%s': ", k->invoke ? k->invoke : "?",
            k->name ? k->name : "?");
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(1);
}

/* The number of blocks of PSY_RT_DEV_BLOCK_SIZE threads covering lb..ub-1 (ub > lb). */
static uint64_t blocksFor(int64_t lb, int64_t ub) {
  uint64_t n = (uint64_t)ub - (uint64_t)lb;
  return n / PSY_RT_DEV_BLOCK_SIZE + (n % PSY_RT_DEV_BLOCK_SIZE != 0);
}

/* ---- The host device ---- */

static const char *hostStart(void) { return NULL; }

static const char *hostAlloc(int64_t bytes, void **dev) {
  static char message[96];
  *dev = malloc((size_t)bytes);
  if (*dev) return NULL;
  snprintf(message, sizeof message, "out of memory for a device copy of %" PRId64 " bytes",
           bytes);
  return message;
}

static void hostRelease(void *dev) { free(dev); }

static const char *hostCopy(void *to, const void *from, int64_t bytes) {
  memcpy(to, from, (size_t)bytes);
  return NULL;
}

static const char *hostZero(void *dev, int64_t bytes) {
  memset(dev, 0, (size_t)bytes);
  return NULL;
}

/* The GPU's geometry as two loops: block b, thread t runs iteration lb + b*128 + t. */
static const char *hostLaunch(const PsyRtDevKernel *k, int64_t lb, int64_t ub, void **args,
                              void *results) {
  if (!k->host) return "the kernel has no host entry (was it compiled for the host device?)";
  uint64_t blocks = blocksFor(lb, ub);
  for (uint64_t b = 0; b < blocks; ++b)
    for (int64_t t = 0; t < PSY_RT_DEV_BLOCK_SIZE; ++t) {
      int64_t iv = (int64_t)((uint64_t)lb + b * PSY_RT_DEV_BLOCK_SIZE + (uint64_t)t);
      if (iv < ub) k->host(args, iv, results);
    }
  return NULL;
}

static const char *hostLabel(void) { return "host"; }
static void hostStop(void) {}

/* ---- CUDA ---- */

static const char *cudaResult(int rc) { return rc ? psyRtCudaError() : NULL; }

/* This process's rank among those sharing the node (else in the job, else 0), as the MPI
 * launchers set it: psyRtCudaInit gives rank r device r modulo the devices. MPI itself is not
 * asked, so that the runtime needs no MPI and works before MPI_Init. */
static int launcherRank(void) {
  static const char *const kVars[] = {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID",
                                      "OMPI_COMM_WORLD_RANK", "PMI_RANK"};
  for (size_t i = 0; i < sizeof kVars / sizeof *kVars; ++i) {
    const char *v = getenv(kVars[i]);
    char *end;
    long r = v && *v ? strtol(v, &end, 10) : -1;
    if (r >= 0 && !*end && r <= 1 << 20) return (int)r;
  }
  return 0;
}

static const char *cudaStart(void) { return cudaResult(psyRtCudaInit(launcherRank())); }

static const char *cudaAlloc(int64_t bytes, void **dev) {
  PsyRtCudaPtr p = 0;
  int rc = psyRtCudaAlloc((size_t)bytes, &p);
  *dev = (void *)(uintptr_t)p;
  return cudaResult(rc);
}

static void cudaRelease(void *dev) { psyRtCudaFree((PsyRtCudaPtr)(uintptr_t)dev); }

static const char *cudaCopyIn(void *dev, const void *host, int64_t bytes) {
  return cudaResult(psyRtCudaCopyIn((PsyRtCudaPtr)(uintptr_t)dev, host, (size_t)bytes));
}

static const char *cudaCopyOut(void *host, const void *dev, int64_t bytes) {
  return cudaResult(psyRtCudaCopyOut(host, (PsyRtCudaPtr)(uintptr_t)dev, (size_t)bytes));
}

/* Libraries and kernels met so far: a module per distinct PTX text, a function per launch
 * site (found again by PTX and name when another site launches the same kernel). */
typedef struct {
  const void *key; /* the PTX text, or the launch site's PsyRtDevKernel */
  void *handle;    /* its module, or its function */
} CacheEntry;

static struct {
  CacheEntry *modules, *functions;
  size_t nmodules, nfunctions, capModules, capFunctions;
  void *zeros; /* host zeros for clearing the results buffer */
  int64_t zerosBytes;
  void **params;
  size_t capParams;
} cudaCache;

/* Room for one more entry in `*list`; exits when out of memory. */
static void *grow(void *list, size_t n, size_t *cap, size_t size) {
  if (n < *cap) return list;
  size_t want = *cap ? 2 * *cap : 16;
  void *more = realloc(list, want * size);
  if (!more) psyRtDevFail(NULL, "out of memory");
  *cap = want;
  return more;
}

static void *cacheFind(const CacheEntry *list, size_t n, const void *key) {
  for (size_t i = 0; i < n; ++i)
    if (list[i].key == key) return list[i].handle;
  return NULL;
}

static const char *cudaModule(const char *ptx, void **module) {
  if ((*module = cacheFind(cudaCache.modules, cudaCache.nmodules, ptx))) return NULL;
  if (psyRtCudaModuleLoad(ptx, "the schedule object", module)) return psyRtCudaError();
  cudaCache.modules = grow(cudaCache.modules, cudaCache.nmodules, &cudaCache.capModules,
                           sizeof(CacheEntry));
  cudaCache.modules[cudaCache.nmodules++] = (CacheEntry){ptx, *module};
  return NULL;
}

/* Another launch site of the same PTX entry, if one has been seen. */
static void *sameKernel(const PsyRtDevKernel *k) {
  for (size_t i = 0; i < cudaCache.nfunctions; ++i) {
    const PsyRtDevKernel *o = cudaCache.functions[i].key;
    if (o->ptx == k->ptx && strcmp(o->name, k->name) == 0) return cudaCache.functions[i].handle;
  }
  return NULL;
}

static const char *cudaFunction(const PsyRtDevKernel *k, void **fn) {
  if ((*fn = cacheFind(cudaCache.functions, cudaCache.nfunctions, k))) return NULL;
  if (!k->ptx || !k->name) return "the kernel has no PTX";
  if (!(*fn = sameKernel(k))) {
    void *module;
    const char *err = cudaModule(k->ptx, &module);
    if (err) return err;
    if (psyRtCudaFunction(module, k->name, fn)) return psyRtCudaError();
  }
  cudaCache.functions = grow(cudaCache.functions, cudaCache.nfunctions,
                             &cudaCache.capFunctions, sizeof(CacheEntry));
  cudaCache.functions[cudaCache.nfunctions++] = (CacheEntry){k, *fn};
  return NULL;
}

/* Clears device memory by copying zeros from the host (libPsyRuntimeCuda has no memset). */
static const char *cudaZero(void *dev, int64_t bytes) {
  if (bytes > cudaCache.zerosBytes) {
    free(cudaCache.zeros);
    cudaCache.zerosBytes = 0;
    if (!(cudaCache.zeros = calloc(1, (size_t)bytes))) return "out of memory";
    cudaCache.zerosBytes = bytes;
  }
  return cudaCopyIn(dev, cudaCache.zeros, bytes);
}

/* The PTX entry's parameters: (i64 lb, i64 ub, ptr results, the kernel's own...). */
static const char *cudaLaunch(const PsyRtDevKernel *k, int64_t lb, int64_t ub, void **args,
                              void *results) {
  void *fn;
  const char *err = cudaFunction(k, &fn);
  if (err) return err;
  uint64_t blocks = blocksFor(lb, ub);
  if (blocks > INT32_MAX) return "too many iterations for one launch (2^31-1 blocks at most)";
  size_t n = 3 + (size_t)k->nargs;
  while (cudaCache.capParams < n)
    cudaCache.params = grow(cudaCache.params, cudaCache.capParams, &cudaCache.capParams,
                            sizeof(void *));
  PsyRtCudaPtr resultsPtr = (PsyRtCudaPtr)(uintptr_t)results;
  void **params = cudaCache.params;
  params[0] = &lb;
  params[1] = &ub;
  params[2] = &resultsPtr;
  if (k->nargs) memcpy(params + 3, args, (size_t)k->nargs * sizeof(void *));
  return cudaResult(psyRtCudaLaunch(fn, (unsigned)blocks, PSY_RT_DEV_BLOCK_SIZE, params,
                                    k->invoke, k->name));
}

static const char *cudaLabel(void) {
  static char label[300];
  snprintf(label, sizeof label, "cuda: %s", psyRtCudaDeviceName());
  return label;
}

static void cudaStop(void) {
  free(cudaCache.modules);
  free(cudaCache.functions);
  free(cudaCache.zeros);
  free(cudaCache.params);
  memset(&cudaCache, 0, sizeof cudaCache);
  psyRtCudaFinalize();
}

static const Device kDevices[] = {
    {"cuda", cudaStart, cudaAlloc, cudaRelease, cudaCopyIn, cudaCopyOut, cudaZero, cudaLaunch,
     cudaLabel, cudaStop, "; set " PSY_RT_DEVICE_ENV "=host to run the device code on the host"},
    {"host", hostStart, hostAlloc, hostRelease, hostCopy, hostCopy, hostZero, hostLaunch,
     hostLabel, hostStop, ""},
};

/* ---- Start, stop, counters ---- */

static void atExit(void) {
  const char *stats = getenv(PSY_RT_DEVICE_STATS_ENV);
  const PsyRtDevStats *s = &state.stats;
  if (stats && strcmp(stats, "1") == 0)
    fprintf(stderr,
            "psy-device: %s: %ld launches, %ld copies to the device (%lld bytes), "
            "%ld copies to the host (%lld bytes)\n",
            state.device->label(), s->launches, s->toDevice, s->bytesToDevice, s->toHost,
            s->bytesToHost);
  psyRtDevDataRelease();
  psyRtDevRelease(state.results);
  state.results = NULL;
  state.resultsBytes = 0;
  state.device->stop();
  state.device = NULL;
}

static const Device *chooseDevice(const PsyRtDevKernel *k) {
  const char *name = getenv(PSY_RT_DEVICE_ENV);
  if (!name || !*name) name = "cuda";
  for (size_t i = 0; i < sizeof kDevices / sizeof *kDevices; ++i)
    if (strcmp(kDevices[i].name, name) == 0) return &kDevices[i];
  psyRtDevFail(k, "%s=%s: expected 'cuda' (the default) or 'host'", PSY_RT_DEVICE_ENV, name);
}

void psyRtDevStart(const PsyRtDevKernel *k) {
  static int registered;
  if (state.device) return;
  const Device *d = chooseDevice(k);
  const char *err = d->start();
  if (err) psyRtDevFail(k, "%s%s", err, d->startHint);
  state.device = d;
  if (!registered) atexit(atExit);
  registered = 1;
}

void *psyRtDevAlloc(int64_t bytes) {
  void *dev = NULL;
  const char *err = state.device->alloc(bytes, &dev);
  if (err) psyRtDevFail(NULL, "%s", err);
  return dev;
}

void psyRtDevRelease(void *dev) {
  if (dev && state.device) state.device->release(dev);
}

/* $PSY_DEVICE_TRACE: a line per copy on stderr, to see which arrays travel. */
static void trace(const char *way, const void *host, int64_t bytes) {
  static int on = -1;
  if (on < 0) on = getenv(PSY_RT_DEVICE_TRACE_ENV) && *getenv(PSY_RT_DEVICE_TRACE_ENV);
  if (on) fprintf(stderr, "psy-device: copy %s: %lld bytes at %p\n", way, (long long)bytes, host);
}

void psyRtDevCopyIn(void *dev, const void *host, int64_t bytes) {
  trace("to the device", host, bytes);
  const char *err = state.device->copyIn(dev, host, bytes);
  if (err) psyRtDevFail(NULL, "%s", err);
  ++state.stats.toDevice;
  state.stats.bytesToDevice += bytes;
}

void psyRtDevCopyOut(void *host, const void *dev, int64_t bytes) {
  trace("to the host", host, bytes);
  const char *err = state.device->copyOut(host, dev, bytes);
  if (err) psyRtDevFail(NULL, "%s", err);
  ++state.stats.toHost;
  state.stats.bytesToHost += bytes;
}

void psyRtDevStatsGet(PsyRtDevStats *s) { *s = state.stats; }
void psyRtDevStatsReset(void) { memset(&state.stats, 0, sizeof state.stats); }

/* ---- Launches ---- */

/* The results buffer, large enough for `bytes` and zeroed. */
static void *resultsBuffer(const PsyRtDevKernel *k, int64_t bytes) {
  if (bytes > state.resultsBytes) {
    psyRtDevRelease(state.results);
    state.results = NULL;
    state.resultsBytes = 0;
    const char *err = state.device->alloc(bytes, &state.results);
    if (err) psyRtDevFail(k, "%s", err);
    state.resultsBytes = bytes;
  }
  const char *err = state.device->zero(state.results, bytes);
  if (err) psyRtDevFail(k, "%s", err);
  return state.results;
}

void psyRtDevLaunch(const PsyRtDevKernel *k, int64_t lb, int64_t ub, void **args,
                    void *results, int64_t resultBytes) {
  if (ub <= lb) {
    /* No iteration: the results are those of a kernel that wrote nothing. */
    if (resultBytes > 0) memset(results, 0, (size_t)resultBytes);
    return;
  }
  psyRtDevStart(k);
  if (k->nargs < 0) psyRtDevFail(k, "%" PRId32 " arguments", k->nargs);
  void *dev = resultBytes > 0 ? resultsBuffer(k, resultBytes) : NULL;
  const char *err = state.device->launch(k, lb, ub, args, dev);
  if (err) psyRtDevFail(k, "%s", err);
  ++state.stats.launches;
  if (resultBytes <= 0) return;
  err = state.device->copyOut(results, dev, resultBytes);
  if (err) psyRtDevFail(k, "%s", err);
  ++state.stats.toHost;
  state.stats.bytesToHost += resultBytes;
}
