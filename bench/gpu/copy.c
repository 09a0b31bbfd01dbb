/* bench/gpu: the device's memory bandwidth, measured as the builtins' baseline by a plain copy
 * kernel of our own (copy.ptx: one double per thread) launched through the runtime's CUDA
 * door (psy-rt/Cuda.h). Usage: copy PTX N REPS. Copies N doubles between two device arrays
 * REPS times after one untimed launch (the first pays for loading) and prints the best:
 *   copy <bytes read and written> bytes <s> s <GB/s> GB/s on <device>
 * then checks the copy's first and last elements. Exits 1 with the runtime's message on any
 * failure. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "psy-rt/Cuda.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int fail(const char *what) {
  fprintf(stderr, "copy: %s: %s\n", what, psyRtCudaError());
  return 1;
}

/* The whole file, NUL-terminated, or NULL. */
static char *readText(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *text = NULL;
  if (fseek(f, 0, SEEK_END) == 0) {
    long size = ftell(f);
    text = size >= 0 ? malloc((size_t)size + 1) : NULL;
    rewind(f);
    if (text && fread(text, 1, (size_t)size, f) == (size_t)size) text[size] = '\0';
    else { free(text); text = NULL; }
  }
  fclose(f);
  return text;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Copies the first and last `probe` elements of `dst` back and compares them with `src`. */
static int checkCopy(const double *src, PsyRtCudaPtr dst, uint64_t n) {
  enum { probe = 4096 };
  static double back[probe];
  uint64_t k = n < probe ? n : probe;
  uint64_t starts[2] = {0, n - k};
  for (int s = 0; s < 2; ++s) {
    if (psyRtCudaCopyOut(back, dst + starts[s] * sizeof(double), k * sizeof(double)))
      return fail("copying back");
    for (uint64_t i = 0; i < k; ++i)
      if (back[i] != src[starts[s] + i]) {
        fprintf(stderr, "copy: element %llu is wrong\n", (unsigned long long)(starts[s] + i));
        return 1;
      }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: copy PTX N REPS\n");
    return 2;
  }
  char *ptx = readText(argv[1]);
  uint64_t n = strtoull(argv[2], NULL, 10);
  int reps = atoi(argv[3]);
  double *host = malloc(n * sizeof *host);
  if (!ptx || !host || n == 0 || reps < 1) {
    fprintf(stderr, "copy: cannot read %s or allocate %s doubles\n", argv[1], argv[2]);
    return 2;
  }
  for (uint64_t i = 0; i < n; ++i) host[i] = (double)(i % 1000003);
  void *module = NULL, *fn = NULL;
  PsyRtCudaPtr src = 0, dst = 0;
  if (psyRtCudaInit(0)) return fail("starting the GPU");
  if (psyRtCudaModuleLoad(ptx, "copy.ptx", &module)) return fail("loading copy.ptx");
  if (psyRtCudaFunction(module, "psy_bench_copy", &fn)) return fail("finding the kernel");
  if (psyRtCudaAlloc(n * sizeof(double), &src) || psyRtCudaAlloc(n * sizeof(double), &dst))
    return fail("allocating");
  if (psyRtCudaCopyIn(src, host, n * sizeof(double))) return fail("copying in");
  enum { threads = 256 };
  unsigned blocks = (unsigned)((n + threads - 1) / threads);
  void *params[] = {&dst, &src, &n};
  double best = 1e300;
  for (int rep = 0; rep <= reps; ++rep) {
    double t0 = now();
    if (psyRtCudaLaunch(fn, blocks, threads, params, "bench", "psy_bench_copy"))
      return fail("launching");
    double t = now() - t0;
    if (rep > 0 && t < best) best = t;
  }
  double bytes = 2.0 * (double)n * sizeof(double);
  printf("copy %.0f bytes %.5e s %.2f GB/s on %s\n", bytes, best, bytes / best / 1e9,
         psyRtCudaDeviceName());
  int status = checkCopy(host, dst, n);
  psyRtCudaFree(src);
  psyRtCudaFree(dst);
  psyRtCudaFinalize();
  free(host);
  free(ptx);
  return status;
}
