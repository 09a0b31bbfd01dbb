/* psy-c/Driver.h: what the tools drive. psyDriverRun compiles one input in the whole order
 * (read, build the IR, passes, --view, lower, write every output atomically) for an API of
 * the API table and a target of the target table (lib/Driver/Run.h, docs/architecture.md);
 * below it, the schedule object of a binding (flang-new-22 on the kernels, LLVM modules
 * linked). PSyclone's configuration and the precisions are psy-c/Config.h.
 *
 * Errors are MLIR diagnostics: at their place in the sources where they have one, else at
 * the module's location. */
#ifndef PSY_C_DRIVER_H
#define PSY_C_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "psy-c/Binding.h"
#include "psy-c/Config.h"
#include "psy-c/Export.h"
#include "psy-c/FortranTree.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- One input, one request (lib/Driver/Run.c) ------------------------------------------ */

/* What a batch shares: the MLIR context with the dialects loaded and the caller's diagnostic
 * handler attached, and the front end's cache of kernel modules, indexes and constants_mod. */
typedef struct PsyDriverSession PsyDriverSession;

/* A session whose diagnostics go to `handler` (NULL: psyDiagnosticPrinter); NULL if the
 * dialects cannot be loaded. */
PSY_CAPI_EXPORTED PsyDriverSession *psyDriverSessionCreate(MlirDiagnosticHandler handler,
                                                           void *userData);
PSY_CAPI_EXPORTED void psyDriverSessionDestroy(PsyDriverSession *s);
/* Forgets the kernel modules, indexes and searches the session holds: for a caller whose
 * files change between runs (a fuzzer rewriting one input file). */
PSY_CAPI_EXPORTED void psyDriverSessionForget(PsyDriverSession *s);
/* The session's context: where a caller emits its own diagnostics. */
PSY_CAPI_EXPORTED MlirContext psyDriverSessionGetContext(PsyDriverSession *s);

typedef enum {
  PSY_DRIVER_COMPILE,       /* an algorithm file, or psy IR (.mlir): IR, views, outputs */
  PSY_DRIVER_STUB,          /* --stub: a kernel file's stubs, to `out` */
  PSY_DRIVER_KERNEL_META,   /* --kernel-meta: a kernel file's metadata as psy IR, to `out` */
  PSY_DRIVER_OPENCL_KERNEL, /* --opencl-kernel: a kernel file as OpenCL C, to `output` */
  PSY_DRIVER_DEVICE_KERNEL, /* --device-kernel: a kernel file's kernels as PTX, to `output` */
} PsyDriverAction;

/* What to do with one input; every string and list is borrowed. */
typedef struct {
  PsyDriverAction action;
  const char *api;      /* a name of the API table (lfric, gocean, gocean1.0); NULL: lfric */
  const char *target;   /* a name of the target table (cpu, opencl); NULL: the host's */
  const char *input;
  const char *opsy, *oalg; /* this input's outputs, or NULL */
  const char *output;      /* --opencl-kernel's or --device-kernel's file; NULL: `out` */
  const char *gpuArch;     /* --gpu-arch (sm_80, ...); NULL: PSY_DEVICE_DEFAULT_ARCH */
  const char *const *kernelDirs; /* -d */
  int nkernelDirs;
  const char *const *includes;   /* -I */
  int nincludes;
  const char *const *defines;    /* -D */
  int ndefines;
  const char *const *undefines;  /* -U */
  int nundefines;
  const PsyConfig *cfg;          /* the configuration read; NULL: PSyclone's defaults */
  bool dm, view, lineLimit, minimalHalos, omp, noInline, hostTuned;
  bool deviceOnly; /* --psy-device-only (--target=nvptx): no kernel falls back to the host */
  bool jit;        /* --psy-jit: the schedule object specialises its invokes at run time */
  bool deviceFastReductions; /* --psy-device-fast-reductions (--target=nvptx): sums as
                                thread-ordered partial sums, not in the serial order */
  bool strictIntents;      /* --psy-strict-intents: a kernel dummy's intent that disagrees
                              with its metadata is an error, not a warning */
  const char *pipeline;    /* --pipeline */
  const char *recipe;      /* a recipe's pipeline (psyDriverRecipeRead), and its file's name */
  const char *recipeName;
  const char *precision;   /* --precision-config */
  const char *kernelFlags; /* --psy-kernel-flags */
  FILE *out;               /* standard-output text: --view, the IR, stubs */
  FILE *notes;             /* --verbose notes, or NULL */
} PsyDriverRequest;

