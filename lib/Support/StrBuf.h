/* A growable string buffer for printing IR and building messages. One owner; psyStrBufFree
 * releases it. Allocation failure aborts: the tools cannot continue without memory. */
#ifndef PSY_SUPPORT_STRBUF_H
#define PSY_SUPPORT_STRBUF_H

#include <stdarg.h>
#include <stddef.h>
#include "mlir-c/IR.h"

typedef struct {
  char *data;
  size_t len, cap;
} PsyStrBuf;

void psyStrBufAppend(PsyStrBuf *b, const char *s, size_t n);
void psyStrBufPrintf(PsyStrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void psyStrBufFree(PsyStrBuf *b);
/* An MlirStringCallback that appends to the PsyStrBuf passed as user data. */
void psyStrBufCallback(MlirStringRef s, void *userData);
/* Writes the printed type into `out` (truncated to `size`) and returns `out`, for messages. */
const char *psyTypeToString(MlirType t, char *out, size_t size);
/* Prints a type / attribute into a fresh buffer (caller frees). */
PsyStrBuf psyPrintType(MlirType t);
PsyStrBuf psyPrintAttribute(MlirAttribute a);

#endif
