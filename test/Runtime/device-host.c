// The device runtime on the host device (PSY_DEVICE=host): launch geometry (blocks of 128
// threads, sizes that are not multiples of 128, empty ranges), the data rules (a copy only
// when the other side is behind, counted), interior addresses, a remap to a larger size, a
// kernel's results buffer, and the counters' line at exit. The host device's memory is apart
// from the host's, so a copy the runtime forgets shows here as a wrong value.
// RUN: %cc %s -I%psy_src_root/include %psy_libdir/libPsyRuntimeDevice.a %psy_libdir/libPsyRuntimeCuda.a -ldl -o %t
// RUN: env PSY_DEVICE=host PSY_DEVICE_STATS=1 %t > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: env PSY_DEVICE=host %t 2>&1 | FileCheck --check-prefix=QUIET %s
// QUIET-NOT: psy-device:
#include <stdio.h>
#include <string.h>

#include "psy-rt/Device.h"

enum { N = 1000 };

// marks[iv] += 1: each iteration must run exactly once.
static void markHost(void **args, int64_t iv, void *results) {
  (void)results;
  (*(int **)args[0])[iv] += 1;
}
static const PsyRtDevKernel kMark = {"geometry", "mark", "", markHost, 1};

// y[iv] = a * x[iv] + y[iv]
static void axpyHost(void **args, int64_t iv, void *results) {
  (void)results;
  double *x = *(double **)args[0], *y = *(double **)args[1], a = *(double *)args[2];
  y[iv] = a * x[iv] + y[iv];
}
static const PsyRtDevKernel kAxpy = {"axpy_invoke", "axpy", "", axpyHost, 3};

// z[iv] = 3 * iv
static void fillHost(void **args, int64_t iv, void *results) {
  (void)results;
  (*(double **)args[0])[iv] = 3.0 * (double)iv;
}
static const PsyRtDevKernel kFill = {"fill_invoke", "fill", "", fillHost, 1};

// results[0] = sum of x[lb..ub-1] in order (by iteration lb); results[1] counts iterations.
static void sumHost(void **args, int64_t iv, void *results) {
  const double *x = *(double **)args[0];
  int64_t lb = *(int64_t *)args[1], ub = *(int64_t *)args[2];
  double *r = results;
  if (iv == lb)
    for (int64_t i = lb; i < ub; ++i) r[0] += x[i];
  r[1] += 1.0;
}
static const PsyRtDevKernel kSum = {"sum_invoke", "sum", "", sumHost, 3};

static PsyRtDevStats stats(void) {
  PsyRtDevStats s;
  psyRtDevStatsGet(&s);
  return s;
}

static void printStats(const char *what) {
  PsyRtDevStats s = stats();
  printf("%s: %ld launches, %ld in (%lld bytes), %ld out (%lld bytes)\n", what, s.launches,
         s.toDevice, s.bytesToDevice, s.toHost, s.bytesToHost);
}

static int marks[1200];

// Iterations lb..ub-1 each run once, none outside.
static void geometry(int64_t lb, int64_t ub) {
  memset(marks, 0, sizeof marks);
  psyRtDevHostChanged(marks, sizeof marks);
  void *d = psyRtDevMap(marks, sizeof marks, PSY_RT_DEV_READWRITE);
  void *args[] = {&d};
  psyRtDevLaunch(&kMark, lb, ub, args, NULL, 0);
  psyRtDevHost(marks, sizeof marks, PSY_RT_DEV_READ);
  int bad = 0;
  for (int64_t i = 0; i < 1200; ++i) bad += marks[i] != (i >= lb && i < ub);
  printf("geometry %lld..%lld: %d wrong\n", (long long)lb, (long long)ub, bad);
}

