#include "Diagnostics.h"
#include "psy-c/Support.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dupRef(MlirStringRef s) {
  char *p = malloc(s.length + 1);
  if (!p)
    abort();
  memcpy(p, s.data, s.length);
  p[s.length] = 0;
  return p;
}

static void appendCb(MlirStringRef s, void *data) {
  char **msg = data;
  size_t old = *msg ? strlen(*msg) : 0;
  char *p = realloc(*msg, old + s.length + 1);
  if (!p)
    abort();
  memcpy(p + old, s.data, s.length);
  p[old + s.length] = 0;
  *msg = p;
}

static void record(DiagState *st, MlirDiagnostic d) {
  Diag diag = {(int)mlirDiagnosticGetSeverity(d), 0, 0, NULL, NULL};
  MlirStringRef file;
  unsigned line, col;
  if (psyLocationGetFilePos(mlirDiagnosticGetLocation(d), &file, &line, &col)) {
    diag.file = dupRef(file);
    diag.line = (int)line;
    diag.col = (int)col;
  }
  mlirDiagnosticPrint(d, appendCb, &diag.message);
  if (!diag.message)
    diag.message = dupRef((MlirStringRef){"", 0});
  if (diag.severity == MlirDiagnosticError)
    st->errors++;
  /* Upstream turns off "see current operation" notes when verifying; the C API cannot. */
  if (st->verifying && diag.severity == MlirDiagnosticNote &&
      strncmp(diag.message, "see current operation", 21) == 0) {
    free(diag.file);
    free(diag.message);
    return;
  }
  if (st->count == st->cap) {
    st->cap = st->cap ? st->cap * 2 : 16;
    st->diags = realloc(st->diags, (size_t)st->cap * sizeof *st->diags);
    if (!st->diags)
      abort();
  }
  st->diags[st->count++] = diag;
}


MlirLogicalResult diagHandler(MlirDiagnostic d, void *userData) {
  DiagState *st = userData;
  if (st->muted) {
    char *msg = NULL;
    mlirDiagnosticPrint(d, appendCb, &msg);
    if (msg && strstr(msg, "must contain a single top-level operation"))
      st->sawMultiOp = 1;
    free(msg);
    return mlirLogicalResultSuccess();
  }
  if (!st->verifying) {
    if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError)
      st->errors++;
    return psyDiagnosticPrinter(d, NULL);
  }
  record(st, d);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); ++i)
    record(st, mlirDiagnosticGetNote(d, i));
  return mlirLogicalResultSuccess();
}

void diagClear(DiagState *st) {
  for (int i = 0; i < st->count; ++i) {
    free(st->diags[i].file);
    free(st->diags[i].message);
  }
  st->count = 0;
  st->errors = 0;
}

/* ---- Expectations ----------------------------------------------------------------------- */

typedef struct {
  int severity, line, srcLine, used;
  char *message;
} Expect;

static int severityFromName(const char *s, size_t n) {
  const MlirDiagnosticSeverity all[] = {MlirDiagnosticError, MlirDiagnosticWarning,
                                        MlirDiagnosticNote, MlirDiagnosticRemark};
  for (int i = 0; i < 4; ++i)
    if (strlen(psySeverityName(all[i])) == n && strncmp(s, psySeverityName(all[i]), n) == 0)
      return (int)all[i];
  return -1;
}

/* The first `needle` in [p, end), or NULL. */
static const char *findIn(const char *p, const char *end, const char *needle) {
  size_t n = strlen(needle);
  for (; (size_t)(end - p) >= n; ++p) {
    p = memchr(p, needle[0], (size_t)(end - p) - n + 1);
    if (!p)
      return NULL;
    if (memcmp(p, needle, n) == 0)
      return p;
  }
  return NULL;
}

/* 0-based line number of `p` within `text`. */
static int lineOf(const char *text, const char *p) {
  int line = 0;
  for (const char *q = text; q < p; ++q)
    line += *q == '\n';
  return line;
}

/* Parses one "expected-SEV[@LOC] {{MSG}}" at `p` (in a NUL-terminated text ending at `end`);
 * returns 1 and fills `e` on success. */
static int parseExpect(const char *p, const char *end, int line, Expect *e) {
  const char *s = p + 9; /* after "expected-" */
  size_t n = 0;
  while (isalpha((unsigned char)s[n]))
    ++n;
  e->severity = severityFromName(s, n);
  if (e->severity < 0)
    return 0;
  s += n;
  e->line = line;
  if (*s == '@') {
    ++s;
    if (*s == '+' || *s == '-')
      e->line = line + (int)strtol(s, (char **)&s, 10);
    else if (strncmp(s, "above", 5) == 0)
      e->line = line - 1, s += 5;
    else if (strncmp(s, "below", 5) == 0)
      e->line = line + 1, s += 5;
    else
      return 0;
  }
  while (*s == ' ')
    ++s;
  if (strncmp(s, "{{", 2) != 0)
    return 0;
  const char *close = findIn(s + 2, end, "}}");
  if (!close)
    return 0;
  e->message = dupRef((MlirStringRef){s + 2, (size_t)(close - s - 2)});
  e->srcLine = line;
  e->used = 0;
  return 1;
}

static int collectExpects(const char *text, const char *end, int firstLine, Expect **out) {
  int n = 0, cap = 0;
  *out = NULL;
  for (const char *p = findIn(text, end, "expected-"); p; p = findIn(p + 1, end, "expected-")) {
    Expect e;
    if (!parseExpect(p, end, firstLine + lineOf(text, p), &e))
      continue;
    if (n == cap) {
      cap = cap ? cap * 2 : 8;
      *out = realloc(*out, (size_t)cap * sizeof **out);
      if (!*out)
        abort();
    }
    (*out)[n++] = e;
  }
  return n;
}

static int matches(const Expect *e, const Diag *d, const char *file) {
  return !e->used && e->severity == d->severity && d->file && strcmp(d->file, file) == 0 &&
         d->line == e->line && strstr(d->message, e->message) != NULL;
}

int diagVerify(DiagState *st, const char *file, MlirStringRef text, int firstLine) {
  char *copy = dupRef(text); /* NUL-terminated, for strtol and strncmp */
  Expect *ex;
  int nex = collectExpects(copy, copy + text.length, firstLine, &ex), bad = 0;
  free(copy);
  for (int i = 0; i < st->count; ++i) {
    Diag *d = &st->diags[i];
    int found = 0;
    for (int j = 0; j < nex && !found; ++j)
      if (matches(&ex[j], d, file))
        ex[j].used = found = 1;
    if (!found) {
      fprintf(stderr, "%s:%d:%d: error: unexpected %s: %s\n", d->file ? d->file : file,
              d->line, d->col, psySeverityName(d->severity), d->message);
      bad++;
    }
  }
  for (int j = 0; j < nex; ++j) {
    if (!ex[j].used) {
      fprintf(stderr, "%s:%d:1: error: expected %s \"%s\" was not produced\n", file,
              ex[j].srcLine, psySeverityName(ex[j].severity), ex[j].message);
      bad++;
    }
    free(ex[j].message);
  }
  free(ex);
  diagClear(st);
  return bad;
}
