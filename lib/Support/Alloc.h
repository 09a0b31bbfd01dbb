/* Library-internal heap helpers (Alloc.c): heap strings and growable arrays, so that no name,
 * list or argument count of the input has a fixed-size limit. Running out of memory aborts:
 * a compiler has nothing sensible to recover. Support is a leaf: this header includes nothing
 * of the project. */
#ifndef PSY_SUPPORT_ALLOC_H
#define PSY_SUPPORT_ALLOC_H

#include <stddef.h>

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

#endif
