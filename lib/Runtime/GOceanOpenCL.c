/*
 * The GOcean OpenCL runtime's environment (include/psy-rt/GOceanOpenCL.h): the device choice,
 * the context and queue, failure messages that name the OpenCL call and its error code, and
 * programs built from OpenCL C source with their kernels. Buffers and launches are in
 * GOceanOpenCLData.c.
 */
#include "GOceanOpenCLInternal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

PsyRtOclEnv psyRtOclEnv;

/* The last failure's message, kept apart from the environment so that it outlives
 * psyRtOclFinalize. */
static char *lastError;

/* OpenCL 1.2's error codes and their names, for messages. */
static const struct {
  cl_int code;
  const char *name;
} errorNames[] = {
#define PSY_CL_ERROR(name) {name, #name},
    PSY_CL_ERROR(CL_DEVICE_NOT_FOUND) PSY_CL_ERROR(CL_DEVICE_NOT_AVAILABLE)
    PSY_CL_ERROR(CL_COMPILER_NOT_AVAILABLE) PSY_CL_ERROR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    PSY_CL_ERROR(CL_OUT_OF_RESOURCES) PSY_CL_ERROR(CL_OUT_OF_HOST_MEMORY)
    PSY_CL_ERROR(CL_PROFILING_INFO_NOT_AVAILABLE) PSY_CL_ERROR(CL_MEM_COPY_OVERLAP)
    PSY_CL_ERROR(CL_IMAGE_FORMAT_MISMATCH) PSY_CL_ERROR(CL_IMAGE_FORMAT_NOT_SUPPORTED)
    PSY_CL_ERROR(CL_BUILD_PROGRAM_FAILURE) PSY_CL_ERROR(CL_MAP_FAILURE)
    PSY_CL_ERROR(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    PSY_CL_ERROR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    PSY_CL_ERROR(CL_COMPILE_PROGRAM_FAILURE) PSY_CL_ERROR(CL_LINKER_NOT_AVAILABLE)
    PSY_CL_ERROR(CL_LINK_PROGRAM_FAILURE) PSY_CL_ERROR(CL_DEVICE_PARTITION_FAILED)
    PSY_CL_ERROR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE) PSY_CL_ERROR(CL_INVALID_VALUE)
    PSY_CL_ERROR(CL_INVALID_DEVICE_TYPE) PSY_CL_ERROR(CL_INVALID_PLATFORM)
    PSY_CL_ERROR(CL_INVALID_DEVICE) PSY_CL_ERROR(CL_INVALID_CONTEXT)
    PSY_CL_ERROR(CL_INVALID_QUEUE_PROPERTIES) PSY_CL_ERROR(CL_INVALID_COMMAND_QUEUE)
    PSY_CL_ERROR(CL_INVALID_HOST_PTR) PSY_CL_ERROR(CL_INVALID_MEM_OBJECT)
    PSY_CL_ERROR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR) PSY_CL_ERROR(CL_INVALID_IMAGE_SIZE)
    PSY_CL_ERROR(CL_INVALID_SAMPLER) PSY_CL_ERROR(CL_INVALID_BINARY)
    PSY_CL_ERROR(CL_INVALID_BUILD_OPTIONS) PSY_CL_ERROR(CL_INVALID_PROGRAM)
    PSY_CL_ERROR(CL_INVALID_PROGRAM_EXECUTABLE) PSY_CL_ERROR(CL_INVALID_KERNEL_NAME)
    PSY_CL_ERROR(CL_INVALID_KERNEL_DEFINITION) PSY_CL_ERROR(CL_INVALID_KERNEL)
    PSY_CL_ERROR(CL_INVALID_ARG_INDEX) PSY_CL_ERROR(CL_INVALID_ARG_VALUE)
    PSY_CL_ERROR(CL_INVALID_ARG_SIZE) PSY_CL_ERROR(CL_INVALID_KERNEL_ARGS)
    PSY_CL_ERROR(CL_INVALID_WORK_DIMENSION) PSY_CL_ERROR(CL_INVALID_WORK_GROUP_SIZE)
    PSY_CL_ERROR(CL_INVALID_WORK_ITEM_SIZE) PSY_CL_ERROR(CL_INVALID_GLOBAL_OFFSET)
    PSY_CL_ERROR(CL_INVALID_EVENT_WAIT_LIST) PSY_CL_ERROR(CL_INVALID_EVENT)
    PSY_CL_ERROR(CL_INVALID_OPERATION) PSY_CL_ERROR(CL_INVALID_GL_OBJECT)
    PSY_CL_ERROR(CL_INVALID_BUFFER_SIZE) PSY_CL_ERROR(CL_INVALID_MIP_LEVEL)
    PSY_CL_ERROR(CL_INVALID_GLOBAL_WORK_SIZE) PSY_CL_ERROR(CL_INVALID_PROPERTY)
    PSY_CL_ERROR(CL_INVALID_IMAGE_DESCRIPTOR) PSY_CL_ERROR(CL_INVALID_COMPILER_OPTIONS)
    PSY_CL_ERROR(CL_INVALID_LINKER_OPTIONS) PSY_CL_ERROR(CL_INVALID_DEVICE_PARTITION_COUNT)
