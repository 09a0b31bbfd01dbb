/* Errors at the tree's locations, and how a reader of the tree knows that a step failed: MLIR's
 * diagnostics are the one channel. An open PsyDiagList has a diagnostic handler on its
 * context that counts the errors going through and lets every one of them go on to the
 * handlers attached before it (the printer), so nobody counts errors by hand. */
#include "psy-c/FortranTree.h"
#include "psy-c/Support.h"

#include <stdarg.h>
#include <stdlib.h>

MlirLocation psyFLocGetLocation(MlirContext ctx, PsyFLoc loc) {
  if (!loc.file) return mlirLocationUnknownGet(ctx);
  return mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(loc.file),
                                    (unsigned)loc.line, (unsigned)loc.col);
}

/* An open list's handler: how many errors it has seen, and how many opens it serves. */
struct PsyDiagCounter {
  int count, depth;
  MlirDiagnosticHandlerID handler;
};

/* Counts an error and declines it, so that MLIR hands it on to the earlier handlers. */
static MlirLogicalResult countError(MlirDiagnostic diag, void *userData) {
  struct PsyDiagCounter *c = userData;
  if (mlirDiagnosticGetSeverity(diag) == MlirDiagnosticError) ++c->count;
  return mlirLogicalResultFailure();
}

void psyDiagListOpen(PsyDiagList *d) {
  if (!d->counter) {
    d->counter = calloc(1, sizeof *d->counter);
    if (!d->counter) abort(); /* out of memory: nothing sensible to recover */
    d->counter->handler = mlirContextAttachDiagnosticHandler(d->ctx, countError, d->counter,
                                                             NULL);
  }
  d->counter->depth++;
}

void psyDiagListClose(PsyDiagList *d) {
  if (--d->counter->depth > 0) return;
  mlirContextDetachDiagnosticHandler(d->ctx, d->counter->handler);
  free(d->counter);
  d->counter = NULL;
}

int psyDiagListErrors(const PsyDiagList *d) { return d->counter ? d->counter->count : 0; }

int psyDiagListBegin(PsyDiagList *d) {
  psyDiagListOpen(d);
  return psyDiagListErrors(d);
}

bool psyDiagListEnd(PsyDiagList *d, int begin) {
  bool ok = psyDiagListErrors(d) == begin;
  psyDiagListClose(d);
  return ok;
}

/* An error or a warning at `loc`, its text formatted from `fmt` and `ap`. */
static void emitAt(PsyDiagList *d, PsyFLoc loc, bool error, const char *fmt, va_list ap) {
  PsyStrBuf msg = {0};
  psyStrBufVPrintf(&msg, fmt, ap);
  MlirLocation at = psyFLocGetLocation(d->ctx, loc);
  const char *text = msg.data ? msg.data : "";
  if (error) mlirEmitError(at, text);
  else psyEmitWarning(at, "%s", text);
  psyStrBufFree(&msg);
}

void psyDiagError(PsyDiagList *d, PsyFLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emitAt(d, loc, true, fmt, ap);
  va_end(ap);
}

void psyDiagWarning(PsyDiagList *d, PsyFLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emitAt(d, loc, false, fmt, ap);
  va_end(ap);
}
