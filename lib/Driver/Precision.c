/* The precision model's two readers (psy-c/Builtins.h's PsyPrecisionConfig, the model in
 * lib/Dialect/Precision.c): a PSyclone config's precision_map (kind: bytes; psy-c/Config.h)
 * and a precision config file, `r_solver = f64` lines with `#` comments (docs/psyc.md). Both
 * retype real kinds only, to f32 or f64: integer kinds are fixed by the dialect's field
 * types. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "psy-c/Builtins.h"
#include "psy-c/Config.h"

/* ---- precision_map ----------------------------------------------------------------------- */

/* 4 bytes is f32, 8 is f64; 16-byte, integer and logical kinds are left as they are. */
void psyConfigApplyPrecisions(const PsyConfig *cfg, PsyPrecisionConfig *pc) {
  for (intptr_t i = 0; i < psyConfigGetNumPrecisions(cfg); ++i) {
    const char *kind = psyConfigGetPrecisionKind(cfg, i);
    int bytes = psyConfigGetPrecisionBytes(cfg, i);
    PsyPrecisionType old;
    bool known = psyPrecisionConfigLookup(pc, kind, strlen(kind), &old);
    /* Integer and logical kinds (i_def, l_def) keep their types. */
    if ((known && old == PSY_PRECISION_I32) || kind[0] == 'i' || kind[0] == 'l') continue;
    if (bytes == 4 || bytes == 8)
      psyPrecisionConfigSet(pc, kind, strlen(kind), bytes == 4 ? PSY_PRECISION_F32
                                                               : PSY_PRECISION_F64);
  }
}

/* ---- Reading a config file ---------------------------------------------------------------- */

typedef struct {
  const char *path;
  int line;
  PsyPrecisionErrorFn onError;
  void *userData;
} Reader;

static void report(const Reader *r, int col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void report(const Reader *r, int col, const char *fmt, ...) {
  char msg[512]; /* messages quote at most two short words of the line */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  r->onError(r->path, r->line, col, msg, r->userData);
}

static const char *skipSpace(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\r')
    ++p;
  return p;
}

static const char *skipWord(const char *p) {
  while (isalnum((unsigned char)*p) || *p == '_')
    ++p;
  return p;
}

static bool parseType(const char *t, size_t n, PsyPrecisionType *type) {
  if (n == 3 && !strncmp(t, "f32", 3))
    return (*type = PSY_PRECISION_F32), true;
  if (n == 3 && !strncmp(t, "f64", 3))
    return (*type = PSY_PRECISION_F64), true;
  return false;
}

/* Applies one `kind = type` line. Real kinds are retyped or added, only to f32/f64: integer
 * kinds are fixed by the dialect's field types. */
static bool applyLine(PsyPrecisionConfig *cfg, const Reader *r, const char *line) {
  const char *k = skipSpace(line);
  if (*k == '#' || *k == '\n' || *k == 0)
    return true;
  const char *kEnd = skipWord(k);
  const char *eq = skipSpace(kEnd);
  const char *t = skipSpace(eq + (*eq == '='));
  const char *tEnd = skipWord(t);
  const char *rest = skipSpace(tEnd);
  int kCol = (int)(k - line) + 1, kLen = (int)(kEnd - k), tLen = (int)(tEnd - t);
  if (kEnd == k || *eq != '=' || tEnd == t || (*rest != 0 && *rest != '\n' && *rest != '#')) {
    report(r, kCol, "expected `kind = f32` or `kind = f64`");
    return false;
  }
  PsyPrecisionType old, type;
  if (psyPrecisionConfigLookup(cfg, k, (size_t)kLen, &old) && old == PSY_PRECISION_I32) {
    report(r, kCol, "'%.*s' is an integer kind: only real kinds can be retyped", kLen, k);
    return false;
  }
  if (!parseType(t, (size_t)tLen, &type)) {
    report(r, (int)(t - line) + 1, "precision of '%.*s' must be f32 or f64, got '%.*s'", kLen,
           k, tLen, t);
    return false;
  }
  psyPrecisionConfigSet(cfg, k, (size_t)kLen, type);
  return true;
}

bool psyPrecisionConfigRead(PsyPrecisionConfig *cfg, const char *path,
                            PsyPrecisionErrorFn onError, void *userData) {
  Reader r = {path, 0, onError, userData};
  FILE *f = fopen(path, "r");
  if (!f) {
    report(&r, 0, "cannot open precision config '%s'", path);
    return false;
  }
  char *line = NULL; /* getline: a line of any length */
  size_t cap = 0;
  bool ok = true;
  while (ok && getline(&line, &cap, f) >= 0) {
    ++r.line;
    ok = applyLine(cfg, &r, line);
  }
  free(line);
  fclose(f);
  return ok;
}

/* Errors as MLIR diagnostics: at file:line:col, or unlocated when the file cannot be read. */
static void emitError(const char *path, int line, int col, const char *message, void *ctxPtr) {
  MlirContext ctx = *(MlirContext *)ctxPtr;
  MlirLocation loc = line ? mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(path),
                                                       (unsigned)line, (unsigned)col)
                          : mlirLocationUnknownGet(ctx);
  mlirEmitError(loc, message);
}

MlirLogicalResult psyPrecisionConfigLoad(PsyPrecisionConfig *cfg, MlirContext ctx,
                                         const char *path) {
  return psyPrecisionConfigRead(cfg, path, emitError, &ctx) ? mlirLogicalResultSuccess()
                                                            : mlirLogicalResultFailure();
}

