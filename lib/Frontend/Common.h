/* Internal: the front end's small helpers (lib/Frontend/Common.c) -- heap strings and growable
 * arrays, so that no name, list or argument count of the input has a fixed-size limit.
 * Running out of memory aborts: the front end has nothing sensible to recover. */
#ifndef PSY_FRONTEND_COMMON_H
#define PSY_FRONTEND_COMMON_H

#include <stddef.h>

#include "psy-c/Frontend.h"

void *psyXmalloc(size_t n);
void *psyXcalloc(size_t count, size_t size);
void *psyXrealloc(void *p, size_t n);
/* A heap copy of `s` ("" for NULL). */
char *psyXstrdup(const char *s);
/* A heap, lower-case copy of `s` ("" for NULL): Fortran names are case-insensitive, so the
 * front end keeps them lower case. */
char *psyLowerDup(const char *s);
/* A heap string formatted as printf would. */
char *psyFormat(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Makes room for one more item in a heap array of `count` items of `size` bytes with
 * capacity `*cap` (doubling); returns the (possibly moved) array. */
void *psyGrow(void *items, int count, int *cap, size_t size);

/* Entry `i` of a kernel's gh_shape, gh_evaluator_targets, meta_reference_element and
 * meta_mesh lists, by name (shared by the IR builder and the metadata writer). */
const char *psyMetaShapeAt(const PsyKernelMeta *m, int i);
const char *psyMetaTargetAt(const PsyKernelMeta *m, int i);
const char *psyMetaRefAt(const PsyKernelMeta *m, int i);
const char *psyMetaMeshAt(const PsyKernelMeta *m, int i);

#endif
