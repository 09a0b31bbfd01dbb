/* Internal: the psy IR builders of BuildIR.c, for the front end's drivers (Driver.c). */
#ifndef PSY_FRONTEND_BUILDIR_H
#define PSY_FRONTEND_BUILDIR_H

#include "Invoke.h"
#include "mlir-c/IR.h"

/* The module of `unit`'s invokes, built in `ctx`; null after reporting to `diags`. */
MlirModule psyInvokesBuildModule(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                                 const char *psyModule, MlirContext ctx, PsyDiagList *diags);
/* A module holding one psy.kernel_meta per kernel (a kernel file on its own). */
MlirModule psyKernelMetasBuildModule(const PsyKernelMeta *metas, int n, MlirContext ctx);
bool psyKernelMetasEmitIR(const PsyKernelMeta *metas, int n, bool debugLocs, FILE *out);

#endif
