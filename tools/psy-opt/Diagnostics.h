/* psy-opt's diagnostic handling: printing as `file:line:col: severity: message`, and
 * --verify-diagnostics (expected-error/-warning/-remark/-note with @+N, @-N, @above, @below),
 * which the C API lacks. */
#ifndef PSY_OPT_DIAGNOSTICS_H
#define PSY_OPT_DIAGNOSTICS_H

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

typedef struct {
  int severity;  /* MlirDiagnosticSeverity */
  int line, col; /* 0 when the location has no file position */
  char *file;
  char *message;
} Diag;

typedef struct {
  int verifying; /* 1: record; 0: print to stderr */
  Diag *diags;
  int count, cap;
  int errors; /* error diagnostics seen */
  int muted;  /* 1: drop diagnostics (a trial parse), noting only `sawMultiOp` */
  int sawMultiOp; /* a muted parse said the source holds several top-level ops */
} DiagState;

/* The handler to attach to the context; `userData` is a DiagState. */
MlirLogicalResult diagHandler(MlirDiagnostic d, void *userData);

/* Compares the recorded diagnostics with the expected-* comments in `text` (a chunk of
 * `file` whose first line is `firstLine`; read by length, it may hold NUL bytes). Reports
 * mismatches on stderr; returns the number of mismatches. Clears the recorded diagnostics. */
int diagVerify(DiagState *st, const char *file, MlirStringRef text, int firstLine);

void diagClear(DiagState *st);

#endif