#undef PSY_CL_ERROR
};

static const char *errorName(cl_int code) {
  for (size_t k = 0; k < sizeof(errorNames) / sizeof(errorNames[0]); ++k)
    if (errorNames[k].code == code)
      return errorNames[k].name;
  return "an unknown OpenCL error";
}

/* Replaces the last message with prefix + the formatted text + suffix. */
static void setError(const char *prefix, const char *suffix, const char *fmt, va_list ap) {
  char body[1024];
  vsnprintf(body, sizeof(body), fmt, ap);
  size_t size = strlen(prefix) + strlen(body) + strlen(suffix) + 1;
  char *message = malloc(size);
  if (message)
    snprintf(message, size, "%s%s%s", prefix, body, suffix);
  free(lastError);
  lastError = message;
}

int psyRtOclFailCall(cl_int code, const char *call, const char *fmt, ...) {
  char suffix[160];
  snprintf(suffix, sizeof(suffix), ": %s failed with %s (%d)", call, errorName(code), (int)code);
  va_list ap;
  va_start(ap, fmt);
  setError("", suffix, fmt, ap);
  va_end(ap);
  return code;
}

int psyRtOclFail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  setError("", "", fmt, ap);
  va_end(ap);
  return PSY_RT_OCL_FAILURE;
}

const char *psyRtOclGetError(void) {
  return lastError ? lastError : "";
}

const char *psyRtOclGetDeviceName(void) {
  return psyRtOclEnv.initialised ? psyRtOclEnv.deviceName : "";
}

/* The devices of `type` on a platform, at most `max`; their count. */
static cl_uint platformDevices(cl_platform_id platform, cl_device_type type, cl_device_id *out,
                               cl_uint max) {
  cl_uint n = 0;
  if (clGetDeviceIDs(platform, type, max, out, &n) != CL_SUCCESS)
    return 0;
  return n < max ? n : max;
}

/* Device `wanted` (0-based) over every device of every platform, in platform order. */
static int pickNumbered(cl_platform_id *platforms, cl_uint np, long wanted, cl_device_id *out) {
  long seen = 0;
  for (cl_uint p = 0; p < np; ++p) {
    cl_device_id devices[64];
    cl_uint n = platformDevices(platforms[p], CL_DEVICE_TYPE_ALL, devices, 64);
    if (wanted < seen + (long)n) {
      *out = devices[wanted - seen];
      return 0;
    }
    seen += n;
  }
  return psyRtOclFail("%s=%ld: there are only %ld OpenCL devices", PSY_RT_OCL_DEVICE_ENV,
                      wanted, seen);
}

/* The device PSY_OPENCL_DEVICE names, else the first GPU or CPU device of the first platform
 * that has one. */
static int pickDevice(cl_device_id *out) {
  cl_platform_id platforms[16];
  cl_uint np = 0;
  cl_int err = clGetPlatformIDs(16, platforms, &np);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clGetPlatformIDs", "no OpenCL platform");
  np = np < 16 ? np : 16;
  const char *env = getenv(PSY_RT_OCL_DEVICE_ENV);
  if (env && *env) {
    char *end;
    long wanted = strtol(env, &end, 10);
    if (*end || wanted < 0)
      return psyRtOclFail("%s=%s: expected a device number from 0", PSY_RT_OCL_DEVICE_ENV, env);
    return pickNumbered(platforms, np, wanted, out);
  }
  for (cl_uint p = 0; p < np; ++p)
    if (platformDevices(platforms[p], CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_CPU, out, 1))
      return 0;
  return psyRtOclFail("no OpenCL platform has a GPU or CPU device");
}

int psyRtOclInit(void) {
  PsyRtOclEnv *env = &psyRtOclEnv;
  if (env->initialised)
    return 0;
  int rc = pickDevice(&env->device);
  if (rc)
    return rc;
  cl_int err;
  env->context = clCreateContext(NULL, 1, &env->device, NULL, NULL, &err);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clCreateContext", "the OpenCL context");
  env->queue = clCreateCommandQueue(env->context, env->device, 0, &err);
  if (err != CL_SUCCESS) {
    clReleaseContext(env->context);
    return psyRtOclFailCall(err, "clCreateCommandQueue", "the OpenCL queue");
  }
  clGetDeviceInfo(env->device, CL_DEVICE_NAME, sizeof(env->deviceName), env->deviceName, NULL);
  env->initialised = 1;
  return 0;
}

