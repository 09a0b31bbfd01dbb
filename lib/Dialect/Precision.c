/* LFRic precision kinds and the element types they map to: the precision model.
 *
 * LFRic builds choose each real kind's precision at configure time (r_solver is often single
 * precision while r_def stays double), so the map is data: it starts from the defaults here
 * and is fed by the driver's two readers (lib/Driver/Precision.c), a PSyclone config's
 * precision_map and a precision config file. The map grows with them: a build may name kinds
 * of its own (`r_um = f64`). */
#include "psy-c/Builtins.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/BuiltinTypes.h"

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
