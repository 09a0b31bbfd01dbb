/* psy-c/PtrMap.h: a hash map from a key (a pointer and a number) to an index, for the
 * analyses' lookups of MLIR values and ops. A schedule with a field vector of N components
 * holds N exchanges and N slots; a linear search among them at each access made the
 * distributed-memory passes quadratic in N. (lib/Support/PtrMap.c) */
#ifndef PSY_C_PTRMAP_H
#define PSY_C_PTRMAP_H

#include <stddef.h>
#include <stdint.h>
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct {
  const void *ptr;
  uint64_t num;
  intptr_t value; /* stored plus one: 0 marks an empty entry */
} PsyPtrMapEntry;

/* Zero-initialise (`PsyPtrMap m = {0};`); release with psyPtrMapFree. */
typedef struct {
  PsyPtrMapEntry *items;
  size_t cap, count;
} PsyPtrMap;

/* The index stored for (ptr, num), or -1. */
PSY_CAPI_EXPORTED intptr_t psyPtrMapGet(const PsyPtrMap *m, const void *ptr, uint64_t num);
/* Stores `value` (at least 0) for (ptr, num), replacing what was there. */
PSY_CAPI_EXPORTED void psyPtrMapPut(PsyPtrMap *m, const void *ptr, uint64_t num, intptr_t value);
PSY_CAPI_EXPORTED void psyPtrMapFree(PsyPtrMap *m);

#ifdef __cplusplus
}
#endif
#endif
