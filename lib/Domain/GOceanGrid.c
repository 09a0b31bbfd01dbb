/* The grid properties in force for a GOcean compilation (psy-c/GOcean.h): PSyclone's
 * defaults (the table in GOceanMeta.c) with a configuration's `grid-properties` on top. The
 * value is PSyclone's: comma-separated items `name: fortran: scalar|array: integer|real`,
 * where the Fortran fetches the property from a field written `{0}` and every `%` is doubled
 * (`%%`), as Python's configparser needs it. */
#include "psy-c/GOcean.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/Support.h"

void psyGoGridTableInitDefault(PsyGoGridTable *t) {
  memset(t, 0, sizeof *t);
  for (int p = 0; p < 64 && psyGoVocabName(PSY_GO_VOCAB_GRID_PROPERTY, p)[0]; ++p, ++t->n) {
    t->fortran[p] = psyXstrdup(psyGoGridPropertyFortran(p));
    t->array[p] = psyGoGridPropertyIsArray(p);
    t->real[p] = psyGoGridPropertyIsReal(p);
  }
}

void psyGoGridTableClear(PsyGoGridTable *t) {
  for (int p = 0; p < t->n; ++p) free(t->fortran[p]);
  memset(t, 0, sizeof *t);
}

/* `s` without blanks (newlines included) around it, `%%` read as `%` (heap). */
static char *trimmed(const char *s, size_t n) {
  while (n && isspace((unsigned char)*s)) ++s, --n;
  while (n && isspace((unsigned char)s[n - 1])) --n;
  char *out = psyXcalloc(n + 1, 1);
  size_t k = 0;
  for (size_t i = 0; i < n; ++i) {
    out[k++] = s[i];
    if (s[i] == '%' && i + 1 < n && s[i + 1] == '%') ++i;
  }
  return out;
}

/* Splits `item` at its colons into exactly four heap fields; false otherwise. */
static bool splitItem(const char *item, size_t n, char *f[4]) {
  int k = 0;
  for (size_t start = 0, i = 0; i <= n; ++i) {
    if (i < n && item[i] != ':') continue;
    if (k == 4) return false;
    f[k++] = trimmed(item + start, i - start);
    start = i + 1;
  }
  return k == 4;
}

/* One item into `t`; false with the reason. */
static bool readItem(PsyGoGridTable *t, char *const f[4], char *why, size_t size) {
  int p = psyGoVocabLookup(PSY_GO_VOCAB_GRID_PROPERTY, f[0], strlen(f[0]));
  bool array = !strcmp(f[2], "array"), real = !strcmp(f[3], "real");
  if (p < 0)
    snprintf(why, size, "unknown grid property '%s': psy-mlir's GOcean kernels know only the "
             "default ones (docs/gocean.md)", f[0]);
  else if (!array && strcmp(f[2], "scalar"))
    snprintf(why, size, "grid property '%s' is '%s'; expected scalar or array", f[0], f[2]);
  else if (!real && strcmp(f[3], "integer"))
    snprintf(why, size, "grid property '%s' has type '%s'; expected integer or real", f[0], f[3]);
  else if (!f[1][0])
    snprintf(why, size, "grid property '%s' has no Fortran access", f[0]);
  else {
    free(t->fortran[p]);
    t->fortran[p] = psyXstrdup(f[1]);
    t->array[p] = array;
    t->real[p] = real;
    return true;
  }
  return false;
}

MlirLogicalResult psyGoGridTableParse(PsyGoGridTable *t, const char *text, MlirLocation loc,
                                      const char *prefix) {
  int index = 0;
  for (const char *s = text; *s;) {
    const char *comma = strchr(s, ',');
    size_t n = comma ? (size_t)(comma - s) : strlen(s);
    char *f[4] = {0};
    ++index;
    char reason[256];
    bool ok = splitItem(s, n, f);
    if (!ok) snprintf(reason, sizeof reason, "expected 'name: fortran: scalar|array: "
                      "integer|real'");
    else ok = readItem(t, f, reason, sizeof reason);
    for (int k = 0; k < 4; ++k) free(f[k]);
    if (!ok)
      return psyEmitError(loc, "%sgrid-properties item %d: %s", prefix ? prefix : "", index,
                          reason);
    s = comma ? comma + 1 : s + n;
  }
  return mlirLogicalResultSuccess();
}

char *psyGoGridTableAccess(const PsyGoGridTable *t, int property, const char *field) {
  const char *f = t->fortran[property], *at = strstr(f, "{0}");
  if (!at) return psyXstrdup(f);
  return psyFormat("%.*s%s%s", (int)(at - f), f, field, at + 3);
}
