/* psy-c/Driver.h: what the tools drive -- the schedule object of a binding (flang-new-22 on
 * the kernels, LLVM modules linked, lib/Driver) -- beside PSyclone's configuration and the
 * precisions (psy-c/Config.h).
 *
 * Errors are MLIR diagnostics: at their place in the sources where they have one, else at
 * the module's location. */
#ifndef PSY_C_DRIVER_H
#define PSY_C_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mlir-c/IR.h"
#include "psy-c/Binding.h"
#include "psy-c/Export.h"
#include "psy-c/FortranTree.h"

#ifdef __cplusplus
extern "C" {
#endif

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
