/* Internal: the small MLIR C API helpers every psy IR builder of the front end uses
 * (BuildIR.c for LFRic, GOceanBuildIR.c for GOcean). */
#ifndef PSY_FRONTEND_IRHELPERS_H
#define PSY_FRONTEND_IRHELPERS_H

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IR.h"
#include "psy-c/Support.h"
#include "psy-c/Frontend.h"

static inline MlirNamedAttribute psyIrNamed(MlirContext ctx, const char *key, MlirAttribute v) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, psyRef(key)), v);
}

static inline MlirAttribute psyIrStr(MlirContext ctx, const char *s) {
  return mlirStringAttrGet(ctx, psyRef(s));
}

/* A Fortran location as an MLIR one; unknown where the walker had none. */
static inline MlirLocation psyIrLoc(MlirContext ctx, PsyFLoc l) {
  return psyFLocGetLocation(ctx, l);
}

#endif
