/* Printing MLIR diagnostics the way mlir-opt does: `file:line:col: severity: message`. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "psy-c/Support.h"
#include "Warning.h"

const char *psySeverityName(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  default:
    return "remark";
  }
}

int psyLocationGetFilePos(MlirLocation loc, MlirStringRef *file, unsigned *line,
                          unsigned *col) {
  if (mlirLocationIsAFileLineColRange(loc)) {
    *file = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
    *line = (unsigned)mlirLocationFileLineColRangeGetStartLine(loc);
    *col = (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc);
    return 1;
  }
  if (mlirLocationIsAName(loc))
    return psyLocationGetFilePos(mlirLocationNameGetChildLoc(loc), file, line, col);
  if (mlirLocationIsACallSite(loc))
    return psyLocationGetFilePos(mlirLocationCallSiteGetCallee(loc), file, line, col);
  if (!mlirLocationIsAFused(loc))
    return 0;
  unsigned n = mlirLocationFusedGetNumLocations(loc);
  MlirLocation *locs = calloc(n ? n : 1, sizeof *locs);
  if (!locs)
    abort();
  mlirLocationFusedGetLocations(loc, locs);
  int found = 0;
  for (unsigned i = 0; i < n && !found; ++i)
    found = psyLocationGetFilePos(locs[i], file, line, col);
  free(locs);
  return found;
}

static void toStderr(MlirStringRef s, void *data) {
  (void)data;
  fwrite(s.data, 1, s.length, stderr);
}

static void printOne(MlirDiagnostic d, const char *tool) {
  MlirStringRef file;
  unsigned line, col;
  if (psyLocationGetFilePos(mlirDiagnosticGetLocation(d), &file, &line, &col))
    fprintf(stderr, "%.*s:%u:%u: ", (int)file.length, file.data, line, col);
  else if (tool)
    fprintf(stderr, "%s: ", tool);
  fprintf(stderr, "%s: ", psySeverityName(mlirDiagnosticGetSeverity(d)));
  mlirDiagnosticPrint(d, toStderr, NULL);
  fputc('\n', stderr);
}

MlirLogicalResult psyDiagnosticPrinter(MlirDiagnostic d, void *userData) {
  const char *tool = userData;
  printOne(d, tool);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    printOne(mlirDiagnosticGetNote(d, i), tool);
  return mlirLogicalResultSuccess();
}

MlirContext psyToolContextCreate(const char *tool) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  mlirContextAttachDiagnosticHandler(ctx, psyDiagnosticPrinter, (void *)tool, NULL);
  return ctx;
}

/* Emits `prefix` + the formatted message, of any length, at `loc`. */
static MlirLogicalResult emitv(MlirLocation loc, MlirStringRef prefix, const char *fmt,
                               va_list ap) {
  PsyStrBuf msg = {0};
  psyStrBufAppend(&msg, prefix.data, prefix.length);
  psyStrBufVPrintf(&msg, fmt, ap);
  mlirEmitError(loc, msg.data);
  psyStrBufFree(&msg);
  return mlirLogicalResultFailure();
}

MlirLogicalResult psyEmitError(MlirLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  MlirLogicalResult r = emitv(loc, (MlirStringRef){"", 0}, fmt, ap);
  va_end(ap);
  return r;
}

void psyEmitWarning(MlirLocation loc, const char *fmt, ...) {
  PsyStrBuf msg = {0};
  va_list ap;
  va_start(ap, fmt);
  psyStrBufVPrintf(&msg, fmt, ap);
  va_end(ap);
  psyEmitWarningText(loc, msg.data ? msg.data : "");
  psyStrBufFree(&msg);
}

MlirLogicalResult psyOpEmitError(MlirOperation op, const char *fmt, ...) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  PsyStrBuf prefix = {0};
  psyStrBufPrintf(&prefix, "'%.*s' op ", (int)name.length, name.data);
  va_list ap;
  va_start(ap, fmt);
  MlirLogicalResult r =
      emitv(mlirOperationGetLocation(op), (MlirStringRef){prefix.data, prefix.len}, fmt, ap);
  va_end(ap);
  psyStrBufFree(&prefix);
  return r;
}
