/* PsyStrBuf: a growable byte buffer, always NUL-terminated once non-empty. */
#include "psy-c/StrBuf.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reserve(PsyStrBuf *b, size_t extra) {
  if (extra >= SIZE_MAX / 2 - b->len)
    abort();
  if (b->len + extra + 1 <= b->cap)
    return;
  size_t cap = b->cap ? b->cap : 64;
  while (cap < b->len + extra + 1)
    cap *= 2;
  char *p = realloc(b->data, cap);
  if (!p)
    abort();
  b->data = p;
  b->cap = cap;
}

void psyStrBufAppend(PsyStrBuf *b, const char *s, size_t n) {
  reserve(b, n);
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

void psyStrBufVPrintf(PsyStrBuf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (n > 0) {
    reserve(b, (size_t)n);
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
    b->len += (size_t)n;
  }
  va_end(ap2);
}

void psyStrBufPrintf(PsyStrBuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(b, fmt, ap);
  va_end(ap);
}

void psyStrBufFree(PsyStrBuf *b) {
  free(b->data);
  *b = (PsyStrBuf){0};
}

void psyStrBufCallback(MlirStringRef s, void *userData) {
  psyStrBufAppend((PsyStrBuf *)userData, s.data, s.length);
}

PsyStrBuf psyPrintType(MlirType t) {
  PsyStrBuf b = {0};
  psyStrBufAppend(&b, "", 0);
  mlirTypePrint(t, psyStrBufCallback, &b);
  return b;
}

PsyStrBuf psyPrintAttribute(MlirAttribute a) {
  PsyStrBuf b = {0};
  psyStrBufAppend(&b, "", 0);
  mlirAttributePrint(a, psyStrBufCallback, &b);
  return b;
}

const char *psyTypeToString(MlirType t, char *out, size_t size) {
  PsyStrBuf b = psyPrintType(t);
  snprintf(out, size, "%.*s", (int)b.len, b.data ? b.data : "");
  psyStrBufFree(&b);
  return out;
}