static void testGeometry(void) {
  static const int64_t kRanges[][2] = {{0, 1}, {5, 132}, {0, 128}, {3, 132}, {7, 1007},
                                       {10, 10}, {10, 3}};
  for (size_t i = 0; i < sizeof kRanges / sizeof *kRanges; ++i)
    geometry(kRanges[i][0], kRanges[i][1]);
  // CHECK: geometry 0..1: 0 wrong
  // CHECK-NEXT: geometry 5..132: 0 wrong
  // CHECK-NEXT: geometry 0..128: 0 wrong
  // CHECK-NEXT: geometry 3..132: 0 wrong
  // CHECK-NEXT: geometry 7..1007: 0 wrong
  // CHECK-NEXT: geometry 10..10: 0 wrong
  // CHECK-NEXT: geometry 10..3: 0 wrong
  // Empty ranges launch nothing: 5 launches for 7 calls.
  printStats("geometry");
  // CHECK-NEXT: geometry: 5 launches
}

static double x[N], y[N];
static double a = 2.0;

static int countWrong(const double *v, double (*want)(int)) {
  int bad = 0;
  for (int i = 0; i < N; ++i) bad += v[i] != want(i);
  return bad;
}
static double y1(int i) { return (void)i, 1.0; }
static double y2(int i) { return 1.0 + 4.0 * i; }
static double y3(int i) { return 1.0 + 4.0 * i + 20.0; }

static void launchAxpy(void) {
  void *dx = psyRtDevMap(x, sizeof x, PSY_RT_DEV_READ);
  void *dy = psyRtDevMap(y, sizeof y, PSY_RT_DEV_READWRITE);
  void *args[] = {&dx, &dy, &a};
  psyRtDevLaunch(&kAxpy, 0, N, args, NULL, 0);
}

static void testAxpy(void) {
  for (int i = 0; i < N; ++i) x[i] = i, y[i] = 1.0;
  psyRtDevStatsReset();
  launchAxpy();
  printStats("first launch");
  // CHECK: first launch: 1 launches, 2 in (16000 bytes), 0 out (0 bytes)
  printf("host y before an update: %d wrong\n", countWrong(y, y1));
  // CHECK-NEXT: host y before an update: 0 wrong
  launchAxpy();
  printStats("second launch");
  // CHECK-NEXT: second launch: 2 launches, 2 in (16000 bytes), 0 out (0 bytes)
  psyRtDevHost(y, sizeof y, PSY_RT_DEV_READ);
  printStats("host reads y");
  // CHECK-NEXT: host reads y: 2 launches, 2 in (16000 bytes), 1 out (8000 bytes)
  printf("host y after an update: %d wrong\n", countWrong(y, y2));
  // CHECK-NEXT: host y after an update: 0 wrong
  psyRtDevHost(x, sizeof x, PSY_RT_DEV_READ);
  psyRtDevUpdateHost(y, sizeof y);
  printStats("host reads x, y again");
  // CHECK-NEXT: host reads x, y again: 2 launches, 2 in (16000 bytes), 1 out (8000 bytes)
  for (int i = 0; i < N; ++i) x[i] = 10.0;
  psyRtDevHostChanged(x, sizeof x);
  launchAxpy();
  psyRtDevUpdateHost(y, sizeof y);
  printStats("x changed");
  // CHECK-NEXT: x changed: 3 launches, 3 in (24000 bytes), 2 out (16000 bytes)
  printf("y after x changed: %d wrong\n", countWrong(y, y3));
  // CHECK-NEXT: y after x changed: 0 wrong
}

