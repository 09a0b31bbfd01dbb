/*
 * psy-rt GOcean OpenCL: the host side of the GOcean OpenCL back end (docs/opencl.md). A PSy
 * layer that runs its kernels as OpenCL C kernels calls it to pick a device, build a program
 * from the kernels' source, keep one device buffer per field and launch each kernel over a
 * 2D NDRange with the loop region as its last four arguments (the kernel contract in
 * docs/opencl.md).
 *
 * Plain C17 over the OpenCL 1.2 C API, no MLIR; libPsyRuntimeGOceanOpenCL.a, linked with
 * -lOpenCL. The Fortran module psy_opencl_mod (lib/Runtime/gocean) is its Fortran interface.
 *
 * Conventions
 * - One OpenCL environment per process (per MPI rank): a device, a context and one in-order
 *   command queue, made by the first psyRtOclInit (every other call initialises it when
 *   needed) and released by psyRtOclFinalize. This is the library's only global state.
 * - Every call that can fail returns 0 on success and otherwise a non-zero code: the OpenCL
 *   error code (negative) or PSY_RT_OCL_FAILURE. Nothing is printed and nothing stops the
 *   program: psyRtOclGetError gives the message of the last failure, which names the OpenCL
 *   call and the error code's name (and holds the build log of a program that does not
 *   build); the caller decides what to do with it.
 * - A buffer mirrors a host array whose address stays fixed for the buffer's life (a Fortran
 *   field's data). It knows which copy is newer, so that data crosses only when needed:
 *   a kernel argument copies the host's array over only when the host wrote it since
 *   (psyRtOclBufferHostWritten), and psyRtOclBufferToHost reads the device copy back only
 *   when a kernel wrote it since.
 */
#ifndef PSY_RT_GOCEAN_OPENCL_H
#define PSY_RT_GOCEAN_OPENCL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The code of a failure that is not an OpenCL call's (a missing file, no device, ...). */
#define PSY_RT_OCL_FAILURE (-10000)

/* The environment variable choosing the device: N (0-based) counts every device of every
 * platform, in platform order. Unset: the first GPU or CPU device of the first platform that
 * has one. */
#define PSY_RT_OCL_DEVICE_ENV "PSY_OPENCL_DEVICE"

typedef struct PsyRtOclProgram PsyRtOclProgram;
typedef struct PsyRtOclKernel PsyRtOclKernel;
typedef struct PsyRtOclBuffer PsyRtOclBuffer;

/* Picks the device and makes the context and queue, once; later calls return 0 at once. */
int psyRtOclInit(void);
/* Releases every program, kernel and buffer still alive and the environment; a later call
 * may initialise again. Harmless when not initialised. */
void psyRtOclFinalize(void);
/* The message of the last failure ("" when none); valid until the next failing call. */
const char *psyRtOclGetError(void);
/* The chosen device's name (CL_DEVICE_NAME); "" when not initialised. */
const char *psyRtOclGetDeviceName(void);

/* Builds OpenCL C source text (options "-cl-std=CL1.2", no fast-math) into a program whose
 * kernels are then found by name. `name` names the source in messages. A build failure's
 * message holds the build log. The runtime owns the program (psyRtOclFinalize releases it). */
int psyRtOclProgramCreate(const char *name, const char *source, PsyRtOclProgram **out);
/* The same from a file (its path names it in messages). */
int psyRtOclProgramCreateFromFile(const char *path, PsyRtOclProgram **out);
/* The kernel `name` of a program (one object per name: asking again gives the same). */
int psyRtOclKernelGet(PsyRtOclProgram *program, const char *name, PsyRtOclKernel **out);

/* A device buffer mirroring `bytes` bytes at `host`; the host copy counts as the newer one,
 * so the first kernel use copies it over. The runtime owns the buffer. */
int psyRtOclBufferCreate(void *host, size_t bytes, PsyRtOclBuffer **out);
/* The buffer mirroring `bytes` bytes at `host`, made by the first call for that array (as
 * psyRtOclBufferCreate) and found by the later ones: for arrays the host sets once and kernels
 * only read, such as the grid's properties (area_t, tmask, ...). */
int psyRtOclBufferForHost(void *host, size_t bytes, PsyRtOclBuffer **out);
void psyRtOclBufferDestroy(PsyRtOclBuffer *buffer);
/* Brings the host copy up to date: reads the device copy back if a kernel wrote it since the
 * last read (blocking: the kernels before it have finished). */
int psyRtOclBufferToHost(PsyRtOclBuffer *buffer);
/* Says the host wrote its copy: the next kernel use copies it over. */
void psyRtOclBufferHostWritten(PsyRtOclBuffer *buffer);
/* Whether the device copy is newer than the host's. */
int psyRtOclBufferIsDeviceNewer(const PsyRtOclBuffer *buffer);

/* Kernel argument `index` (0-based) is a buffer: its device copy is brought up to date first,
 * and when `written` the kernel's run makes the device copy the newer one. */
int psyRtOclKernelSetBuffer(PsyRtOclKernel *kernel, unsigned index, PsyRtOclBuffer *buffer,
                            int written);
int psyRtOclKernelSetDouble(PsyRtOclKernel *kernel, unsigned index, double value);
int psyRtOclKernelSetInt(PsyRtOclKernel *kernel, unsigned index, int value);
/* Sets the kernel's last four arguments to xstart, xstop, ystart, ystop (Fortran 1-based,
 * bounds included) and enqueues it over a 2D NDRange of nx x ny work items (the arrays'
 * extents), local size chosen by the implementation. Does not wait. */
int psyRtOclKernelLaunch(PsyRtOclKernel *kernel, size_t nx, size_t ny, int xstart, int xstop,
                         int ystart, int ystop);
/* Waits for everything enqueued. */
int psyRtOclFinish(void);

/* Debug counters for tests: the copies host to device and device to host since the last
 * reset (or since psyRtOclInit). */
void psyRtOclGetTransferCounts(long *toDevice, long *toHost);
void psyRtOclResetTransferCounts(void);

#ifdef __cplusplus
}
#endif

#endif
