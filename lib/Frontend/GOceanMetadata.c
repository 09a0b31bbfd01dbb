/* Reads a GOcean 1.0 kernel type's metadata (meta_args of go_arg entries, iterates_over,
 * index_offset and the code binding) from the parse-tree data into PsyGoKernelMeta
 * (psy-c/GOcean.h) and validates it as PSyclone's GOcean user guide states it; every error
 * names the bad value at its file:line:col and lists the valid ones. Then checks that the
 * bound subroutine exists in the kernel's module with i, j and one dummy per entry. */
#include "GOceanFrontend.h"
#include "IRHelpers.h"
#include "MetaReader.h"

#include "psy-c/Alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct {
  PsyMetaDiag d;
  PsyGoKernelMeta *m;
} Reader;

static const char *src(const PsyFExpr *e) { return e->source ? e->source : "?"; }

/* The index of bare name `e` in `v`, or -1 (not reported). */
static int lookup(const PsyFExpr *e, PsyGoVocab v) {
  return psyFExprIsName(e) ? psyGoVocabLookup(v, e->text, strlen(e->text)) : -1;
}

/* The index of `e` in `v`; reports it with the valid names otherwise. */
static int word(Reader *r, const PsyFExpr *e, PsyGoVocab v, const char *where) {
  int i = lookup(e, v);
  if (i >= 0) return i;
  char list[1024];
  psyGoVocabList(v, list, sizeof list);
  ERR(r, e->loc, "unknown %s '%s' in %s; valid: %s", psyGoVocabWhat(v), src(e), where, list);
  return -1;
}

/* ---- go_arg ------------------------------------------------------------------------------ */

/* go_pointwise or go_stencil(row, row, row), each row an integer literal as written. */
static void readStencil(Reader *r, const PsyFExpr *e, PsyGoArg *a) {
  if (psyFExprIsName(e) && !strcasecmp(e->text, "go_pointwise")) return;
  if (!psyFExprIsCallTo(e, "go_stencil") || e->nargs != 3) {
    ERR(r, e->loc, "invalid stencil '%s' in go_arg; expected go_pointwise or "
        "go_stencil(abc, def, ghi)", src(e));
    return;
  }
  const char *rows[3];
  for (int k = 0; k < 3; ++k) rows[k] = e->args[k]->kind == PSY_FX_INT ? e->args[k]->text : NULL;
  /* A rule of the domain (psy-c/GOcean.h): it emits its own error, which the open diags
   * list counts. */
  psyGoArgSetStencil(a, rows, psyIrLoc(r->d.diags->ctx, e->loc), NULL);
}

/* The second item of a three-item go_arg: a grid-point type or a scalar type. */
static void readFieldOrScalar(Reader *r, const PsyFExpr *e, PsyGoArg *a) {
  int p = lookup(e, PSY_GO_VOCAB_POINT_TYPE), s = lookup(e, PSY_GO_VOCAB_SCALAR);
  a->kind = p >= 0 ? PSY_GO_ARG_FIELD : PSY_GO_ARG_SCALAR;
  a->what = p >= 0 ? p : s;
  if (a->what >= 0) return;
  if (lookup(e, PSY_GO_VOCAB_GRID_PROPERTY) >= 0) {
    ERR(r, e->loc, "grid property '%s' takes no stencil item: go_arg(go_read, %s)", src(e),
        src(e));
    return;
  }
  char points[256], scalars[128];
  psyGoVocabList(PSY_GO_VOCAB_POINT_TYPE, points, sizeof points);
  psyGoVocabList(PSY_GO_VOCAB_SCALAR, scalars, sizeof scalars);
  ERR(r, e->loc, "unknown grid-point or scalar type '%s' in go_arg; valid: %s, %s", src(e),
      points, scalars);
}