// Part of an array: the same copy at the same offset, and a kernel writing part of an array
// whose device copy is stale gets the rest copied in first (else the device copy would
// become the only valid one with garbage around the part written).
static void testInterior(void) {
  psyRtDevStatsReset();
  char *dx = psyRtDevMap(x, sizeof x, PSY_RT_DEV_READ);
  char *dxi = psyRtDevMap(x + 100, 10 * sizeof *x, PSY_RT_DEV_READ);
  printf("interior: offset %td, %ld in\n", dxi - dx, stats().toDevice);
  // CHECK: interior: offset 800, 0 in
  for (int i = 0; i < N; ++i) y[i] = -1.0;
  psyRtDevHostChanged(y, sizeof y);
  void *dyi = psyRtDevMap(y + 100, 10 * sizeof *y, PSY_RT_DEV_WRITE);
  void *args[] = {&dxi, &dyi, &a};
  psyRtDevLaunch(&kAxpy, 0, 10, args, NULL, 0);
  printStats("partial write");
  // CHECK-NEXT: partial write: 1 launches, 1 in (8000 bytes), 0 out (0 bytes)
  psyRtDevHost(y + 105, sizeof *y, PSY_RT_DEV_READ);
  printStats("host reads y[105]");
  // The whole array comes back: validity is per array.
  // CHECK-NEXT: host reads y[105]: 1 launches, 1 in (8000 bytes), 1 out (8000 bytes)
  printf("y[99] %g y[100] %g y[109] %g y[110] %g\n", y[99], y[100], y[109], y[110]);
  // CHECK-NEXT: y[99] -1 y[100] 19 y[109] 19 y[110] -1
}

// A second sight of an array with a larger size: a bigger device copy, the valid contents
// kept (here the device's, newer than the host's), the new part from the host.
static void testGrow(void) {
  static double z[2 * N];
  psyRtDevStatsReset();
  void *dz = psyRtDevMap(z, N * sizeof *z, PSY_RT_DEV_WRITE);
  void *args[] = {&dz};
  psyRtDevLaunch(&kFill, 0, N, args, NULL, 0);
  printStats("write-only map");
  // CHECK: write-only map: 1 launches, 0 in (0 bytes), 0 out (0 bytes)
  for (int i = N; i < 2 * N; ++i) z[i] = 7.0;
  dz = psyRtDevMap(z, sizeof z, PSY_RT_DEV_READ);
  printStats("larger remap");
  // CHECK-NEXT: larger remap: 1 launches, 1 in (16000 bytes), 1 out (8000 bytes)
  int64_t lb = 0, ub = 2 * N;
  double r[2] = {-5.0, -5.0};
  void *sumArgs[] = {&dz, &lb, &ub};
  psyRtDevLaunch(&kSum, lb, ub, sumArgs, r, sizeof r);
  // sum of 3i for i < 1000, then 1000 sevens: 1498500 + 7000.
  printf("sum %.1f over %.0f iterations\n", r[0], r[1]);
  // CHECK-NEXT: sum 1505500.0 over 2000 iterations
  printStats("results");
  // CHECK-NEXT: results: 2 launches, 1 in (16000 bytes), 2 out (8016 bytes)
  int64_t lb2 = 10, ub2 = 10;
  void *emptyArgs[] = {&dz, &lb2, &ub2};
  psyRtDevLaunch(&kSum, lb2, ub2, emptyArgs, r, sizeof r);
  printf("empty: sum %.1f over %.0f iterations\n", r[0], r[1]);
  // CHECK-NEXT: empty: sum 0.0 over 0 iterations
  printStats("empty");
  // CHECK-NEXT: empty: 2 launches, 1 in (16000 bytes), 2 out (8016 bytes)
}

// An address never mapped: nothing happens.
static void testUnknown(void) {
  static double w[10];
  psyRtDevStatsReset();
  psyRtDevHost(w, sizeof w, PSY_RT_DEV_READWRITE);
  psyRtDevUpdateHost(w, sizeof w);
  psyRtDevHostChanged(w, sizeof w);
  printStats("unknown");
  // CHECK: unknown: 0 launches, 0 in (0 bytes), 0 out (0 bytes)
}

int main(void) {
  testGeometry();
  testAxpy();
  testInterior();
  testGrow();
  testUnknown();
  // One launch and one copy for the counters' line at exit.
  psyRtDevHostChanged(x, sizeof x);
  launchAxpy();
  fflush(stdout);
  return 0;
}
// CHECK: psy-device: host: 1 launches, 1 copies to the device (8000 bytes), 0 copies to the host (0 bytes)
