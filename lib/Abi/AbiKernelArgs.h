/* Internal: which kernel argument each invoke ABI kind is passed as (psy-c/InvokeAbi.def's
 * Consumer column), for the ABI's builder (lib/Abi) and psy-lower-kernels. */
#ifndef PSY_ABI_ABIKERNELARGS_H
#define PSY_ABI_ABIKERNELARGS_H

#include "psy-c/Kernel.h"
#include "psy-c/InvokeAbi.h"

/* The kernel argument kind `kind` is passed as; PSY_KARG_KIND_COUNT if no kernel takes it. */
PsyKernelArgKind psyAbiKindConsumer(PsyAbiKind kind);
/* The kind of family `family` passed as kernel argument kind `k`, the first in the table;
 * PSY_ABI_KIND_COUNT if none. */
PsyAbiKind psyAbiKindFor(PsyAbiFamily family, PsyKernelArgKind k);

#endif
