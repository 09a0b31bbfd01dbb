/* psy-c/Alloc.h: heap helpers (lib/Support/Alloc.c): heap strings and growable arrays, so
 * that no name, list or argument count of the input has a fixed-size limit. Running out of
 * memory aborts: a compiler has nothing sensible to recover. */
#ifndef PSY_C_ALLOC_H
#define PSY_C_ALLOC_H

#include <stddef.h>
#include "psy-c/Export.h"

#ifdef __cplusplus
extern "C" {
#endif

PSY_CAPI_EXPORTED void *psyXmalloc(size_t n);
PSY_CAPI_EXPORTED void *psyXcalloc(size_t count, size_t size);
PSY_CAPI_EXPORTED void *psyXrealloc(void *p, size_t n);
/* A heap copy of `s` ("" for NULL). */
PSY_CAPI_EXPORTED char *psyXstrdup(const char *s);
/* A heap, lower-case copy of `s` ("" for NULL): Fortran names are case-insensitive, so the
 * front end keeps them lower case. */
PSY_CAPI_EXPORTED char *psyLowerDup(const char *s);
/* A heap string formatted as printf would. */
PSY_CAPI_EXPORTED char *psyFormat(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Makes room for one more item in a heap array of `count` items of `size` bytes with
 * capacity `*cap` (doubling); returns the (possibly moved) array. */
PSY_CAPI_EXPORTED void *psyGrow(void *items, int count, int *cap, size_t size);
/* Makes room for item `count` (0-based) of a heap array with no capacity of its own, which
 * only this call grows, one item at a time (it may shrink): it reallocates when `count` is 0
 * or a power of two, to twice that, so n appends cost O(n). A realloc per append is
 * quadratic wherever realloc moves the block, as ASan's always does. */
PSY_CAPI_EXPORTED void *psyGrowOne(void *items, size_t count, size_t size);

#ifdef __cplusplus
}
#endif
#endif
