/* psy-c/OpenCL.h: GOcean 1.0 kernels translated from their Fortran to OpenCL C.
 *
 * One OpenCL C kernel per GOcean kernel, following the contract the host runtime shares
 * (docs/opencl.md): named after the kernel's subroutine, one argument per meta_args entry,
 * then xstart, xstop, ystart, ystop; each work item is one (i, j) point of the grid. The
 * translation reads the subroutine's executable statements (psy-c/Frontend.h, PsyFStmt), so
 * the unit must have been parsed with them (PsyFortranOptions.statements). Whatever lies
 * outside the supported subset is a located error, never wrong code. */
#ifndef PSY_C_OPENCL_H
#define PSY_C_OPENCL_H

#include <stdbool.h>
#include <stdio.h>

#include "psy-c/Export.h"
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the OpenCL C kernel of `m` (a kernel of `u`) to `out`; false after emitting errors
 * through `diags` (and `out` then holds nothing usable). */
PSY_CAPI_EXPORTED bool psyGoOpenCLKernelWrite(const PsyFUnit *u, const PsyGoKernelMeta *m,
                                              PsyStrBuf *out, PsyDiagList *diags);

/* Writes one OpenCL C program holding every GOcean kernel of `u` to `out`, or nothing at all
 * when any error was emitted through `diags` (then returns false). */
PSY_CAPI_EXPORTED bool psyGoOpenCLProgramWrite(const PsyFUnit *u, PsyDiagList *diags,
                                               FILE *out);

#ifdef __cplusplus
}
#endif
#endif
