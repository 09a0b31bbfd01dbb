/* The one diagnostic the MLIR C API cannot emit: a warning (mlir-c/Diagnostics.h has
 * mlirEmitError only). Warning.cpp is the C++ glue; psyEmitWarning (psy-c/Support.h) is the
 * C face. */
#ifndef PSY_SUPPORT_WARNING_H
#define PSY_SUPPORT_WARNING_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Emits `message` as a warning at `loc` into the location's context. */
void psyEmitWarningText(MlirLocation loc, const char *message);

#ifdef __cplusplus
}
#endif
#endif
