/* Rewrites the algorithm source: each `call invoke(...)` statement (from the `call` to its
 * closing parenthesis, continuation lines included) becomes a call to its generated routine,
 * a `use <psy module>, only: ...` statement goes before the first use statement of the
 * nearest enclosing scope that has one, and the kernel types the invokes named leave the use
 * statements (RewriteUses.c). Every other byte is copied unchanged; what psyc writes stays
 * within free form's 132 columns (Wrap.c), and comments inside an invoke move to lines of
 * their own before the call. The work is linear in the file: locations become offsets
 * through a line table, and the edits are sorted once. The file is written to a temporary
 * beside the target and renamed, so a failure never leaves a partial file. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Rewrite.h"
#include "Wrap.h"
#include "psy-c/Alloc.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- the source ------------------------------------------------------------------------- */

static bool readSource(const char *path, PsySource *s) {
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  PsyStrBuf b = {0};
  char chunk[65536];
  size_t got;
  psyStrBufAppend(&b, "", 0);
  while ((got = fread(chunk, 1, sizeof chunk, f)) > 0) psyStrBufAppend(&b, chunk, got);
  fclose(f);
  s->text = b.data, s->size = b.len;
  int cap = 0;
  s->nlines = 0, s->lines = NULL;
  for (size_t off = 0; off <= s->size; ++off)
    if (off == 0 || s->text[off - 1] == '\n') {
      s->lines = psyGrow(s->lines, s->nlines, &cap, sizeof *s->lines);
      s->lines[s->nlines++] = off;
    }
  return true;
}

size_t psySourceOffset(const PsySource *s, PsyFLoc l) {
  if (l.line > s->nlines) return s->size;
  size_t off = s->lines[l.line > 0 ? l.line - 1 : 0] + (size_t)(l.col > 0 ? l.col - 1 : 0);
  return off < s->size ? off : s->size;
}

size_t psySourceLineStart(const PsySource *s, size_t off) {
  int lo = 0, hi = s->nlines - 1; /* the last line starting at or before `off` */
  while (lo < hi) {
    int mid = lo + (hi - lo + 1) / 2;
    if (s->lines[mid] <= off) lo = mid;
    else hi = mid - 1;
  }
  return s->lines[lo];
}

size_t psySourceLineEnd(const PsySource *s, size_t off) {
  const char *nl = off < s->size ? memchr(s->text + off, '\n', s->size - off) : NULL;
  return nl ? (size_t)(nl - s->text) : s->size;
}

bool psySourceIsBlank(const char *p, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (p[i] != ' ' && p[i] != '\t' && p[i] != '\r') return false;
  return true;
}

void psyEditsAdd(PsyEdits *e, size_t start, size_t end, char *text) {
  e->items = psyGrow(e->items, e->n, &e->cap, sizeof *e->items);
  e->items[e->n++] = (PsyEdit){start, end, text};
}

size_t psySourceTrailer(const PsySource *s, size_t end) {
  size_t le = psySourceLineEnd(s, end);
  while (le > end && psySourceIsBlank(s->text + le - 1, 1)) --le;
  return le - end;
}

PsyRewriteStart psyRewriteStart(const PsySource *s, size_t off, PsyStrBuf *t) {
  size_t ls = psySourceLineStart(s, off);
  PsyRewriteStart r = {off, (int)(off - ls), !psySourceIsBlank(s->text + ls, off - ls)};
  psyStrBufAppend(t, "", 0);
  if (!r.content && r.col > PSY_FORTRAN_INDENT_MAX) {
    r.start = ls, r.col = PSY_FORTRAN_INDENT_MAX;
    psyWrapBlanks(t, r.col);
  }
  return r;
}

bool psyRewriteMoveTrailer(const PsySource *s, size_t *end, PsyStrBuf *t, int col, int indent,
                           bool force) {
  size_t le = psySourceLineEnd(s, *end), rest = *end;
  while (rest < le && psySourceIsBlank(s->text + rest, 1)) ++rest;
  if (rest == le) return false;
  bool fits = col + (int)psySourceTrailer(s, *end) <= PSY_FORTRAN_LINE_MAX;
  char c = s->text[rest];
  if (c == '!' ? fits : c != ';' || (fits && !force)) return false;
  if (c == ';')
    for (++rest; rest < le && psySourceIsBlank(s->text + rest, 1);) ++rest;
  if (rest == le) return false; /* a `;` ending the line: nothing to move */
  psyStrBufAppend(t, "\n", 1);
  psyWrapBlanks(t, indent < PSY_FORTRAN_INDENT_MAX ? indent : PSY_FORTRAN_INDENT_MAX);
  *end = rest;
  return c == ';';
}

