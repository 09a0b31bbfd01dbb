/* What both APIs' drivers (Driver.c, GOceanDriver.c) take from a parsed file in the same way,
 * private to lib/Frontend: the names its PSy module and its kernels' metadata are named after,
 * and the kernel index its invokes search. */
#ifndef PSY_FRONTEND_ALGORITHMFILE_H
#define PSY_FRONTEND_ALGORITHMFILE_H

#include "psy-c/Frontend.h"

/* The name of the file's first program or module (its first top-level scope); "algorithm"
 * when it has none. */
const char *psyFUnitMainName(const PsyFUnit *u);

/* The name of the file's first module; "" when it defines none. */
const char *psyFUnitModuleName(const PsyFUnit *u);

/* The kernel index the invokes of `alg` search: the directories `paths` (-d), or the
 * algorithm's own directory when there are none. From `cache` when there is one (the cache
 * then owns it); else the caller destroys it with psyKernelIndexDestroy. */
PsyKernelIndex *psyAlgorithmKernelIndex(const PsyFUnit *alg, const char *const *paths,
                                        int npaths, PsyFrontendCache *cache);

#endif
