/* Runs OpenCL C kernels translated by psyc (docs/opencl.md) on the installed OpenCL platform
 * (PoCL) and compares them with the same kernels compiled from Fortran by flang
 * (kernel_wrappers.f90): each kernel named on the command line runs over a 12 x 10 grid of
 * random values, region 2..11 x 2..9, and every array must agree to 1e-12 relative.
 * usage: run-kernel PROGRAM.cl KERNEL... (KERNEL without its _code suffix) */
#define _XOPEN_SOURCE 700 /* drand48 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NX = 12, NY = 10, XSTART = 2, XSTOP = 11, YSTART = 2, YSTOP = 9, MAXARGS = 8 };

typedef void (*Wrapper)(const int *d, void *const *f, const double *r, const int *n);
void compute_cu_c(const int *, void *const *, const double *, const int *);
void compute_cv_c(const int *, void *const *, const double *, const int *);
void compute_h_c(const int *, void *const *, const double *, const int *);
void compute_pnew_c(const int *, void *const *, const double *, const int *);
void compute_unew_c(const int *, void *const *, const double *, const int *);
void compute_vnew_c(const int *, void *const *, const double *, const int *);
void compute_z_c(const int *, void *const *, const double *, const int *);
void time_smooth_c(const int *, void *const *, const double *, const int *);
void extra_c(const int *, void *const *, const double *, const int *);

/* Each kernel's arguments in order: F an array of doubles, R a double, I an int. */
static const struct {
  const char *name, *sig;
  Wrapper cpu;
} kKernels[] = {
    {"compute_cu", "FFF", compute_cu_c},         {"compute_cv", "FFF", compute_cv_c},
    {"compute_h", "FFFF", compute_h_c},          {"compute_pnew", "FFFFRRR", compute_pnew_c},
    {"compute_unew", "FFFFFRR", compute_unew_c}, {"compute_vnew", "FFFFFRR", compute_vnew_c},
    {"compute_z", "FFFFRR", compute_z_c},        {"time_smooth", "FFFR", time_smooth_c},
    {"extra", "FFFRI", extra_c},
};

static void check(cl_int err, const char *what) {
  if (err == CL_SUCCESS) return;
  fprintf(stderr, "run-kernel: %s failed (%d)\n", what, (int)err);
  exit(1);
}

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) perror(path), exit(1);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  rewind(f);
  char *s = calloc((size_t)n + 1, 1);
  if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) perror(path), exit(1);
  fclose(f);
  return s;
}

typedef struct {
  cl_context ctx;
  cl_command_queue queue;
  cl_program program;
} Cl;

static Cl setUp(const char *path) {
  Cl c;
  cl_platform_id platform;
  cl_device_id dev;
  cl_int err;
  check(clGetPlatformIDs(1, &platform, NULL), "clGetPlatformIDs");
  check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &dev, NULL), "clGetDeviceIDs");
  c.ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
  check(err, "clCreateContext");
  c.queue = clCreateCommandQueue(c.ctx, dev, 0, &err);
  check(err, "clCreateCommandQueue");
  char *src = readFile(path);
  c.program = clCreateProgramWithSource(c.ctx, 1, (const char **)&src, NULL, &err);
  check(err, "clCreateProgramWithSource");
  if (clBuildProgram(c.program, 1, &dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) {
    static char log[1 << 16];
    clGetProgramBuildInfo(c.program, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "run-kernel: %s does not build:\n%s\n", path, log);
    exit(1);
  }
  free(src);
  return c;
}