/* ---- invoke calls ----------------------------------------------------------------------- */

/* Where a statement moved to a line of its own by the previous call's edit starts. */
typedef struct {
  size_t at;
  int col;
} Moved;

/* Appends the comment at `p` (to the end of its line, trailing blanks dropped), then a new
 * line `col` blanks in; returns the offset of its line's end. */
static size_t moveComment(const PsySource *s, size_t p, PsyStrBuf *t, int col) {
  size_t le = psySourceLineEnd(s, p), n = le;
  while (n > p && psySourceIsBlank(s->text + n - 1, 1)) --n;
  psyStrBufAppend(t, s->text + p, n - p);
  psyStrBufAppend(t, "\n", 1);
  psyWrapBlanks(t, col);
  return le;
}

void psyRewriteComments(const PsySource *s, size_t a, size_t b, PsyStrBuf *t, int col) {
  char quote = 0;
  for (size_t p = a; p < b; ++p) {
    char c = s->text[p];
    if (quote && c == '\n') {
      for (size_t q = p + 1;; q = p + 1) {
        while (q < b && psySourceIsBlank(s->text + q, 1)) ++q;
        if (q >= b || s->text[q] != '!') break;
        p = moveComment(s, q, t, col);
      }
    } else if (quote) {
      if (c == quote) quote = 0; /* a doubled quote closes and reopens: the same */
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '!') {
      p = moveComment(s, p, t, col);
    }
  }
}

/* `call invoke_x(a, b, ...)` for [a, b), wrapped within 132 columns, leaving what follows
 * on the line fitting after it or moved to a line of its own (always when another invoke
 * follows there: `force`). */
static void callEdit(const PsySource *s, const PsyInvoke *inv, size_t a, size_t b, bool force,
                     Moved *moved, PsyEdits *edits) {
  PsyStrBuf t = {0};
  PsyRewriteStart at = a == moved->at ? (PsyRewriteStart){a, moved->col, false}
                                      : psyRewriteStart(s, a, &t);
  if (!at.content) psyRewriteComments(s, a, b, &t, at.col);
  PsyWrap w = psyWrapBegin(&t, at.col, at.content);
  int n;
  const PsyInvValue **alg = psyInvokeAlgArgs(inv, &n);
  int trailer = (int)psySourceTrailer(s, b);
  char *head = psyFormat("call %s(%s", inv->name, n ? "" : ")");
  psyWrapItem(&w, head, strlen(head), false, n ? 0 : trailer);
  for (int i = 0; i < n; ++i) {
    char *item = psyFormat("%s%s", alg[i]->text, i + 1 < n ? "," : ")");
    psyWrapItem(&w, item, strlen(item), i > 0, i + 1 < n ? 0 : trailer);
    free(item);
  }
  size_t end = b;
  int indent = at.col < PSY_FORTRAN_INDENT_MAX ? at.col : PSY_FORTRAN_INDENT_MAX;
  bool movedNext = psyRewriteMoveTrailer(s, &end, &t, w.col, indent, force);
  *moved = movedNext ? (Moved){end, indent} : (Moved){SIZE_MAX, 0};
  psyEditsAdd(edits, at.start, end, t.data);
  free(head);
  free(alg);
}

/* Locations in the algorithm file itself carry the unit's own file pointer
 * (psyFUnitInternFile maps flang's `./alg.f90` for `alg.f90` to it). */
static bool sameFile(const char *a, const char *b) { return a && b && !strcmp(a, b); }

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

