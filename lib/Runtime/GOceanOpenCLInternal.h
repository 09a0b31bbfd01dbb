/*
 * What the two halves of the GOcean OpenCL runtime share (GOceanOpenCL.c: the environment,
 * errors, programs and kernels; GOceanOpenCLData.c: buffers, arguments and launches). Not
 * installed: the public API is include/psy-rt/GOceanOpenCL.h.
 */
#ifndef PSY_RT_GOCEAN_OPENCL_INTERNAL_H
#define PSY_RT_GOCEAN_OPENCL_INTERNAL_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include "psy-rt/GOceanOpenCL.h"

struct PsyRtOclKernel {
  cl_kernel kernel;
  char *name;
  cl_uint numArgs;
  PsyRtOclKernel *next;
};

struct PsyRtOclProgram {
  cl_program program;
  PsyRtOclKernel *kernels;
  PsyRtOclProgram *next;
};

struct PsyRtOclBuffer {
  cl_mem mem;
  void *host;
  size_t bytes;
  int hostNewer;   /* the host wrote since the device copy was last made */
  int deviceNewer; /* a kernel wrote since the host copy was last read back */
  PsyRtOclBuffer *next;
};

/* The process's one OpenCL environment and what it owns. */
typedef struct {
  int initialised;
  cl_device_id device;
  cl_context context;
  cl_command_queue queue;
  char deviceName[256];
  PsyRtOclProgram *programs;
  PsyRtOclBuffer *buffers;
  long toDevice, toHost;
} PsyRtOclEnv;

extern PsyRtOclEnv psyRtOclEnv;

/* Records the failure of OpenCL call `call` with its code's name and a context (printf
 * style); returns `code` for the caller to pass on. */
int psyRtOclFailCall(cl_int code, const char *call, const char *fmt, ...);
/* Records a failure that is no OpenCL call's; returns PSY_RT_OCL_FAILURE. */
int psyRtOclFail(const char *fmt, ...);
/* Releases every buffer (GOceanOpenCLData.c; psyRtOclFinalize calls it). */
void psyRtOclReleaseBuffers(void);

#endif