/* The second item of a two-item go_arg: a grid property. */
static void readGridProperty(Reader *r, const PsyFExpr *e, PsyGoArg *a) {
  a->kind = PSY_GO_ARG_GRID;
  if (lookup(e, PSY_GO_VOCAB_POINT_TYPE) >= 0 || lookup(e, PSY_GO_VOCAB_SCALAR) >= 0) {
    ERR(r, e->loc, "'%s' needs a third go_arg item, go_pointwise or go_stencil(...)", src(e));
    a->what = -1;
    return;
  }
  a->what = word(r, e, PSY_GO_VOCAB_GRID_PROPERTY, "go_arg");
}

static void readArg(Reader *r, const PsyFExpr *e, PsyGoArg *a) {
  memset(a, 0, sizeof *a);
  a->loc = e->loc;
  if (!psyFExprIsCallTo(e, "go_arg")) {
    ERR(r, e->loc, "meta_args entry '%s' is not a go_arg(...) constructor", src(e));
    return;
  }
  if (e->nargs != 2 && e->nargs != 3) {
    ERR(r, e->loc, "go_arg takes 3 items (access, grid-point or scalar type, stencil) or 2 "
        "(access, grid property), got %d", e->nargs);
    return;
  }
  int before = psyMetaErrors(&r->d);
  int acc = word(r, e->args[0], PSY_GO_VOCAB_ACCESS, "go_arg");
  a->access = acc < 0 ? PSY_GO_READ : (PsyGoAccess)acc;
  if (e->nargs == 3) readFieldOrScalar(r, e->args[1], a);
  else readGridProperty(r, e->args[1], a);
  if (e->nargs == 3 && psyMetaErrors(&r->d) == before) readStencil(r, e->args[2], a);
  if (psyMetaErrors(&r->d) == before)
    psyGoArgCheck(a, psyIrLoc(r->d.diags->ctx, e->loc), NULL); /* its error is counted too */
}

static void readMetaArgs(Reader *r, const PsyFComponent *c) {
  const PsyFExpr *init = c->init;
  int n = init->kind == PSY_FX_ARRAY ? init->nargs : 1;
  r->m->args = psyXcalloc((size_t)n + 1, sizeof *r->m->args);
  r->m->nargs = n;
  for (int i = 0; i < n; ++i)
    readArg(r, init->kind == PSY_FX_ARRAY ? init->args[i] : init, &r->m->args[i]);
}

/* ---- components and binding ---------------------------------------------------------------- */

enum { ARGS, ITERATES_OVER, INDEX_OFFSET, NCOMPONENTS };
static const char *const kComponents[NCOMPONENTS] = {"meta_args", "iterates_over",
                                                     "index_offset"};

static int componentOf(Reader *r, const PsyFComponent *c) {
  for (int k = 0; k < NCOMPONENTS; ++k)
    if (!strcasecmp(c->name, kComponents[k])) return k;
  ERR(r, c->loc, "unknown GOcean kernel metadata component '%s'; valid: meta_args, "
      "iterates_over, index_offset", c->name);
  return -1;
}

static void readComponent(Reader *r, const PsyFComponent *c, bool *seen) {
  /* Older metadata's `integer :: GRID_TYPE = GO_ORTHOGONAL_REGULAR`: every GOcean grid is
   * treated alike, so PSyclone accepts and ignores it; so does psyc. */
  if (!strcasecmp(c->name, "grid_type")) return;
  int k = componentOf(r, c);
  if (k < 0 || !psyMetaComponentIsFresh(&r->d, c, seen, k)) return;
  seen[k] = true;
  if (k == ARGS) readMetaArgs(r, c);
  else if (k == ITERATES_OVER)
    r->m->iteratesOver = word(r, c->init, PSY_GO_VOCAB_ITERATES_OVER, c->name);
  else r->m->indexOffset = word(r, c->init, PSY_GO_VOCAB_INDEX_OFFSET, c->name);
}

/* What each missing component looks like, for the message. */
static const char *const kExamples[NCOMPONENTS] = {
    "type(go_arg), dimension(1) :: meta_args = (/ go_arg(go_write, go_ct, go_pointwise) /)",
    "integer :: iterates_over = go_internal_pts", "integer :: index_offset = go_offset_ne"};

