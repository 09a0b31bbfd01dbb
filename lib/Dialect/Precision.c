/* LFRic precision kinds and the element types they map to.
 *
 * LFRic builds choose each real kind's precision at configure time (r_solver is often single
 * precision while r_def stays double), so the map is data read from a small file rather than
 * fixed in the front end:  `r_solver = f64`, one per line, `#` starts a comment. */
#include "psy-c/Builtins.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

static const struct {
  const char *kind, *type;
} kDefaultKinds[] = {
    {"r_def", "f64"}, {"r_solver", "f32"}, {"r_tran", "f64"}, {"r_bl", "f64"},
    {"r_phys", "f64"}, {"i_def", "i32"},
};

void psyPrecisionConfigInitDefault(PsyPrecisionConfig *cfg) {
  int n = (int)(sizeof kDefaultKinds / sizeof kDefaultKinds[0]);
  memset(cfg, 0, sizeof *cfg);
  for (int i = 0; i < n; ++i) {
    snprintf(cfg->kind[i], sizeof cfg->kind[i], "%s", kDefaultKinds[i].kind);
    snprintf(cfg->type[i], sizeof cfg->type[i], "%s", kDefaultKinds[i].type);
  }
  cfg->count = n;
}

static int findKind(const PsyPrecisionConfig *cfg, const char *kind, size_t n) {
  for (int i = 0; i < cfg->count; ++i) {
    if (strlen(cfg->kind[i]) != n)
      continue;
    size_t j = 0;
    while (j < n && tolower((unsigned char)kind[j]) == cfg->kind[i][j])
      ++j;
    if (j == n)
      return i;
  }
  return -1;
}

static void emitAt(MlirContext ctx, const char *path, int line, int col, const char *msg) {
  MlirLocation loc =
      mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(path), line, col);
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

/* Applies one `kind = type` line. Only real kinds may be retyped, and only to f32/f64: the
 * integer kind is fixed by the dialect's field types. */
static MlirLogicalResult applyLine(PsyPrecisionConfig *cfg, MlirContext ctx, const char *path,
                                   int lineNo, const char *line) {
  char msg[256];
  const char *k = skipSpace(line);
  if (*k == '#' || *k == '\n' || *k == 0)
    return mlirLogicalResultSuccess();
  const char *kEnd = skipWord(k);
  const char *eq = skipSpace(kEnd);
  const char *t = skipSpace(eq + (*eq == '='));
  const char *tEnd = skipWord(t);
  const char *rest = skipSpace(tEnd);
  if (kEnd == k || *eq != '=' || tEnd == t || (*rest != 0 && *rest != '\n' && *rest != '#')) {
    emitAt(ctx, path, lineNo, (int)(k - line) + 1, "expected `kind = f32` or `kind = f64`");
    return mlirLogicalResultFailure();
  }
  int idx = findKind(cfg, k, (size_t)(kEnd - k));
  if (idx < 0 || tolower((unsigned char)k[0]) != 'r') {
    snprintf(msg, sizeof msg, "unknown real precision kind '%.*s'", (int)(kEnd - k), k);
    emitAt(ctx, path, lineNo, (int)(k - line) + 1, msg);
    return mlirLogicalResultFailure();
  }
  size_t tl = (size_t)(tEnd - t);
  if (tl != 3 || (strncmp(t, "f32", 3) != 0 && strncmp(t, "f64", 3) != 0)) {
    snprintf(msg, sizeof msg, "precision of '%.*s' must be f32 or f64, got '%.*s'",
             (int)(kEnd - k), k, (int)tl, t);
    emitAt(ctx, path, lineNo, (int)(t - line) + 1, msg);
    return mlirLogicalResultFailure();
  }
  snprintf(cfg->type[idx], sizeof cfg->type[idx], "%.3s", t);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult psyPrecisionConfigLoad(PsyPrecisionConfig *cfg, MlirContext ctx,
                                         const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    char msg[512];
    snprintf(msg, sizeof msg, "cannot open precision config '%s'", path);
    mlirEmitError(mlirLocationUnknownGet(ctx), msg);
    return mlirLogicalResultFailure();
  }
  char line[512];
  int lineNo = 0;
  MlirLogicalResult result = mlirLogicalResultSuccess();
  while (mlirLogicalResultIsSuccess(result) && fgets(line, sizeof line, f))
    result = applyLine(cfg, ctx, path, ++lineNo, line);
  fclose(f);
  return result;
}

MlirType psyPrecisionConfigGetType(const PsyPrecisionConfig *cfg, MlirContext ctx,
                                   MlirStringRef kind) {
  int idx = findKind(cfg, kind.data, kind.length);
  if (idx < 0)
    return (MlirType){NULL};
  const char *t = cfg->type[idx];
  if (strcmp(t, "f32") == 0)
    return mlirF32TypeGet(ctx);
  if (strcmp(t, "f64") == 0)
    return mlirF64TypeGet(ctx);
  return mlirIntegerTypeGet(ctx, 32);
}
