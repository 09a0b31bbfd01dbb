/* Internal: psy-device-outline's pieces (docs/gpu.md). DeviceOutline.c moves a device loop's
 * work into a kernel function; DeviceLaunch.c puts the launch in its place and runs the pass;
 * DeviceHost.c brings the host copies up to date where the invoke itself touches arrays. */
#ifndef PSY_TRANSFORMS_DEVICEOUTLINE_H
#define PSY_TRANSFORMS_DEVICEOUTLINE_H

#include <stdbool.h>

#include "IRBuild.h"
#include "mlir-c/IR.h"

/* The prefix of every kernel function; its descriptor is the kernel's name + this suffix. */
#define PSY_DEVICE_KERNEL_PREFIX "__psy_dev_"
#define PSY_DEVICE_DESC_SUFFIX "_desc"
/* The attribute of the ops a launch builds that touch an array for the device. */
#define PSY_DEVICE_MAP_ATTR "psy.device_map"

/* psy-lower-gocean{device=true}'s mark of an array's pointer with its size in bytes:
 * `llvm.call @psy_device_array(%ptr, %bytes) -> !llvm.ptr`, the pointer itself; the pass maps
 * such an array as a memref's and replaces every mark left by its pointer. */
#define PSY_DEVICE_ARRAY_MARK "psy_device_array"

/* One parameter of a kernel: the invoke's value, and for an array how the kernel uses it. */
typedef struct {
  MlirValue outer;
  bool memref, written;
  MlirValue bytes; /* an array's pointer marked with its size: the size; else null */
} PsyDeviceArg;

/* A launch being built. */
typedef struct {
  MlirOperation loop, kernel;
  MlirOperation anchor;  /* a placeholder where the loop was: the launch goes before it */
  MlirValue results;     /* device_serial, device_chunks: the host's buffer of the loop's
                            results */
  bool serial;           /* device_serial: one thread runs the loop */
  bool chunks;           /* device_chunks: PSY_DEVICE_REDUCTION_THREADS threads, partial sums */
  PsyDeviceArg *args;    /* the kernel's parameters after %iv and %results (heap) */
  int nargs;
} PsyDeviceLaunch;

/* Whether `op` is a PSY_DEVICE_ARRAY_MARK call. */
bool psyDeviceIsArrayMark(MlirOperation op);

/* DeviceOutline.c: the kernel `name` for `loop` (marked psy.device) of `invoke`; fills `out`.
 * Errors are emitted at the values the device cannot be given. */
MlirLogicalResult psyDeviceOutlineLoop(MlirOperation invoke, MlirOperation loop,
                                       const char *name, PsyDeviceLaunch *out);
/* DeviceLaunch.c: the anchor, and the readers of a device_serial loop's results (loads from
 * the results buffer after the anchor), made before the loop moves. */
void psyDeviceLaunchPrepare(PsyDeviceLaunch *l);
/* DeviceHost.c: before each op of `invoke` that touches an array on the host, the call that
 * brings its host copy up to date (psyRtDevHost), at the outermost host loop around it. */
void psyDeviceHostSyncs(MlirOperation invoke);
/* DeviceHost.c: before each host use of a marked array (PSY_DEVICE_ARRAY_MARK `mark`: a
 * kernel the host runs), at the outermost loop around it, the psyRtDevHost that brings its
 * host copy up to date, read and written. */
void psyDeviceHostSyncMark(MlirOperation mark);
/* The array's address (!llvm.ptr) and its size in bytes (i64), built at `b`. */
MlirValue psyDeviceArrayPtr(PsyBuilder *b, MlirValue memref);
MlirValue psyDeviceArrayBytes(PsyBuilder *b, MlirValue memref);
/* A call of `func.func private @name(<operand types>) [-> result]`, declared in the module
 * once; its result, or null when `result` is a null type. */
MlirValue psyDeviceCallRuntime(PsyBuilder *b, const char *name, intptr_t n,
                               const MlirValue *args, MlirType result);

#endif
