/* The kernel types a rewritten algorithm no longer imports. Once its invokes are calls of
 * PSy-layer routines, the algorithm names a kernel type nowhere, and the kernel module may
 * keep the type private; PSyclone therefore removes each kernel type an invoke called from
 * the use statement that imported it, and the use statement itself when its only-list is
 * left empty. psyc does the same, keeping any name the file still references elsewhere (a
 * declaration, another call): an item of a use statement's list is dropped when
 *   - it is the name an invoke calls a kernel by, looked up as Fortran does, from the
 *     invoke's scope outwards to the nearest use statement that lists it, and
 *   - the file names it nowhere outside use statements and invoke calls.
 * A use statement that loses items is written anew (wrapped within 132 columns, comments
 * inside it moved before it, as an invoke's are); one left
 * with an empty only-list is deleted, with its line when nothing else is on it; a rename
 * list left empty leaves `use module`, which imports what it did. Use statements without a
 * list are never touched. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Rewrite.h"
#include "Wrap.h"
#include "psy-c/Alloc.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const PsyFUnit *u;
  int *head, *next;        /* the use statements of scope s: head[s], then next[i]; -1 ends */
  int *base;               /* the index in `drop` of use statement i's first item */
  bool *drop;
  char **refs;             /* the unit's references, sorted for bsearch */
} Imports;

static bool sameFile(const char *a, const char *b) { return a && b && !strcmp(a, b); }

