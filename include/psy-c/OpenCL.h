/* psy-c/OpenCL.h: GOcean 1.0 kernels translated from their Fortran to OpenCL C.
 *
 * One OpenCL C kernel per GOcean kernel, following the contract the host runtime shares
 * (docs/opencl.md): named after the kernel's subroutine, one argument per meta_args entry,
 * then xstart, xstop, ystart, ystop; each work item is one (i, j) point of the grid. The
 * translation reads the subroutine's executable statements (psy-c/FortranTree.h, PsyFStmt), so
 * the unit must have been parsed with them (PsyFortranOptions.statements). Whatever lies
 * outside the supported subset is a located error, never wrong code. */
#ifndef PSY_C_OPENCL_H
#define PSY_C_OPENCL_H

#include <stdbool.h>
#include <stdio.h>

#include "psy-c/Export.h"
#include "mlir-c/IR.h"
#include "psy-c/FortranTree.h"
#include "psy-c/GOcean.h"
#include "psy-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the OpenCL C kernel of `m` (a kernel of `u`) to `out`; false after emitting errors
 * through `diags` (and `out` then holds nothing usable). */
PSY_CAPI_EXPORTED bool psyGoOpenCLKernelWrite(const PsyFUnit *u, const PsyGoKernelMeta *m,
                                              PsyStrBuf *out, PsyDiagList *diags);

/* Writes one OpenCL C program to `out`: the header every program starts with (double
 * precision, no contraction), the helpers `kernels` uses, then `kernels` (translated kernels,
 * psyGoOpenCLKernelWrite). `from` names the source in the header's comment. */
PSY_CAPI_EXPORTED void psyGoOpenCLProgramWrap(const char *from, const char *kernels, FILE *out);

/* What the OpenCL PSy layer of a GOcean schedule needs besides the IR; strings borrowed. */
typedef struct {
  const char *module;         /* the Fortran module's name (psy_<alg>) */
  const char *kernelsFile;    /* the program's source when PSY_OPENCL_KERNELS_FILE is unset */
  const PsyGoGridTable *grid; /* the grid properties in force (loop bounds); NULL: defaults */
} PsyGoOpenCLPsyOptions;

/* Appends to `out` the Fortran module that runs every func.func {psy.go_invoke} of `module`
 * (the schedule IR, docs/gocean.md) through psy_opencl_mod, one subroutine per invoke
 * (docs/opencl.md, "The generated PSy layer"); false after emitting located errors into the
 * module's context, and then nothing is appended. */
PSY_CAPI_EXPORTED bool psyGoOpenCLPsyWrite(MlirOperation module, const PsyGoOpenCLPsyOptions *opts,
                                           PsyStrBuf *out);

#ifdef __cplusplus
}
#endif
#endif