/* Runs kernel k on the device with the inputs in gpu[] (arrays, updated) and scalars. */
static void runDevice(const Cl *c, int k, double *gpu[], const double *r, const int *n) {
  char name[64];
  snprintf(name, sizeof name, "%s_code", kKernels[k].name);
  cl_int err;
  cl_kernel kern = clCreateKernel(c->program, name, &err);
  check(err, name);
  cl_mem bufs[MAXARGS];
  int nf = 0, nr = 0, ni = 0, a = 0;
  size_t bytes = sizeof(double) * NX * NY;
  for (const char *s = kKernels[k].sig; *s; ++s, ++a) {
    if (*s == 'F') {
      bufs[nf] = clCreateBuffer(c->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, gpu[nf], &err);
      check(err, "clCreateBuffer");
      check(clSetKernelArg(kern, a, sizeof(cl_mem), &bufs[nf++]), "clSetKernelArg");
    } else if (*s == 'R') check(clSetKernelArg(kern, a, sizeof(double), &r[nr++]), "clSetKernelArg");
    else check(clSetKernelArg(kern, a, sizeof(int), &n[ni++]), "clSetKernelArg");
  }
  const int region[4] = {XSTART, XSTOP, YSTART, YSTOP};
  for (int i = 0; i < 4; ++i) check(clSetKernelArg(kern, a + i, sizeof(int), &region[i]), "clSetKernelArg");
  size_t global[2] = {NX, NY};
  check(clEnqueueNDRangeKernel(c->queue, kern, 2, NULL, global, NULL, 0, NULL, NULL), name);
  for (int i = 0; i < nf; ++i) {
    check(clEnqueueReadBuffer(c->queue, bufs[i], CL_TRUE, 0, bytes, gpu[i], 0, NULL, NULL),
          "clEnqueueReadBuffer");
    clReleaseMemObject(bufs[i]);
  }
  clReleaseKernel(kern);
}

/* Largest relative difference between the two runs' arrays (absolute where the CPU's is 0). */
static double compare(int nf, double *cpu[], double *gpu[]) {
  double worst = 0;
  for (int i = 0; i < nf; ++i)
    for (int p = 0; p < NX * NY; ++p) {
      double ref = cpu[i][p], d = fabs(gpu[i][p] - ref);
      double rel = ref != 0 ? d / fabs(ref) : d;
      if (rel > worst || rel != rel) worst = rel != rel ? INFINITY : rel;
    }
  return worst;
}

static int runOne(const Cl *c, int k) {
  double *cpu[MAXARGS] = {0}, *gpu[MAXARGS] = {0}, r[MAXARGS];
  int n[MAXARGS], nf = 0, nr = 0, ni = 0;
  for (const char *s = kKernels[k].sig; *s; ++s) {
    if (*s == 'F') {
      cpu[nf] = malloc(sizeof(double) * NX * NY), gpu[nf] = malloc(sizeof(double) * NX * NY);
      for (int p = 0; p < NX * NY; ++p) cpu[nf][p] = gpu[nf][p] = 0.5 + drand48();
      ++nf;
    } else if (*s == 'R') r[nr++] = 0.1 + drand48();
    else n[ni] = 3 + ni, ++ni;
  }
  const int d[6] = {NX, NY, XSTART, XSTOP, YSTART, YSTOP};
  kKernels[k].cpu(d, (void *const *)cpu, r, n);
  runDevice(c, k, gpu, r, n);
  double worst = compare(nf, cpu, gpu);
  printf("%s: %s\n", kKernels[k].name, worst <= 1e-12 ? "agree" : "DIFFER");
  if (worst > 1e-12) printf("  largest relative difference %g\n", worst);
  for (int i = 0; i < nf; ++i) free(cpu[i]), free(gpu[i]);
  return worst <= 1e-12 ? 0 : 1;
}

int main(int argc, char **argv) {
  if (argc < 3) return fprintf(stderr, "usage: run-kernel PROGRAM.cl KERNEL...\n"), 2;
  Cl c = setUp(argv[1]);
  srand48(12345);
  int failed = 0;
  size_t nk = sizeof kKernels / sizeof kKernels[0];
  for (int a = 2; a < argc; ++a) {
    size_t k = 0;
    while (k < nk && strcmp(kKernels[k].name, argv[a])) ++k;
    if (k == nk) return fprintf(stderr, "run-kernel: unknown kernel '%s'\n", argv[a]), 2;
    failed += runOne(&c, (int)k);
  }
  clReleaseProgram(c.program);
  clReleaseCommandQueue(c.queue);
  clReleaseContext(c.ctx);
  return failed != 0;
}
