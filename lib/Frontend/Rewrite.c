/* Rewrites the algorithm source: each `call invoke(...)` statement (from the `call` to its
 * closing parenthesis, continuation lines included) becomes a call to its generated routine,
 * and a `use <psy module>, only: ...` line goes before the first use statement of the nearest
 * enclosing scope that has one. Every other byte is copied unchanged. The file is written to a
 * temporary beside the target and renamed, so a failure never leaves a partial file. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Invoke.h"
#include "../Support/Alloc.h"
#include "psy-c/Support.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

typedef struct {
  size_t start, end;  /* replaced byte range [start, end) */
  char *text;
} Edit;

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t cap = 0, n = 0, got;
  do {
    if (n + 4096 > cap) {
      cap = 2 * cap + 4096;
      char *nb = realloc(buf, cap);
      if (!nb) abort();
      buf = nb;
    }
    got = fread(buf + n, 1, cap - n, f);
    n += got;
  } while (got);
  fclose(f);
  *size = n;
  return buf;
}

/* Byte offset of a 1-based line and column. */
static size_t offsetOf(const char *src, size_t size, int line, int col) {
  size_t off = 0;
  for (int l = 1; l < line && off < size; ++off)
    if (src[off] == '\n') ++l;
  off += (size_t)(col > 0 ? col - 1 : 0);
  return off < size ? off : size;
}

static size_t lineStart(const char *src, size_t off) {
  while (off > 0 && src[off - 1] != '\n') --off;
  return off;
}

/* `call invoke_x(a, b, ...)`, continued onto new lines past 100 columns. */
static char *callText(const PsyInvoke *inv, int indent) {
  int n;
  const PsyInvValue **alg = psyInvokeAlgArgs(inv, &n);
  size_t cap = 64 + strlen(inv->name);
  for (int i = 0; i < n; ++i) cap += strlen(alg[i]->text) + 16 + (size_t)indent;
  char *t = malloc(cap);
  if (!t) abort();
  int len = snprintf(t, cap, "call %s(", inv->name), col = indent + len;
  for (int i = 0; i < n; ++i) {
    int w = (int)strlen(alg[i]->text) + 2;
    if (i && col + w > 100) {
      len += snprintf(t + len, cap - (size_t)len, " &\n%*s", indent + 6, "");
      col = indent + 6;
    }
    len += snprintf(t + len, cap - (size_t)len, "%s%s", alg[i]->text, i + 1 < n ? ", " : "");
    col += w;
  }
  snprintf(t + len, cap - (size_t)len, ")");
  free(alg);
  return t;
}

/* The first use statement of `scope` or, failing that, of its nearest ancestor. */
static const PsyFUse *useAnchor(const PsyFUnit *u, int scope) {
  for (int s = scope; s >= 0; s = u->scopes[s].parent)
    for (int i = 0; i < u->nuses; ++i)
      if (u->uses[i].scope == s) return &u->uses[i];
  return NULL;
}

static char *useText(const char *src, size_t at, const char *psyModule, const PsyInvoke *invs,
                     int n, const PsyFUse *anchor, const PsyFUnit *u) {
  size_t cap = 128 + strlen(psyModule), len = 0;
  for (int i = 0; i < n; ++i) cap += strlen(invs[i].name) + 8;
  char *t = malloc(cap);
  if (!t) abort();
  size_t indent = 0;
  while (src[at + indent] == ' ' || src[at + indent] == '\t') ++indent;
  len += (size_t)snprintf(t, cap, "%.*suse %s, only: ", (int)indent, src + at, psyModule);
  int listed = 0;
  for (int i = 0; i < n; ++i) {
    if (useAnchor(u, invs[i].src->scope) != anchor) continue;
    len += (size_t)snprintf(t + len, cap - len, "%s%s", listed++ ? ", " : "", invs[i].name);
  }
  snprintf(t + len, cap - len, "\n");
  return t;
}

/* Locations in the algorithm file itself carry the unit's own file pointer
 * (psyFUnitInternFile maps flang's `./alg.f90` for `alg.f90` to it). */
static bool sameFile(const char *a, const char *b) { return a && b && !strcmp(a, b); }

static int compareEdits(const void *a, const void *b) {
  const Edit *x = a, *y = b;
  return x->start < y->start ? -1 : x->start > y->start;
}

/* Whether the file's bytes [a, b) are the invoke statement itself: `call` ... `)`. A call
 * produced by a macro (`#define CALL_INV call invoke(...)`, or `call INV` with INV defined as
 * the rest) has all or part of its text in the #define, and flang places what a macro
 * expanded to at the macro's name: the range then is not the call, and replacing it would
 * garble the algorithm. */
