// The GOcean OpenCL runtime's C API on the first device (PoCL in the suite): a kernel of the
// contract (docs/opencl.md) run over a region of a 6 x 5 array; data_on_device tracking (the
// field crosses to the device once for two kernels, is read back once for two reads, and
// crosses again only after the host writes it); a program that does not build gives its
// name, the OpenCL error's name and the build log, and a non-zero status; a missing source
// file and a device number past the last device are errors with a message.
// RUN: %cc %s -I%psy_src_root/include %rt_gocean_ocl_libs -o %t
// RUN: %t | FileCheck %s
// RUN: env PSY_OPENCL_DEVICE=99 not %t 2>&1 | FileCheck %s --check-prefix=NODEV
#include "psy-rt/GOceanOpenCL.h"

#include <stdio.h>

// NODEV: init failed: PSY_OPENCL_DEVICE=99: there are only {{[0-9]+}} OpenCL devices

enum { NX = 6, NY = 5 };

static const char source[] =
    "__kernel void scale_code(__global double *restrict a, double f, int xstart, int xstop,\n"
    "                         int ystart, int ystop) {\n"
    "  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;\n"
    "  if (i < xstart || i > xstop || j < ystart || j > ystop) return;\n"
    "  a[(i - 1) + (j - 1) * get_global_size(0)] *= f;\n"
    "}\n";

static const char broken[] = "__kernel void broken_code(__global double *a) { a[0] = ; }\n";

static void printCounts(const char *when) {
  long toDevice, toHost;
  psyRtOclGetTransferCounts(&toDevice, &toHost);
  printf("%s: to device %ld, to host %ld\n", when, toDevice, toHost);
}

/* Runs scale_code with factor f over 2:5 x 2:4 (the interior of the 6 x 5 array). */
static int scale(PsyRtOclKernel *k, PsyRtOclBuffer *b, double f) {
  int rc = psyRtOclKernelSetBuffer(k, 0, b, 1);
  if (!rc)
    rc = psyRtOclKernelSetDouble(k, 1, f);
  return rc ? rc : psyRtOclKernelLaunch(k, NX, NY, 2, 5, 2, 4);
}

static void printRow(const double *a, int j) {
  printf("row %d:", j);
  for (int i = 1; i <= NX; ++i)
    printf(" %g", a[(i - 1) + (j - 1) * NX]);
  printf("\n");
}

static int runKernels(void) {
  double a[NX * NY];
  for (int k = 0; k < NX * NY; ++k)
    a[k] = 1.0;
  PsyRtOclProgram *program;
  PsyRtOclKernel *kernel;
  PsyRtOclBuffer *buffer;
  if (psyRtOclProgramCreate("scale", source, &program) ||
      psyRtOclKernelGet(program, "scale_code", &kernel) ||
      psyRtOclBufferCreate(a, sizeof(a), &buffer) || scale(kernel, buffer, 2.0) ||
      scale(kernel, buffer, 3.0))
    return 1;
  printCounts("two kernels");
  // CHECK: two kernels: to device 1, to host 0
  if (psyRtOclBufferToHost(buffer) || psyRtOclBufferToHost(buffer))
    return 1;
  printCounts("two reads");
  // CHECK-NEXT: two reads: to device 1, to host 1
  printRow(a, 1);
  printRow(a, 2);
  // CHECK-NEXT: row 1: 1 1 1 1 1 1
  // CHECK-NEXT: row 2: 1 6 6 6 6 1
  // A halo exchange: the host reads, writes the halo, says so; the next kernel copies over.
  a[0] = 10.0;
  psyRtOclBufferHostWritten(buffer);
  if (scale(kernel, buffer, 0.5) || psyRtOclBufferToHost(buffer))
    return 1;
  printCounts("after a host write");
  // CHECK-NEXT: after a host write: to device 2, to host 2
  printRow(a, 1);
  printRow(a, 2);
  // CHECK-NEXT: row 1: 10 1 1 1 1 1
  // CHECK-NEXT: row 2: 1 3 3 3 3 1
  return 0;
}

static void checkErrors(void) {
  PsyRtOclProgram *program;
  int rc = psyRtOclProgramCreate("broken_code.cl", broken, &program);
  printf("broken: status %s\n%s\n", rc ? "non-zero" : "zero", psyRtOclGetError());
  // CHECK: broken: status non-zero
  // CHECK-NEXT: the OpenCL program broken_code.cl does not build: clBuildProgram failed with CL_BUILD_PROGRAM_FAILURE (-11); build log:
  // CHECK: error:
  rc = psyRtOclProgramCreateFromFile("no/such/kernels.cl", &program);
  printf("missing file: status %s: %s\n", rc ? "non-zero" : "zero", psyRtOclGetError());
  // CHECK: missing file: status non-zero: cannot read the OpenCL source file no/such/kernels.cl
}

int main(void) {
  if (psyRtOclInit()) {
    printf("init failed: %s\n", psyRtOclGetError());
    return 1;
  }
  if (runKernels()) {
    printf("failed: %s\n", psyRtOclGetError());
    return 1;
  }
  checkErrors();
  psyRtOclFinalize();
  printf("finalised: device name '%s'\n", psyRtOclGetDeviceName());
  // CHECK: finalised: device name ''
  return 0;
}
