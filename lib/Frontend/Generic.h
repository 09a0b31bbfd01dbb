/* Internal: generic (mixed-precision) kernels, read by the metadata reader (Generic.c). */
#ifndef PSY_FRONTEND_GENERIC_H
#define PSY_FRONTEND_GENERIC_H

#include "psy-c/Frontend.h"

/* Reads the specific procedures of the generic interface that kernel type `t` (which has no
 * binding) uses into `m` (procedure = the generic name); reports and returns false if there
 * is no such interface or a specific is not a subroutine of the module. */
bool psyKernelMetaReadGeneric(const PsyFType *t, PsyKernelMeta *m, PsyDiagList *diags);

#endif
