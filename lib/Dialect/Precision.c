/* LFRic precision kinds and the element types they map to: the precision model.
 *
 * LFRic builds choose each real kind's precision at configure time (r_solver is often single
 * precision while r_def stays double), so the map is data: it starts from the defaults here
 * and is fed by two readers: a precision config file (`r_solver = f64` lines with `#`
 * comments, docs/psyc.md; read here, since passes take one as an option too) and a PSyclone
 * config's precision_map (the driver's config reader, lib/Driver/Config.c). Both retype real
 * kinds only, to f32 or f64: integer kinds are fixed by the dialect's field types. The map grows with them: a build may name kinds
 * of its own (`r_um = f64`). */
#include "psy-c/Builtins.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "psy-c/Support.h"

static const struct {
  const char *kind;
  PsyPrecisionType type;
} kDefaultKinds[] = {
    {"r_def", PSY_PRECISION_F64},    {"r_solver", PSY_PRECISION_F32},
    {"r_tran", PSY_PRECISION_F64},   {"r_bl", PSY_PRECISION_F64},
    {"r_phys", PSY_PRECISION_F64},   {"r_single", PSY_PRECISION_F32},
    {"r_double", PSY_PRECISION_F64}, {"real32", PSY_PRECISION_F32},
    {"real64", PSY_PRECISION_F64},   {"i_def", PSY_PRECISION_I32},
};

static const char *const kTypeNames[] = {
    [PSY_PRECISION_F32] = "f32", [PSY_PRECISION_F64] = "f64", [PSY_PRECISION_I32] = "i32"};

const char *psyPrecisionTypeName(PsyPrecisionType type) { return kTypeNames[type]; }

void psyPrecisionConfigInitDefault(PsyPrecisionConfig *cfg) {
  memset(cfg, 0, sizeof *cfg);
  for (size_t i = 0; i < sizeof kDefaultKinds / sizeof kDefaultKinds[0]; ++i)
    psyPrecisionConfigSet(cfg, kDefaultKinds[i].kind, strlen(kDefaultKinds[i].kind),
                          kDefaultKinds[i].type);
}

void psyPrecisionConfigDestroy(PsyPrecisionConfig *cfg) {
  for (int i = 0; i < cfg->count; ++i)
    free(cfg->kinds[i].kind);
  free(cfg->kinds);
  memset(cfg, 0, sizeof *cfg);
}

static int findKind(const PsyPrecisionConfig *cfg, const char *kind, size_t n) {
  for (int i = 0; kind && i < cfg->count; ++i) {
    if (strlen(cfg->kinds[i].kind) != n)
      continue;
    size_t j = 0;
    while (j < n && tolower((unsigned char)kind[j]) == cfg->kinds[i].kind[j])
      ++j;
    if (j == n)
      return i;
  }
  return -1;
}

static char *lowerCopy(const char *s, size_t n) {
  char *d = malloc(n + 1);
  if (!d)
    abort(); /* out of memory: nothing sensible to recover */
  for (size_t i = 0; i < n; ++i)
    d[i] = (char)tolower((unsigned char)s[i]);
  d[n] = 0;
  return d;
}

void psyPrecisionConfigSet(PsyPrecisionConfig *cfg, const char *kind, size_t len,
                           PsyPrecisionType type) {
  int i = findKind(cfg, kind, len);
  if (i >= 0) {
    cfg->kinds[i].type = type;
    return;
  }
  if (cfg->count == cfg->cap) {
    cfg->cap = cfg->cap ? 2 * cfg->cap : 16;
    cfg->kinds = realloc(cfg->kinds, (size_t)cfg->cap * sizeof *cfg->kinds);
    if (!cfg->kinds)
      abort();
  }
  cfg->kinds[cfg->count++] = (PsyPrecisionKind){lowerCopy(kind, len), type};
}

bool psyPrecisionConfigLookup(const PsyPrecisionConfig *cfg, const char *kind, size_t len,
                              PsyPrecisionType *type) {
  int i = findKind(cfg, kind, len);
  if (i >= 0)
    *type = cfg->kinds[i].type;
  return i >= 0;
}

MlirType psyPrecisionConfigGetType(const PsyPrecisionConfig *cfg, MlirContext ctx,
                                   MlirStringRef kind) {
  PsyPrecisionType type;
  if (!psyPrecisionConfigLookup(cfg, kind.data, kind.length, &type))
    return (MlirType){NULL};
  switch (type) {
  case PSY_PRECISION_F32:
    return mlirF32TypeGet(ctx);
  case PSY_PRECISION_F64:
    return mlirF64TypeGet(ctx);
  case PSY_PRECISION_I32:
    break;
  }
  return mlirIntegerTypeGet(ctx, 32);
}

/* ---- Reading a config file ---------------------------------------------------------------- */

/* Errors are MLIR diagnostics at path:line:col in `ctx`; unlocated when the file cannot be
 * opened (line 0). */
typedef struct {
  const char *path;
  int line;
  MlirContext ctx;
} Reader;

static void report(const Reader *r, int col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void report(const Reader *r, int col, const char *fmt, ...) {
  char msg[512]; /* messages quote at most two short words of the line */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  MlirLocation loc =
      r->line ? mlirLocationFileLineColGet(r->ctx, mlirStringRefCreateFromCString(r->path),
                                           (unsigned)r->line, (unsigned)col)
              : mlirLocationUnknownGet(r->ctx);
  mlirEmitError(loc, msg);
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

MlirLogicalResult psyPrecisionConfigLoad(PsyPrecisionConfig *cfg, MlirContext ctx,
                                         const char *path) {
  Reader r = {path, 0, ctx};
  size_t size = 0;
  char *text = psyReadFile(path, &size); /* a directory or an endless device is an error */
  if (!text) {
    report(&r, 0, "cannot open precision config '%s': %s", path, psyReadFileError(errno));
    return mlirLogicalResultFailure();
  }
  bool ok = true;
  for (char *line = text; ok && line < text + size;) {
    ++r.line;
    char *end = memchr(line, '\n', (size_t)(text + size - line));
    if (end)
      *end = 0;
    ok = applyLine(cfg, &r, line);
    line = end ? end + 1 : text + size;
  }
  free(text);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