static bool isWrittenOut(const char *src, size_t a, size_t b) {
  if (b <= a || b - a < 6 || strncasecmp(src + a, "call", 4)) return false;
  char next = src[a + 4];
  if (isalnum((unsigned char)next) || next == '_') return false;
  while (b > a && isspace((unsigned char)src[b - 1])) --b;
  return src[b - 1] == ')';
}

/* Edits must not overlap (two calls that share source bytes): the copy between them would
 * run backwards. Whatever produced them, that is an error, not a garbled file. */
static bool overlaps(const Edit *edits, int n, const PsyInvoke *invs, PsyDiagList *diags) {
  for (int i = 1; i < n; ++i)
    if (edits[i].start < edits[i - 1].end) {
      psyDiagError(diags, invs[0].src->loc, "cannot rewrite the invoke calls: two of them "
                   "share source text (a preprocessor macro?)");
      return true;
    }
  return false;
}

static bool collectEdits(const PsyFUnit *u, const char *src, size_t size, const PsyInvoke *invs,
                         int n, const char *psyModule, Edit *edits, int *nedits,
                         PsyDiagList *diags) {
  int k = 0;
  const PsyFUse **anchors = psyXcalloc((size_t)n, sizeof *anchors); /* one per invoke at most */
  int nanchors = 0;
  for (int i = 0; i < n; ++i) {
    const PsyFInvoke *s = invs[i].src;
    if (!sameFile(s->loc.file, u->file) || !sameFile(s->end.file, u->file)) {
      psyDiagError(diags, s->loc, "cannot rewrite this invoke call: it is not in '%s' itself "
                   "(it comes from an #include); preprocess the algorithm first, as LFRic's "
                   "build does for .X90 files, or move the call", u->file);
      *nedits = k;
      free(anchors);
      return false;
    }
    size_t a = offsetOf(src, size, s->loc.line, s->loc.col);
    size_t b = offsetOf(src, size, s->end.line, s->end.col); /* flang: one past the end */
    if (!isWrittenOut(src, a, b)) {
      psyDiagError(diags, s->loc, "cannot rewrite this invoke call: a preprocessor macro "
                   "produces it or part of it; write the `call invoke(...)` statement out in "
                   "the algorithm");
      *nedits = k;
      free(anchors);
      return false;
    }
    edits[k++] = (Edit){a, b, callText(&invs[i], (int)(a - lineStart(src, a)))};
    const PsyFUse *anchor = useAnchor(u, s->scope);
    if (!anchor) {
      psyDiagError(diags, s->loc, "cannot add the use statement for '%s': no use statement in "
                   "the enclosing program unit", invs[i].name);
      *nedits = k;
      free(anchors);
      return false;
    }
    bool seen = false;
    for (int j = 0; j < nanchors; ++j) seen |= anchors[j] == anchor;
    if (seen) continue;
    anchors[nanchors++] = anchor;
    size_t at = lineStart(src, offsetOf(src, size, anchor->loc.line, anchor->loc.col));
    edits[k++] = (Edit){at, at, useText(src, at, psyModule, invs, n, anchor, u)};
  }
  *nedits = k;
  free(anchors);
  qsort(edits, (size_t)k, sizeof *edits, compareEdits);
  return !overlaps(edits, k, invs, diags);
}

/* The edited text goes through psyWriteFileAtomically: temporary file, rename, and the usual
 * permissions (0666 less the umask). */
static bool writeAtomically(const char *path, const char *src, size_t size, const Edit *edits,
                            int n) {
  char *text = NULL, err[512];
  size_t len = 0, pos = 0;
  FILE *mem = open_memstream(&text, &len);
  if (!mem) return false;
  for (int i = 0; i < n; ++i) {
    fwrite(src + pos, 1, edits[i].start - pos, mem);
    fputs(edits[i].text, mem);
    pos = edits[i].end;
  }
  fwrite(src + pos, 1, size - pos, mem);
  bool ok = fclose(mem) == 0 && psyWriteFileAtomically(path, text, len, err, sizeof err) == 0;
  free(text);
  return ok;
}

bool psyAlgorithmRewrite(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                         const char *psyModule, const char *path, PsyDiagList *diags) {
  size_t size = 0;
  char *src = readFile(unit->file, &size);
  if (!src) {
    psyDiagError(diags, (PsyFLoc){0}, "cannot read '%s' to rewrite it", unit->file);
    return false;
  }
  Edit *edits = calloc((size_t)(2 * n + 1), sizeof *edits);
  if (!edits) abort();
  int nedits = 0;
  bool ok = collectEdits(unit, src, size, invs, n, psyModule, edits, &nedits, diags);
  if (ok && !writeAtomically(path, src, size, edits, nedits)) {
    psyDiagError(diags, (PsyFLoc){0}, "cannot write the rewritten algorithm to '%s'", path);
    ok = false;
  }
  for (int i = 0; i < nedits; ++i) free(edits[i].text);
  free(edits);
  free(src);
  return ok;
}
