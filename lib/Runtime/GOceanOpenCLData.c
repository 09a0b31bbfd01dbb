/*
 * The GOcean OpenCL runtime's data movement and launches (include/psy-rt/GOceanOpenCL.h):
 * one device buffer per host array, which remembers which copy is newer so that data crosses
 * between host and device only when the other side needs it (dl_esm_inf's `data_on_device`
 * rule, docs/opencl.md), kernel arguments, and the 2D NDRange launch of the kernel contract.
 */
#include "GOceanOpenCLInternal.h"

#include <stdlib.h>

int psyRtOclBufferCreate(void *host, size_t bytes, PsyRtOclBuffer **out) {
  int rc = psyRtOclInit();
  if (rc)
    return rc;
  cl_int err;
  cl_mem mem = clCreateBuffer(psyRtOclEnv.context, CL_MEM_READ_WRITE, bytes, NULL, &err);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clCreateBuffer", "a device buffer of %zu bytes", bytes);
  PsyRtOclBuffer *b = calloc(1, sizeof(*b));
  if (!b) {
    clReleaseMemObject(mem);
    return psyRtOclFail("out of memory for a device buffer");
  }
  *b = (PsyRtOclBuffer){mem, host, bytes, 1, 0, psyRtOclEnv.buffers};
  psyRtOclEnv.buffers = b;
  *out = b;
  return 0;
}

int psyRtOclBufferForHost(void *host, size_t bytes, PsyRtOclBuffer **out) {
  for (PsyRtOclBuffer *b = psyRtOclEnv.buffers; b; b = b->next)
    if (b->host == host && b->bytes == bytes) {
      *out = b;
      return 0;
    }
  return psyRtOclBufferCreate(host, bytes, out);
}

void psyRtOclBufferDestroy(PsyRtOclBuffer *buffer) {
  for (PsyRtOclBuffer **link = &psyRtOclEnv.buffers; *link; link = &(*link)->next)
    if (*link == buffer) {
      *link = buffer->next;
      clReleaseMemObject(buffer->mem);
      free(buffer);
      return;
    }
}

void psyRtOclReleaseBuffers(void) {
  while (psyRtOclEnv.buffers)
    psyRtOclBufferDestroy(psyRtOclEnv.buffers);
}

int psyRtOclBufferToHost(PsyRtOclBuffer *buffer) {
  if (!buffer->deviceNewer)
    return 0;
  cl_int err = clEnqueueReadBuffer(psyRtOclEnv.queue, buffer->mem, CL_TRUE, 0, buffer->bytes,
                                   buffer->host, 0, NULL, NULL);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clEnqueueReadBuffer", "reading a field from the device");
  buffer->deviceNewer = 0;
  ++psyRtOclEnv.toHost;
  return 0;
}

void psyRtOclBufferHostWritten(PsyRtOclBuffer *buffer) {
  buffer->hostNewer = 1;
  buffer->deviceNewer = 0;
}

int psyRtOclBufferIsDeviceNewer(const PsyRtOclBuffer *buffer) {
  return buffer->deviceNewer;
}

/* Copies the host's array over when the host wrote it since the last copy. Blocking, so that
 * the host may write the array again as soon as this returns. */
static int bufferToDevice(PsyRtOclBuffer *buffer) {
  if (!buffer->hostNewer)
    return 0;
  cl_int err = clEnqueueWriteBuffer(psyRtOclEnv.queue, buffer->mem, CL_TRUE, 0, buffer->bytes,
                                    buffer->host, 0, NULL, NULL);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clEnqueueWriteBuffer", "writing a field to the device");
  buffer->hostNewer = 0;
  ++psyRtOclEnv.toDevice;
  return 0;
}

/* clSetKernelArg with a message naming the kernel and the argument. */
static int setArg(PsyRtOclKernel *kernel, unsigned index, size_t size, const void *value) {
  cl_int err = clSetKernelArg(kernel->kernel, index, size, value);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clSetKernelArg", "argument %u of the OpenCL kernel %s",
                            index + 1, kernel->name);
  return 0;
}

int psyRtOclKernelSetBuffer(PsyRtOclKernel *kernel, unsigned index, PsyRtOclBuffer *buffer,
                            int written) {
  /* Even a written field is copied over: the kernel writes only its region, and the rest of
   * the device copy must hold the host's values when it is read back. */
  int rc = bufferToDevice(buffer);
  if (rc)
    return rc;
  rc = setArg(kernel, index, sizeof(cl_mem), &buffer->mem);
  if (!rc && written)
    buffer->deviceNewer = 1;
  return rc;
}

int psyRtOclKernelSetDouble(PsyRtOclKernel *kernel, unsigned index, double value) {
  return setArg(kernel, index, sizeof(value), &value);
}

int psyRtOclKernelSetInt(PsyRtOclKernel *kernel, unsigned index, int value) {
  return setArg(kernel, index, sizeof(value), &value);
}

int psyRtOclKernelLaunch(PsyRtOclKernel *kernel, size_t nx, size_t ny, int xstart, int xstop,
                         int ystart, int ystop) {
  if (kernel->numArgs < 4)
    return psyRtOclFail("the OpenCL kernel %s has %u arguments: it needs the region's four "
                        "bounds last", kernel->name, (unsigned)kernel->numArgs);
  const int bounds[4] = {xstart, xstop, ystart, ystop};
  for (unsigned k = 0; k < 4; ++k) {
    int rc = psyRtOclKernelSetInt(kernel, kernel->numArgs - 4 + k, bounds[k]);
    if (rc)
      return rc;
  }
  const size_t global[2] = {nx, ny};
  cl_int err = clEnqueueNDRangeKernel(psyRtOclEnv.queue, kernel->kernel, 2, NULL, global, NULL,
                                      0, NULL, NULL);
  if (err != CL_SUCCESS)
    return psyRtOclFailCall(err, "clEnqueueNDRangeKernel", "launching the OpenCL kernel %s",
                            kernel->name);
  return 0;
}

int psyRtOclFinish(void) {
  if (!psyRtOclEnv.initialised)
    return 0;
  cl_int err = clFinish(psyRtOclEnv.queue);
  return err == CL_SUCCESS ? 0 : psyRtOclFailCall(err, "clFinish", "waiting for the device");
}

void psyRtOclGetTransferCounts(long *toDevice, long *toHost) {
  *toDevice = psyRtOclEnv.toDevice;
  *toHost = psyRtOclEnv.toHost;
}

void psyRtOclResetTransferCounts(void) {
  psyRtOclEnv.toDevice = 0;
  psyRtOclEnv.toHost = 0;
}