/* Refuses an API, a target, or an option the API has no hook for, before any input is read:
 * the check psyDriverRun makes first, for a caller that wants it once per batch. */
PSY_CAPI_EXPORTED MlirLogicalResult psyDriverRequestCheck(PsyDriverSession *s,
                                                          const PsyDriverRequest *r);

/* Does what `r` asks of its input. Every output is written to a temporary and put in place
 * only when all succeeded; failures are diagnostics in the session's context (located where
 * the sources give a place). */
PSY_CAPI_EXPORTED MlirLogicalResult psyDriverRun(PsyDriverSession *s, const PsyDriverRequest *r);

/* The pipeline a recipe file (-s, docs/psyc.md) holds, passes joined by commas (heap), or
 * NULL after a diagnostic: the file cannot be read, names no pass, or is PSyclone's Python
 * script (refused with the passes that do what its transformations do). */
PSY_CAPI_EXPORTED char *psyDriverRecipeRead(PsyDriverSession *s, const char *path);

/* ---- The schedule object (lib/Driver/Schedule.c, GOceanSchedule.c) --------------------- */

/* The schedule object's path for binding `psyPath` (heap): `a/alg_psy.f90` gives
 * `a/alg_psy_sched.o`, a name no Makefile rule for alg_psy.f90 produces. */
PSY_CAPI_EXPORTED char *psyBindingObjectPath(const char *psyPath);

/* Writes the binding module of psy module `module` to `psyPath` and its schedule object to
 * psyBindingObjectPath(psyPath): the coded kernels are compiled with flang-new-22 (or
 * $PSY_FLANG), linked into the lowered invokes and optimised with them at O3 for the host
 * CPU. `module` is lowered in place (psy-to-llvm). Both files appear only if everything
 * succeeded; on failure the errors have been emitted into the module's context (those
 * without a place in the sources at the module's location). */
PSY_CAPI_EXPORTED MlirLogicalResult psyBindingEmit(MlirOperation module,
                                                   const PsyBindingOptions *opts,
                                                   const char *psyPath);

/* The GOcean counterpart (docs/gocean.md, "Code generation"): writes the binding of GOcean
 * schedule module `module` (its psy.module_name) to `psyPath` and the schedule object to
 * psyBindingObjectPath(psyPath). Each kernel module is compiled by flang-new-22 (or
 * $PSY_FLANG) with the options' -I, -D, -U and kernel flags, and with the kernel wrappers
 * linked into the lowered invokes and inlined; a module flang cannot compile for want of a
 * module file is called out of line, its wrappers then written into the binding. `grid`: the
 * grid properties in force (NULL: PSyclone's defaults). `module` is lowered in place
 * (psy-gocean-to-llvm). Both files appear only if everything succeeded; errors are emitted
 * into the module's context. */
PSY_CAPI_EXPORTED MlirLogicalResult psyGoBindingEmit(MlirOperation module,
                                                     const PsyBindingOptions *opts,
                                                     const PsyGoGridTable *grid,
                                                     const char *psyPath);

/* Writes one OpenCL C program holding every GOcean kernel of `u` (parsed with its statements,
 * PsyFortranOptions.statements) to `out`: each kernel type's metadata read by the front end,
 * its subroutine translated by the OpenCL target (psy-c/OpenCL.h). Nothing at all is written
 * when any error was emitted through `diags` (then returns false). */
PSY_CAPI_EXPORTED bool psyGoOpenCLProgramWrite(const PsyFUnit *u, PsyDiagList *diags,
                                               FILE *out);

#ifdef __cplusplus
}
#endif
#endif
