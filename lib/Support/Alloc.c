/* Heap helpers (Alloc.h). */
#include "psy-c/Alloc.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *psyXmalloc(size_t n) { return psyXrealloc(NULL, n); }

void *psyXcalloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p) abort();
  return p;
}

void *psyXrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) abort();
  return q;
}

char *psyXstrdup(const char *s) {
  size_t n = s ? strlen(s) : 0;
  char *d = psyXmalloc(n + 1);
  if (n) memcpy(d, s, n);
  d[n] = 0;
  return d;
}

char *psyLowerDup(const char *s) {
  char *d = psyXstrdup(s);
  for (char *p = d; *p; ++p) *p = (char)tolower((unsigned char)*p);
  return d;
}

char *psyFormat(const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = psyXmalloc((size_t)(n > 0 ? n : 0) + 1);
  vsnprintf(s, (size_t)(n > 0 ? n : 0) + 1, fmt, again);
  va_end(again);
  return s;
}

void *psyGrow(void *items, int count, int *cap, size_t size) {
  if (count < *cap) return items;
  *cap = *cap ? 2 * *cap : 8;
  return psyXrealloc(items, (size_t)*cap * size);
}

/* The array holds at least the power of two at or above its count (Alloc.h): room for one
 * more unless the count is one. */
void *psyGrowOne(void *items, size_t count, size_t size) {
  if (count & (count - 1))
    return items;
  return psyXrealloc(items, (count ? 2 * count : 1) * size);
}
