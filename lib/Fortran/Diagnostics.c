/* Errors at the tree's locations: MLIR diagnostics, counted in the reader's PsyDiagList. */
#include "psy-c/FortranTree.h"
#include "psy-c/Support.h"

#include <stdarg.h>

MlirLocation psyFLocGetLocation(MlirContext ctx, PsyFLoc loc) {
  if (!loc.file) return mlirLocationUnknownGet(ctx);
  return mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(loc.file),
                                    (unsigned)loc.line, (unsigned)loc.col);
}

void psyDiagError(PsyDiagList *d, PsyFLoc loc, const char *fmt, ...) {
  PsyStrBuf msg = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&msg, fmt, ap);
  va_end(ap);
  mlirEmitError(psyFLocGetLocation(d->ctx, loc), msg.data ? msg.data : "");
  psyStrBufFree(&msg);
  d->count++;
}
