/* Internal: kernel subroutines -- generic (mixed-precision) kernels' specifics and plain
 * kernels' subroutine, read by the metadata reader (Generic.c), and their dummies checked
 * against the metadata (Dummies.c). */
#ifndef PSY_FRONTEND_GENERIC_H
#define PSY_FRONTEND_GENERIC_H

#include "psy-c/Frontend.h"

/* Reads the specific procedures of the generic interface that kernel type `t` (which has no
 * binding) uses into `m` (procedure = the generic name); reports and returns false if there
 * is no such interface or a specific is not a subroutine of the module. */
bool psyKernelMetaReadGeneric(const PsyFType *t, PsyKernelMeta *m, PsyDiagList *diags);
/* Reads the dummies of m->procedure, the subroutine a kernel type `t` with a binding names,
 * into m->code when `t`'s module defines it (a kernel may live elsewhere: nothing then). */
void psyKernelMetaReadCode(const PsyFType *t, PsyKernelMeta *m);

/* Dummies.c: reports, at the dummy's declaration, every data argument of m->code and of each
 * specific whose declared type, rank or intent contradicts meta_args; false if any error.
 * An intent that contradicts it is a warning, an error only when `strict`. Once per kernel,
 * after psyKernelMetaResolvePrecision. */
bool psyKernelMetaCheckDummies(const PsyKernelMeta *m, bool strict, PsyDiagList *diags);
/* The meta_args entries (counted from 1, in argument order, once each, into `entries`, sized m->nargs) that
 * the metadata only reads but whose dummy in `sp` (m->code or a specific) is declared
 * intent(inout) or intent(out): the code may write them. Returns how many. */
int psyKernelSpecificDummyWrites(const PsyKernelMeta *m, const PsyKernelSpecific *sp,
                                 int *entries);
/* Reports each data argument of a plain kernel's m->code whose kind's precision differs from
 * that of the actual argument of the call at `call` (`precisions` per meta_args entry, -1
 * where not compared); false if any. */
bool psyKernelMetaCheckCallKinds(const PsyKernelMeta *m, const int *precisions, PsyFLoc call,
                                 PsyDiagList *diags);

#endif