static void releaseProgram(PsyRtOclProgram *program) {
  for (PsyRtOclKernel *k = program->kernels, *next; k; k = next) {
    next = k->next;
    clReleaseKernel(k->kernel);
    free(k->name);
    free(k);
  }
  clReleaseProgram(program->program);
  free(program);
}

void psyRtOclFinalize(void) {
  PsyRtOclEnv *env = &psyRtOclEnv;
  if (!env->initialised)
    return;
  clFinish(env->queue);
  psyRtOclReleaseBuffers();
  for (PsyRtOclProgram *p = env->programs, *next; p; p = next) {
    next = p->next;
    releaseProgram(p);
  }
  clReleaseCommandQueue(env->queue);
  clReleaseContext(env->context);
  memset(env, 0, sizeof(*env));
}

/* The build log of a program that failed to build, or a note that there is none. */
static char *buildLog(cl_program program) {
  size_t size = 0;
  clGetProgramBuildInfo(program, psyRtOclEnv.device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size);
  char *log = malloc(size + 1);
  if (!log)
    return NULL;
  log[0] = '\0';
  if (size)
    clGetProgramBuildInfo(program, psyRtOclEnv.device, CL_PROGRAM_BUILD_LOG, size, log, NULL);
  log[size] = '\0';
  return log;
}

/* Records a build failure of `name` with its log as the last message. */
static int failBuild(cl_int err, const char *name, cl_program program) {
  char *log = buildLog(program);
  psyRtOclFailCall(err, "clBuildProgram", "the OpenCL program %s does not build", name);
  const char *head = psyRtOclGetError();
  size_t size = strlen(head) + (log ? strlen(log) : 0) + 16;
  char *message = malloc(size);
  if (message) {
    snprintf(message, size, "%s; build log:\n%s", head, log ? log : "");
    free(lastError);
    lastError = message;
  }
  free(log);
  return err;
}

/* No fast-math options: results must match the CPU's to 1e-12 (docs/opencl.md). */
static const char buildOptions[] = "-cl-std=CL1.2";

int psyRtOclProgramCreate(const char *name, const char *source, PsyRtOclProgram **out) {
  int rc = psyRtOclInit();
  if (rc)
    return rc;
  cl_int err;
  cl_program program =
      clCreateProgramWithSource(psyRtOclEnv.context, 1, &source, NULL, &err);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clCreateProgramWithSource", "the OpenCL program %s", name);
  err = clBuildProgram(program, 1, &psyRtOclEnv.device, buildOptions, NULL, NULL);
  if (err != CL_SUCCESS) {
    failBuild(err, name, program);
    clReleaseProgram(program);
    return err;
  }
  PsyRtOclProgram *p = calloc(1, sizeof(*p));
  if (!p) {
    clReleaseProgram(program);
    return psyRtOclFail("out of memory for the OpenCL program %s", name);
  }
  p->program = program;
  p->next = psyRtOclEnv.programs;
  psyRtOclEnv.programs = p;
  *out = p;
  return 0;
}

/* The whole of a file as a string, or NULL. */
static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *text = NULL;
  long size = -1;
  if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0)
    text = malloc((size_t)size + 1);
  if (text && fread(text, 1, (size_t)size, f) == (size_t)size) {
    text[size] = '\0';
  } else {
    free(text);
    text = NULL;
  }
  fclose(f);
  return text;
}

int psyRtOclProgramCreateFromFile(const char *path, PsyRtOclProgram **out) {
  char *source = readFile(path);
  if (!source)
    return psyRtOclFail("cannot read the OpenCL source file %s", path);
  int rc = psyRtOclProgramCreate(path, source, out);
  free(source);
  return rc;
}

int psyRtOclKernelGet(PsyRtOclProgram *program, const char *name, PsyRtOclKernel **out) {
  for (PsyRtOclKernel *k = program->kernels; k; k = k->next)
    if (strcmp(k->name, name) == 0) {
      *out = k;
      return 0;
    }
  cl_int err;
  cl_kernel kernel = clCreateKernel(program->program, name, &err);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clCreateKernel", "the OpenCL kernel %s", name);
  PsyRtOclKernel *k = calloc(1, sizeof(*k));
  char *copy = malloc(strlen(name) + 1);
  if (!k || !copy) {
    free(k);
    free(copy);
    clReleaseKernel(kernel);
    return psyRtOclFail("out of memory for the OpenCL kernel %s", name);
  }
  strcpy(copy, name);
  k->kernel = kernel;
  k->name = copy;
  clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof(k->numArgs), &k->numArgs, NULL);
  k->next = program->kernels;
  program->kernels = k;
  *out = k;
  return 0;
}
