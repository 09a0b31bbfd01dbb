/* psy-c/Support.h: file helpers the tools share. */
#ifndef PSY_C_SUPPORT_H
#define PSY_C_SUPPORT_H

#include <stddef.h>
#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Reads all of `path` ("-" is stdin) into a NUL-terminated malloc'd buffer (caller frees);
 * NULL on error, with errno set. */
char *psyReadFile(const char *path, size_t *size);

/* Writes `n` bytes to `path` ("-" is stdout) through a temporary file in the same directory
 * and rename(2), so readers never see a partial file. Returns 0 on success; on failure writes
 * a message to `err`. */
int psyWriteFileAtomically(const char *path, const char *data, size_t n, char *err,
                           size_t errSize);

/* The file position inside a (possibly nested: name, call site, fused) location. Returns 1
 * and fills `file` (context-owned), `line`, `col` when there is one. */
int psyLocationGetFilePos(MlirLocation loc, MlirStringRef *file, unsigned *line,
                          unsigned *col);

/* A diagnostic handler that prints `file:line:col: severity: message` (and its notes) to
 * stderr, as mlir-opt does. `userData` is unused. */
MlirLogicalResult psyDiagnosticPrinter(MlirDiagnostic d, void *userData);

/* Emits a printf-formatted error at `loc`; returns failure, so a check can `return` it. */
MlirLogicalResult psyEmitError(MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Emits an error at `op`'s location prefixed "'op.name' op ", as upstream verifiers word
 * theirs; returns failure. */
MlirLogicalResult psyOpEmitError(MlirOperation op, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* "error", "warning", "note" or "remark". */
const char *psySeverityName(MlirDiagnosticSeverity s);

#ifdef __cplusplus
}
#endif
#endif