static bool callEdits(const PsyFUnit *u, const PsySource *s, const PsyInvoke *invs, int n,
                      PsyEdits *edits, PsyDiagList *diags) {
  Moved moved = {SIZE_MAX, 0};
  for (int i = 0; i < n; ++i) {
    const PsyFInvoke *f = invs[i].src;
    if (!sameFile(f->loc.file, u->file) || !sameFile(f->end.file, u->file)) {
      psyDiagError(diags, f->loc, "cannot rewrite this invoke call: it is not in '%s' itself "
                   "(it comes from an #include); preprocess the algorithm first, as LFRic's "
                   "build does for .X90 files, or move the call", u->file);
      return false;
    }
    size_t a = psySourceOffset(s, f->loc), b = psySourceOffset(s, f->end);
    if (!isWrittenOut(s->text, a, b)) {
      psyDiagError(diags, f->loc, "cannot rewrite this invoke call: a preprocessor macro "
                   "produces it or part of it; write the `call invoke(...)` statement out in "
                   "the algorithm");
      return false;
    }
    bool nextOnLine = i + 1 < n && invs[i + 1].src->loc.line == f->end.line &&
                      sameFile(invs[i + 1].src->loc.file, u->file);
    callEdit(s, &invs[i], a, b, nextOnLine, &moved, edits);
  }
  return true;
}

/* ---- the PSy-layer use statement -------------------------------------------------------- */

/* The use statement each scope's invokes are imported before: the first of the scope or,
 * failing that, of its nearest ancestor; -1 for none. A table, one pass over uses and scopes
 * (a parent scope comes before its children). */
static int *useAnchors(const PsyFUnit *u) {
  int *anchor = psyXmalloc(sizeof *anchor * (size_t)(u->nscopes + 1));
  for (int sc = 0; sc < u->nscopes; ++sc) anchor[sc] = -1;
  for (int i = u->nuses - 1; i >= 0; --i) anchor[u->uses[i].scope] = i;
  for (int sc = 0; sc < u->nscopes; ++sc)
    if (anchor[sc] < 0 && u->scopes[sc].parent >= 0) anchor[sc] = anchor[u->scopes[sc].parent];
  return anchor;
}

/* Names per use statement of the PSy-layer module: Fortran 2008 allows a statement 255
 * continuation lines, so thousands of invokes take several statements. */
enum { PSY_USE_NAMES_MAX = 100 };

/* `use <psy module>, only: <names>` for `nlisted` invokes, wrapped, from column `col` of a
 * line that has other code before when `content`. */
static void psyUseStatement(PsyStrBuf *t, const char *psyModule, const PsyInvoke *invs,
                            const int *listed, int nlisted, int col, bool content) {
  PsyWrap w = psyWrapBegin(t, col, content);
  char *head = psyFormat("use %s, only:", psyModule);
  psyWrapItem(&w, head, strlen(head), false, 0);
  for (int k = 0; k < nlisted; ++k) {
    char *item = psyFormat("%s%s", invs[listed[k]].name, k + 1 < nlisted ? "," : "");
    psyWrapItem(&w, item, strlen(item), true, 0);
    free(item);
  }
  free(head);
}

/* The use statements of the PSy-layer module for the invokes `listed`, inserted before use
 * statement `use` with its indentation (on a line of their own when code precedes it). */
static void psyUseEdit(const PsySource *s, const PsyFUse *use, const char *psyModule,
                       const PsyInvoke *invs, const int *listed, int nlisted, PsyEdits *edits) {
  size_t at = psySourceOffset(s, use->stmt.line ? use->stmt : use->loc);
  size_t ls = psySourceLineStart(s, at);
  bool alone = psySourceIsBlank(s->text + ls, at - ls);
  int col = (int)(at - ls), indent = col < PSY_FORTRAN_INDENT_MAX ? col : PSY_FORTRAN_INDENT_MAX;
  PsyStrBuf t = {0};
  for (int k = 0; k < nlisted; k += PSY_USE_NAMES_MAX) {
    bool after = !alone && k == 0; /* written after the code that precedes `use` */
    if (alone && indent == col) psyStrBufAppend(&t, s->text + ls, at - ls); /* tabs kept */
    else if (!after) psyWrapBlanks(&t, indent);
    int n = nlisted - k < PSY_USE_NAMES_MAX ? nlisted - k : PSY_USE_NAMES_MAX;
    psyUseStatement(&t, psyModule, invs, listed + k, n, after ? col : indent, after);
    psyStrBufAppend(&t, "\n", 1);
  }
  if (!alone) psyWrapBlanks(&t, indent); /* the anchor then starts a line of its own */
  psyEditsAdd(edits, alone ? ls : at, alone ? ls : at, t.data);
}

