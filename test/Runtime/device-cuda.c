// The device runtime's CUDA path (the default device) against a stand-in driver
// (Inputs/mock-cuda.c: the driver's entry points over host memory, each kernel name with a C
// body): a module loaded once per distinct PTX text, each kernel looked up once however many
// launch sites share it, the launch geometry and parameters (lb, ub, the results buffer, the
// kernel's own), counted copies, the results buffer zeroed and copied back, the device chosen
// by the launcher's rank, the counters' line naming the device, and a failing kernel's and an
// unknown kernel's messages naming the invoke and the kernel.
// RUN: %cc -shared -fPIC %S/Inputs/mock-cuda.c -o %t.so
// RUN: %cc %s -I%psy_src_root/include %psy_libdir/libPsyRuntimeDevice.a %psy_libdir/libPsyRuntimeCuda.a -ldl -o %t
// RUN: env -u PSY_DEVICE PSY_CUDA_LIBRARY=%t.so OMPI_COMM_WORLD_LOCAL_RANK=3 PSY_DEVICE_STATS=1 %t > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: env PSY_DEVICE=cuda PSY_CUDA_LIBRARY=%t.so %t fault > %t.fault 2>&1; echo "status $?" >> %t.fault
// RUN: FileCheck --check-prefix=FAULT %s < %t.fault
// FAULT: mock: launch fault: 1 blocks of 128 threads
// FAULT-NEXT: {{^}}psy-device: invoke 'bad_invoke', kernel 'fault': cuCtxSynchronize failed (CUDA_ERROR_ILLEGAL_ADDRESS, 700: a kernel accessed an illegal address) running kernel 'fault' of invoke 'bad_invoke' (1 blocks of 128 threads){{$}}
// FAULT-NEXT: {{^}}status 1{{$}}
// RUN: env PSY_CUDA_LIBRARY=%t.so %t unknown > %t.unknown 2>&1; echo "status $?" >> %t.unknown
// RUN: FileCheck --check-prefix=UNKNOWN %s < %t.unknown
// UNKNOWN: {{^}}psy-device: invoke 'other_invoke', kernel 'nope': cuModuleGetFunction failed (CUDA_ERROR_NOT_FOUND, 500: no such symbol) finding kernel 'nope'{{$}}
// UNKNOWN-NEXT: {{^}}status 1{{$}}
#include <stdio.h>
#include <string.h>

#include "psy-rt/Cuda.h"
#include "psy-rt/Device.h"

enum { N = 300 };

static const char kPtxA[] = "// schedule A\n.version 7.0\n";
static const char kPtxB[] = "// schedule B\n.version 7.0\n";
static const PsyRtDevKernel kAxpy = {"axpy_invoke", "axpy", kPtxA, NULL, 3};
static const PsyRtDevKernel kAxpyAgain = {"axpy_again", "axpy", kPtxA, NULL, 3};
static const PsyRtDevKernel kSum = {"sum_invoke", "sum", kPtxA, NULL, 1};
static const PsyRtDevKernel kSumB = {"sum_b", "sum", kPtxB, NULL, 1};
static const PsyRtDevKernel kFault = {"bad_invoke", "fault", kPtxA, NULL, 0};
static const PsyRtDevKernel kNope = {"other_invoke", "nope", kPtxA, NULL, 0};

static double x[N], y[N];

static void printStats(const char *what) {
  PsyRtDevStats s;
  psyRtDevStatsGet(&s);
  printf("%s: %ld launches, %ld in (%lld bytes), %ld out (%lld bytes)\n", what, s.launches,
         s.toDevice, s.bytesToDevice, s.toHost, s.bytesToHost);
}

static void axpy(const PsyRtDevKernel *k, double a) {
  void *dx = psyRtDevMap(x, sizeof x, PSY_RT_DEV_READ);
  void *dy = psyRtDevMap(y, sizeof y, PSY_RT_DEV_READWRITE);
  void *args[] = {&dx, &dy, &a};
  psyRtDevLaunch(k, 0, N, args, NULL, 0);
}

static void sum(const PsyRtDevKernel *k, int64_t lb, int64_t ub) {
  double r[2] = {-1.0, -1.0};
  void *dy = psyRtDevMap(y, sizeof y, PSY_RT_DEV_READ);
  void *args[] = {&dy};
  psyRtDevLaunch(k, lb, ub, args, r, sizeof r);
  printf("sum %.1f over %.0f iterations\n", r[0], r[1]);
}

static void errors(const char *mode) {
  if (strcmp(mode, "fault") == 0) psyRtDevLaunch(&kFault, 0, 5, NULL, NULL, 0);
  if (strcmp(mode, "unknown") == 0) psyRtDevLaunch(&kNope, 0, 5, NULL, NULL, 0);
  printf("not reached\n");
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); // the mock driver's lines and ours in order
  if (argc > 1) errors(argv[1]);
  for (int i = 0; i < N; ++i) x[i] = i, y[i] = 1.0;
  axpy(&kAxpy, 2.0);
  // CHECK: mock: load module 1: // schedule A
  // CHECK-NEXT: mock: function axpy
  // CHECK-NEXT: mock: launch axpy: 3 blocks of 128 threads (1 1 1 1 0), lb 0 ub 300, results none
  printf("device %d\n", psyRtCudaDevice());
  // Local rank 3 of a node with the mock's 2 devices.
  // CHECK-NEXT: device 1
  axpy(&kAxpy, 2.0);
  axpy(&kAxpyAgain, 1.0);
  // CHECK-NEXT: mock: launch axpy: 3 blocks
  // CHECK-NEXT: mock: launch axpy: 3 blocks
  printStats("three launches");
  // CHECK-NEXT: three launches: 3 launches, 2 in (4800 bytes), 0 out (0 bytes)
  psyRtDevUpdateHost(y, sizeof y);
  printf("y[0] %g y[299] %g\n", y[0], y[N - 1]);
  // y = 1 + 5i
  // CHECK-NEXT: y[0] 1 y[299] 1496
  sum(&kSum, 0, N);
  // CHECK-NEXT: mock: function sum
  // CHECK-NEXT: mock: launch sum: 3 blocks of 128 threads (1 1 1 1 0), lb 0 ub 300, results yes
  // 300 + 5 * 44850
  // CHECK-NEXT: sum 224550.0 over 300 iterations
  sum(&kSum, 129, 130);
  // CHECK-NEXT: mock: launch sum: 1 blocks of 128 threads (1 1 1 1 0), lb 129 ub 130, results yes
  // CHECK-NEXT: sum 646.0 over 1 iterations
  sum(&kSumB, 0, 128);
  // CHECK-NEXT: mock: load module 2: // schedule B
  // CHECK-NEXT: mock: function sum
  // CHECK-NEXT: mock: launch sum: 1 blocks of 128 threads (1 1 1 1 0), lb 0 ub 128, results yes
  // CHECK-NEXT: sum 40768.0 over 128 iterations
  sum(&kSum, 7, 7);
  // CHECK-NEXT: sum 0.0 over 0 iterations
  printStats("sums");
  // CHECK-NEXT: sums: 6 launches, 2 in (4800 bytes), 4 out (2448 bytes)
  return 0;
}
// CHECK-NEXT: psy-device: cuda: Mock GPU 1: 6 launches, 2 copies to the device (4800 bytes), 4 copies to the host (2448 bytes)