static int compareNames(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static void importsInit(Imports *x, const PsyFUnit *u) {
  x->u = u;
  x->head = psyXmalloc(sizeof *x->head * (size_t)(u->nscopes + 1));
  x->next = psyXmalloc(sizeof *x->next * (size_t)(u->nuses + 1));
  x->base = psyXmalloc(sizeof *x->base * (size_t)(u->nuses + 1));
  for (int s = 0; s < u->nscopes; ++s) x->head[s] = -1;
  int items = 0;
  for (int i = 0; i < u->nuses; ++i) x->base[i] = items, items += u->uses[i].nitems;
  for (int i = u->nuses - 1; i >= 0; --i) {
    x->next[i] = x->head[u->uses[i].scope];
    x->head[u->uses[i].scope] = i;
  }
  x->drop = psyXcalloc((size_t)items + 1, sizeof *x->drop);
  x->refs = psyXmalloc(sizeof *x->refs * (size_t)(u->nrefs + 1));
  if (u->nrefs) memcpy(x->refs, u->refs, sizeof *x->refs * (size_t)u->nrefs);
  qsort(x->refs, (size_t)u->nrefs, sizeof *x->refs, compareNames);
}

static void importsFree(Imports *x) {
  free(x->head), free(x->next), free(x->base), free(x->drop), free(x->refs);
}

static bool referenced(const Imports *x, const char *name) {
  return bsearch(&name, x->refs, (size_t)x->u->nrefs, sizeof *x->refs, compareNames) != NULL;
}

/* Marks the item through which `name` is visible in `scope`, unless the file names it
 * elsewhere too. */
static void markImport(Imports *x, int scope, const char *name) {
  if (referenced(x, name)) return;
  for (int s = scope; s >= 0; s = x->u->scopes[s].parent)
    for (int i = x->head[s]; i >= 0; i = x->next[i])
      for (int j = 0; j < x->u->uses[i].nitems; ++j) {
        const char *local = x->u->uses[i].items[j].local;
        if (local && !strcmp(local, name)) {
          x->drop[x->base[i] + j] = true;
          return;
        }
      }
}

/* The names an invoke calls its kernels (and builtins) by: `k_type` in `k_type(a, b)`. */
static void markInvoke(Imports *x, const PsyFInvoke *inv) {
  for (int i = 0; i < inv->nargs; ++i) {
    const PsyFExpr *e = inv->args[i];
    if (!e->keyword && e->kind == PSY_FX_CALL && e->base && e->base->kind == PSY_FX_NAME)
      markImport(x, inv->scope, e->base->text);
  }
}

/* Deletes a use statement [s0, e0) with the `;` that separates it from the statement before
 * or after it on its line, or the whole line when only blanks and a comment share it. */
static void deleteStatement(const PsySource *s, size_t s0, size_t e0, PsyEdits *edits) {
  size_t ls = psySourceLineStart(s, s0), le = psySourceLineEnd(s, e0), rest = e0, from = s0;
  while (rest < le && psySourceIsBlank(s->text + rest, 1)) ++rest;
  bool lastOnLine = rest == le || s->text[rest] == '!';
  while (from > ls && psySourceIsBlank(s->text + from - 1, 1)) --from;
  if (from == ls && lastOnLine) { /* alone on its line */
    psyEditsAdd(edits, ls, le < s->size ? le + 1 : le, psyXstrdup(""));
  } else if (lastOnLine && s->text[from - 1] == ';') { /* `use a; use k, only: k_type` */
    psyEditsAdd(edits, from - 1, e0, psyXstrdup(""));
  } else if (!lastOnLine && s->text[rest] == ';') { /* `use k, only: k_type; use a` */
    for (++rest; rest < le && psySourceIsBlank(s->text + rest, 1);) ++rest;
    psyEditsAdd(edits, s0, rest, psyXstrdup(""));
  } else {
    psyEditsAdd(edits, s0, e0, psyXstrdup(""));
  }
}

/* An item as written when it is on one line, else as flang spells it. */
static void itemText(const PsySource *s, const PsyFUseItem *it, const char **text, size_t *len) {
  size_t a = psySourceOffset(s, it->loc), b = psySourceOffset(s, it->end);
  if (it->loc.line > 0 && it->loc.line == it->end.line && b > a)
    *text = s->text + a, *len = b - a;
  else *text = it->text, *len = strlen(it->text);
}

/* `use [, nature ::] module` as written when on one line, else `use module`. */
static char *useHead(const PsySource *s, const PsyFUse *use, size_t s0) {
  if (use->loc.line != use->stmt.line) return psyFormat("use %s", use->name);
  size_t nameEnd = psySourceOffset(s, use->loc) + strlen(use->name);
  return psyFormat("%.*s", (int)(nameEnd - s0), s->text + s0);
}

/* Writes use statement [s0, e0) anew without its dropped items. */
static void rewriteStatement(const PsySource *s, const PsyFUse *use, const bool *drop,
                             size_t s0, size_t e0, PsyEdits *edits) {
  int kept = 0, last = -1;
  for (int j = 0; j < use->nitems; ++j)
    if (!drop[j]) ++kept, last = j;
  if (!kept && use->only) {
    deleteStatement(s, s0, e0, edits);
    return;
  }
  PsyStrBuf t = {0};
  PsyRewriteStart at = psyRewriteStart(s, s0, &t);
  if (!at.content) psyRewriteComments(s, s0, e0, &t, at.col);
  PsyWrap w = psyWrapBegin(&t, at.col, at.content);
  char *head = useHead(s, use, s0);
  char *lead = psyFormat("%s%s", head, !kept ? "" : use->only ? ", only:" : ",");
  size_t trailer = psySourceTrailer(s, e0);
  psyWrapItem(&w, lead, strlen(lead), false, kept ? 0 : (int)trailer);
  for (int j = 0; j < use->nitems; ++j) {
    if (drop[j]) continue;
    const char *text;
    size_t len;
    itemText(s, &use->items[j], &text, &len);
    char *item = psyFormat("%.*s%s", (int)len, text, j == last ? "" : ",");
    psyWrapItem(&w, item, strlen(item), true, j == last ? (int)trailer : 0);
    free(item);
  }
  size_t end = e0;
  psyRewriteMoveTrailer(s, &end, &t, w.col, at.col, false);
  psyEditsAdd(edits, at.start, end, t.data);
  free(lead);
  free(head);
}

void psyRewriteKernelUses(const PsyFUnit *unit, const PsySource *src, const PsyInvoke *invs,
                          int n, PsyEdits *edits) {
  Imports x;
  importsInit(&x, unit);
  for (int i = 0; i < n; ++i) markInvoke(&x, invs[i].src);
  for (int i = 0; i < unit->nuses; ++i) {
    const PsyFUse *use = &unit->uses[i];
    bool any = false;
    for (int j = 0; j < use->nitems; ++j) any |= x.drop[x.base[i] + j];
    /* A statement from an #include, or one the host gave no span, is left as it is. */
    if (!any || !use->stmt.line || !sameFile(use->stmt.file, unit->file) ||
        !sameFile(use->stmtEnd.file, unit->file))
      continue;
    rewriteStatement(src, use, &x.drop[x.base[i]], psySourceOffset(src, use->stmt),
                     psySourceOffset(src, use->stmtEnd), edits);
  }
  importsFree(&x);
}
