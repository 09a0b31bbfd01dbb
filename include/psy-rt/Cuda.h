/* psy-rt/Cuda.h: the CUDA driver, loaded at run time (docs/gpu.md, "The runtime"). Nothing
 * links against CUDA when psy-mlir or a program is built: the driver, libcuda.so.1, is opened
 * with dlopen at the first call, and a machine without it gets a message that says so. Every
 * failure is a message naming the call, CUDA's error name and text, and what it was doing
 * (the invoke and kernel at a launch); psyRtCudaError returns it. */
#ifndef PSY_RT_CUDA_H
#define PSY_RT_CUDA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The device a process uses: this variable's number when set, else the MPI rank modulo the
 * number of devices (one device per rank on a node). */
#define PSY_RT_CUDA_DEVICE_ENV "PSY_CUDA_DEVICE"
/* The driver library opened; tests point it elsewhere. */
#define PSY_RT_CUDA_LIBRARY_ENV "PSY_CUDA_LIBRARY"

typedef uint64_t PsyRtCudaPtr; /* a device address */

/* Opens the driver, picks the device for `rank` and makes its primary context current.
 * 0 on success (again: nothing more), non-zero with the message in psyRtCudaError. */
int psyRtCudaInit(int rank);
/* The device picked, and its name ("" before psyRtCudaInit). */
int psyRtCudaDevice(void);
const char *psyRtCudaDeviceName(void);
/* The last failure's message. */
const char *psyRtCudaError(void);

/* Loads PTX text `ptx` (NUL-terminated) as a module; `what` names it in messages (the
 * schedule object's invokes). The driver's error log is part of a failure's message. */
int psyRtCudaModuleLoad(const char *ptx, const char *what, void **module);
/* Kernel `name` of `module`. */
int psyRtCudaFunction(void *module, const char *name, void **fn);
/* Launches `fn` on `blocks` blocks of `threads` threads with the kernel parameters `params`
 * (pointers to each value), and waits for it; `invoke` and `kernel` name it in messages. */
int psyRtCudaLaunch(void *fn, unsigned blocks, unsigned threads, void **params,
                    const char *invoke, const char *kernel);

/* Device memory, and copies to and from it; every copy is counted (psyRtCudaCopies). */
int psyRtCudaAlloc(size_t bytes, PsyRtCudaPtr *out);
int psyRtCudaFree(PsyRtCudaPtr p);
int psyRtCudaCopyIn(PsyRtCudaPtr to, const void *from, size_t bytes);
int psyRtCudaCopyOut(void *to, PsyRtCudaPtr from, size_t bytes);
/* The copies made so far, host to device and device to host. */
void psyRtCudaCopies(long *in, long *out);

/* Releases the context; the driver stays loaded. */
void psyRtCudaFinalize(void);

#ifdef __cplusplus
}
#endif
#endif
