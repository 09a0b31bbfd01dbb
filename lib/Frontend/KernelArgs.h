/* Internal: kernel-subroutine helpers shared by Metadata.c, Generic.c and Stub.c -- the
 * argument list the metadata implies, and the specific procedures of generic kernels. */
#ifndef PSY_FRONTEND_KERNELARGS_H
#define PSY_FRONTEND_KERNELARGS_H

#include "psy-c/Frontend.h"

/* The number of arguments of the kernel subroutine of `m` (design.md section 3); `*entries`
 * gets a heap array with, per argument, the meta_args entry (0-based) whose data it holds,
 * or -1 (sizes, dofmaps, basis functions, ...). The caller frees it. */
int psyKernelArgEntries(const PsyKernelMeta *m, int **entries);

/* Reads the specific procedures of the generic interface that kernel type `t` (which has no
 * binding) uses into `m` (procedure = the generic name); reports and returns false if there
 * is no such interface or a specific is not a subroutine of the module (Generic.c). */
bool psyKernelMetaReadGeneric(const PsyFType *t, PsyKernelMeta *m, PsyDiagList *diags);
/* Frees m->specifics. */
void psyKernelMetaClearSpecifics(PsyKernelMeta *m);

#endif