/* One use statement of the PSy-layer module per anchor, listing its invokes in order. */
static bool psyUseEdits(const PsyFUnit *u, const PsySource *s, const PsyInvoke *invs, int n,
                        const char *psyModule, PsyEdits *edits, PsyDiagList *diags) {
  int *anchor = useAnchors(u), *first = psyXmalloc(sizeof *first * (size_t)(u->nuses + 1));
  int *order = psyXmalloc(sizeof *order * (size_t)(n + 1));
  bool ok = true;
  for (int i = 0; i <= u->nuses; ++i) first[i] = 0;
  for (int i = 0; i < n && ok; ++i) { /* counting sort of the invokes by anchor */
    int a = anchor[invs[i].src->scope];
    if (a < 0)
      psyDiagError(diags, invs[i].src->loc, "cannot add the use statement for '%s': no use "
                   "statement in the enclosing program unit", invs[i].name), ok = false;
    else ++first[a + 1];
  }
  for (int i = 0; ok && i < u->nuses; ++i) first[i + 1] += first[i];
  for (int i = 0; ok && i < n; ++i) order[first[anchor[invs[i].src->scope]]++] = i;
  for (int i = 0, from = 0; ok && i < u->nuses; from = first[i++])
    if (first[i] > from)
      psyUseEdit(s, &u->uses[i], psyModule, invs, order + from, first[i] - from, edits);
  free(order), free(first), free(anchor);
  return ok;
}

/* ---- writing ---------------------------------------------------------------------------- */

/* Insertions before replacements at the same offset: the insertion is then copied first. */
static int compareEdits(const void *a, const void *b) {
  const PsyEdit *x = a, *y = b;
  if (x->start != y->start) return x->start < y->start ? -1 : 1;
  return x->end < y->end ? -1 : x->end > y->end;
}

/* Edits must not overlap (two calls that share source bytes): the copy between them would
 * run backwards. Whatever produced them, that is an error, not a garbled file. */
static bool overlaps(const PsyEdits *e, const PsyInvoke *invs, PsyDiagList *diags) {
  for (int i = 1; i < e->n; ++i)
    if (e->items[i].start < e->items[i - 1].end) {
      psyDiagError(diags, invs[0].src->loc, "cannot rewrite the invoke calls: two of them "
                   "share source text (a preprocessor macro?)");
      return true;
    }
  return false;
}

/* The edited text goes through psyWriteFileAtomically: temporary file, rename, and the usual
 * permissions (0666 less the umask). Its failure is said by the caller, in the front end's
 * list (a null location). */
static bool writeAtomically(const char *path, const PsySource *s, const PsyEdits *e) {
  PsyStrBuf out = {0};
  size_t pos = 0;
  psyStrBufAppend(&out, "", 0);
  for (int i = 0; i < e->n; ++i) {
    psyStrBufAppend(&out, s->text + pos, e->items[i].start - pos);
    psyStrBufAppend(&out, e->items[i].text, strlen(e->items[i].text));
    pos = e->items[i].end;
  }
  psyStrBufAppend(&out, s->text + pos, s->size - pos);
  bool ok = mlirLogicalResultIsSuccess(
      psyWriteFileAtomically((MlirLocation){NULL}, path, out.data, out.len));
  psyStrBufFree(&out);
  return ok;
}

bool psyAlgorithmRewrite(const PsyFUnit *unit, const PsyInvoke *invs, int n,
                         const char *psyModule, const char *path, PsyDiagList *diags) {
  PsySource src;
  if (!readSource(unit->file, &src)) {
    psyDiagError(diags, (PsyFLoc){0}, "cannot read '%s' to rewrite it", unit->file);
    return false;
  }
  PsyEdits edits = {0};
  bool ok = callEdits(unit, &src, invs, n, &edits, diags) &&
            psyUseEdits(unit, &src, invs, n, psyModule, &edits, diags);
  if (ok) psyRewriteKernelUses(unit, &src, invs, n, &edits);
  if (ok) qsort(edits.items, (size_t)edits.n, sizeof *edits.items, compareEdits);
  ok = ok && !overlaps(&edits, invs, diags);
  if (ok && !writeAtomically(path, &src, &edits)) {
    psyDiagError(diags, (PsyFLoc){0}, "cannot write the rewritten algorithm to '%s'", path);
    ok = false;
  }
  for (int i = 0; i < edits.n; ++i) free(edits.items[i].text);
  free(edits.items);
  free(src.lines);
  free(src.text);
  return ok;
}
