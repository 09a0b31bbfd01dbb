/* psy-rt/Device.h: the run-time side of `psyc --target=nvptx` (docs/gpu.md, "The device
 * runtime"). A compiled schedule maps each array a device kernel uses (psyRtDevMap), launches
 * the kernel (psyRtDevLaunch), and tells the runtime before host code touches an array
 * (psyRtDevHost); the runtime keeps one device copy per host array and copies only when the
 * other side holds a newer copy. $PSY_DEVICE picks the device: `cuda` (the default, through
 * libPsyRuntimeCuda) or `host`, which runs the same kernels on the CPU with the block and
 * thread ids as loop variables and keeps its "device memory" apart from the host's, so that a
 * missing copy shows as a wrong answer. Every failure prints one message and exits with
 * status 1. Not thread-safe: call it from one thread. */
#ifndef PSY_RT_DEVICE_H
#define PSY_RT_DEVICE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The device: "cuda" (the default) or "host". */
#define PSY_RT_DEVICE_ENV "PSY_DEVICE"
/* When "1": one line of counters on stderr at exit. */
#define PSY_RT_DEVICE_STATS_ENV "PSY_DEVICE_STATS"
/* "resident" (the default): arrays stay on the device between invokes, the host's copy is
 * brought up to date only where the schedule needs it (an exchange) and when the user asks
 * (psyRtDevUpdateHost). "invoke": every invoke starts from the host's copies and ends with
 * them up to date, for programs that read or write fields on the host between invokes. */
#define PSY_RT_DEVICE_DATA_ENV "PSY_DEVICE_DATA"
/* Set (non-empty): a line on stderr per copy, its direction, size and host address. */
#define PSY_RT_DEVICE_TRACE_ENV "PSY_DEVICE_TRACE"
/* Threads per block on either device; iteration iv runs as thread (iv-lb)%128 of block
 * (iv-lb)/128. */
#define PSY_RT_DEV_BLOCK_SIZE 128

/* What a compiled schedule passes for one device kernel (one per launch site, a constant). */
typedef struct PsyRtDevKernel {
  const char *invoke; /* the invoke's name, for messages */
  const char *name;   /* the PTX entry's name */
  const char *ptx;    /* the schedule object's PTX text, NUL-terminated; shared by its kernels
                         (loaded once per distinct pointer) */
  void (*host)(void **args, int64_t iv, void *results); /* the host device's entry: runs
                                                           iteration iv */
  int32_t nargs; /* entries of args */
} PsyRtDevKernel;

enum { PSY_RT_DEV_READ = 1, PSY_RT_DEV_WRITE = 2, PSY_RT_DEV_READWRITE = 3 };

/* Device address of host array [host, host+bytes) for a kernel that accesses it as `access`.
 * First sight: allocate the device copy (same size) and mark the host copy the only valid
 * one. If access has READ and the device copy is stale: copy host->device (counted). If
 * access has WRITE: afterwards the device copy is the only valid one (host stale). An array
 * seen again with a larger size (same start) gets a bigger device copy, valid contents kept.
 * An address inside a known array's range maps to the same offset in its copy. */
void *psyRtDevMap(void *host, int64_t bytes, int32_t access);
/* Host code is about to access [host, host+bytes) as `access` (a halo exchange, a host loop,
 * the user): if the device copy is newer, copy device->host (counted); if access has WRITE,
 * the device copy becomes stale. An address the runtime never mapped: nothing. */
void psyRtDevHost(void *host, int64_t bytes, int32_t access);
/* Runs kernel k for iterations lb..ub-1 (ub <= lb: nothing), args as the kernel's parameters
 * (args[i] points to parameter i's value; pointer parameters already device addresses from
 * psyRtDevMap). When resultBytes > 0 the kernel writes resultBytes bytes of results into a
 * device buffer the runtime provides (zeroed before the launch), copied back into `results`
 * after it (counted as a copy to the host). Synchronous: returns when the kernel has
 * finished. */
void psyRtDevLaunch(const PsyRtDevKernel *k, int64_t lb, int64_t ub, void **args,
                    void *results, int64_t resultBytes);

/* psyc --psy-device-fast-reductions (docs/gpu.md): a loop's sums as partial sums, one per
 * thread, `nres` 8-byte slots per thread. psyRtDevPartials: a host buffer of `bytes` bytes for
 * them (the runtime's, reused by the next call). psyRtDevSumPartials: result `r`'s partials,
 * added in thread order 0..nparts-1 as `kind` (PSY_RT_DEV_SUM_*) into *out. */
enum { /* the numbers are psy-device-outline's (lib/Transforms/DeviceLaunch.c) */
  PSY_RT_DEV_SUM_F64 = 0,
  PSY_RT_DEV_SUM_F32 = 1,
  PSY_RT_DEV_SUM_I32 = 2,
  PSY_RT_DEV_SUM_I64 = 3
};
void *psyRtDevPartials(int64_t bytes);
void psyRtDevSumPartials(const void *parts, int64_t nparts, int64_t nres, int64_t r,
                         int32_t kind, void *out);

/* Counters since the start (or the last reset), for tests and --verbose. */
typedef struct {
  long launches, toDevice, toHost;
  long long bytesToDevice, bytesToHost;
} PsyRtDevStats;
void psyRtDevStatsGet(PsyRtDevStats *s);
void psyRtDevStatsReset(void);

/* The user's calls (also bind(c) from Fortran, psy_device_mod): bring the host copy up to
 * date (psyRtDevHost READ), or declare that the host changed the array (the device copy is
 * stale). */
void psyRtDevUpdateHost(void *host, int64_t bytes);
void psyRtDevHostChanged(void *host, int64_t bytes);
/* The host may have rewritten the array, perhaps with the same values (a compiled binding's
 * basis tables, recomputed at every call): the runtime keeps a host-side copy of what it saw
 * last and makes the device copy stale only when the contents differ, so that unchanged
 * read-only data is copied to the device once. */
void psyRtDevHostMaybeChanged(void *host, int64_t bytes);

/* Called by a compiled schedule at the start and the end of each invoke that launches
 * kernels: nothing unless $PSY_DEVICE_DATA is "invoke", where the start marks every device
 * copy stale (the host may have written anything) and the end copies back every array the
 * device holds newer. */
void psyRtDevInvokeBegin(void);
void psyRtDevInvokeEnd(void);

#ifdef __cplusplus
}
#endif
#endif