static const PsyFScope *findSubroutine(const PsyFType *t, const char *name) {
  for (int i = 1; t->unit && i < t->unit->nscopes; ++i) {
    const PsyFScope *s = &t->unit->scopes[i];
    if (s->parent == t->scope && !s->isModule && !strcasecmp(s->name, name)) return s;
  }
  return NULL;
}

void psyGoRealTypeOf(const PsyFDecl *d, char *buf, size_t size) {
  static const char *const kSingle[] = {"real32", "c_float", "go_sp", NULL};
  buf[0] = '\0';
  if (!d || !d->typeName || d->rank || strcasecmp(d->typeName, "real")) return;
  if (d->kindValue) {
    snprintf(buf, size, "real(kind=%d)", d->kindValue);
    return;
  }
  bool single = !d->kind || !*d->kind; /* default real */
  for (int i = 0; !single && kSingle[i]; ++i) single = !strcasecmp(d->kind, kSingle[i]);
  if (single) snprintf(buf, size, "real");
}

/* Each scalar dummy's type when it is not go_wp's (PsyGoArg.dummyType). */
static void readDummyTypes(PsyGoKernelMeta *m, const PsyFUnit *u, const PsyFScope *s) {
  int scope = (int)(s - u->scopes);
  for (int e = 0; e < m->nargs && 2 + e < s->ndummies; ++e) {
    if (m->args[e].kind != PSY_GO_ARG_SCALAR) continue;
    for (int i = 0; i < u->ndecls; ++i)
      if (u->decls[i].scope == scope && !strcasecmp(u->decls[i].name, s->dummies[2 + e]))
        psyGoRealTypeOf(&u->decls[i], m->args[e].dummyType, sizeof m->args[e].dummyType);
  }
}

/* The binding `procedure, nopass :: code => name` (nopass is what kernels write; PSyclone
 * ignores it), then the subroutine it names and its dummy count. */
static void readBinding(Reader *r, const PsyFType *t) {
  if (t->nbindings < 1) {
    ERR(r, t->loc, "kernel type '%s' has no code binding (contains; procedure, nopass :: "
        "code => %s_code)", t->name, t->name);
    return;
  }
  const PsyFBinding *b = &t->bindings[0];
  free(r->m->procedure);
  r->m->procedure = psyLowerDup(b->procedure);
  const PsyFScope *s = findSubroutine(t, b->procedure);
  if (!s) {
    ERR(r, b->loc, "kernel subroutine '%s' bound to kernel type '%s' is not a subroutine of "
        "module '%s'", r->m->procedure, t->name, r->m->module);
    return;
  }
  int want = psyGoKernelMetaDummyCount(r->m);
  if (psyMetaErrors(&r->d) == 0 && s->ndummies != want)
    ERR(r, s->loc.line ? s->loc : b->loc, "kernel subroutine '%s' has %d dummy arguments; its "
        "metadata implies %d (i, j, then one per meta_args entry)", s->name, s->ndummies, want);
  else readDummyTypes(r->m, t->unit, s);
}

bool psyGoKernelMetaRead(const PsyFType *t, const char *module, PsyGoKernelMeta *out,
                         PsyDiagList *diags) {
  memset(out, 0, sizeof *out);
  Reader r = {psyMetaBegin(diags), out};
  psyMetaNamesInit(t, module, &out->name, &out->module, &out->procedure, &out->loc);
  bool seen[NCOMPONENTS] = {0};
  for (int i = 0; i < t->ncomps; ++i) readComponent(&r, &t->comps[i], seen);
  for (int k = 0; k < NCOMPONENTS; ++k)
    if (!seen[k])
      ERR(&r, t->loc, "kernel type '%s' has no %s (e.g. %s)", t->name, kComponents[k],
          kExamples[k]);
  readBinding(&r, t);
  bool ok = psyMetaErrors(&r.d) == 0;
  psyMetaEnd(&r.d);
  return ok;
}
