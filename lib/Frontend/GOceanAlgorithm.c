/* The GOcean 1.0 algorithm layer (docs/gocean.md, "Algorithm"): every `call invoke(...)`
 * becomes a PsyGoInvoke -- its kernel calls, each argument matched by position to a
 * meta_args entry that is not a grid property (the PSy layer fetches those from a field), and
 * the invoke's distinct arguments. Kernel types come from the modules the algorithm `use`s,
 * found through the kernel index (-d) and read with the GOcean metadata reader. Every
 * mismatch is an error at the argument: a literal or a declared scalar where a field is
 * expected, a declared r2d_field where a scalar is, a wrong count. Across the whole algorithm
 * the kernels must agree on index_offset (go_offset_any fits any), as PSyclone requires. */
#include "GOceanFrontend.h"
#include "AlgorithmFile.h"
#include "Invoke.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "psy-c/Alloc.h"
#include "psy-c/Support.h"

typedef struct {
  PsyGoKernelSet *ks;
  PsyFUnit *unit;
  PsyGoInvoke *inv;
  int scope;
  PsyDiagList *diags;       /* open: it counts the errors (psyGoInvokesBuild) */
  int start;                /* psyDiagListErrors when this invoke's reading began */
} Ctx;

#define ERR(c, loc, ...) psyDiagError((c)->diags, (loc), __VA_ARGS__)

/* The errors emitted while reading this invoke: the diagnostics are the one channel. */
static int errors(const Ctx *c) { return psyDiagListErrors(c->diags) - c->start; }

/* ---- kernel types ------------------------------------------------------------------------- */

static const PsyFType *findType(const PsyFUnit *u, const char *name) {
  for (int i = 0; u && i < u->ntypes; ++i)
    if (!strcasecmp(u->types[i].name, name) && psyFTypeIsKernel(&u->types[i])) return &u->types[i];
  return NULL;
}

static PsyFUnit *parseModule(PsyGoKernelSet *ks, const char *module) {
  for (int i = 0; i < ks->nloaded; ++i)
    if (!strcasecmp(ks->loaded[i], module)) return NULL;
  ks->loaded = psyXrealloc(ks->loaded, (size_t)(ks->nloaded + 1) * sizeof *ks->loaded);
  ks->loaded[ks->nloaded++] = psyXstrdup(module);
  const char *path = psyKernelIndexLookup(ks->index, module);
  const PsyGoFrontendOptions *o = ks->opts;
  if (!path || !o->parse) return NULL;
  PsyFUnit *u = o->cache ? psyFrontendCacheUnit(o->cache, path, o->parse, o->parseCtx)
                         : o->parse(path, o->parseCtx);
  if (!u) return NULL;
  ks->units = psyXrealloc(ks->units, (size_t)(ks->nunits + 1) * sizeof *ks->units);
  ks->units[ks->nunits++] = u;
  return u;
}

/* The kernel type `name`: in the algorithm's file, in a module parsed already, or in the next
 * used module that defines it. */
static const PsyFType *loadType(PsyGoKernelSet *ks, const char *name) {
  const PsyFType *t = findType(ks->alg, name);
  for (int i = 0; !t && i < ks->nunits; ++i) t = findType(ks->units[i], name);
  for (int i = 0; !t && i < ks->alg->nuses; ++i) t = findType(parseModule(ks, ks->alg->uses[i].name), name);
  return t;
}

static const PsyGoKernelMeta *findKernel(Ctx *c, const char *name, PsyFLoc loc) {
  PsyGoKernelSet *ks = c->ks;
  for (int i = 0; i < ks->nmetas; ++i)
    if (!strcmp(ks->metas[i]->name, name)) return ks->metas[i];
  const PsyFType *t = loadType(ks, name);
  if (!t) {
    ERR(c, loc, "'%s' is not a GOcean kernel type (extends(kernel_type)) defined by a module "
        "the algorithm uses (searched %d indexed modules)", name, psyKernelIndexSize(ks->index));
    return NULL;
  }
  PsyGoKernelMeta *m = psyXcalloc(1, sizeof *m);
  if (!psyGoKernelMetaRead(t, psyFUnitModuleName(t->unit), m, c->diags)) {
    psyGoKernelMetaClear(m);
    free(m);
    return NULL;
  }
  ks->metas = psyXrealloc(ks->metas, (size_t)(ks->nmetas + 1) * sizeof *ks->metas);
  return ks->metas[ks->nmetas++] = m;
}

void psyGoKernelSetDestroy(PsyGoKernelSet *ks) {
  for (int i = 0; i < ks->nmetas; ++i) psyGoKernelMetaClear(ks->metas[i]), free(ks->metas[i]);
  for (int i = 0; i < ks->nunits && !ks->opts->cache; ++i) psyFUnitDestroy(ks->units[i]);
  for (int i = 0; i < ks->nloaded; ++i) free(ks->loaded[i]);
  free(ks->metas), free(ks->units), free(ks->loaded), free(ks->psyModule);
}

/* ---- arguments ---------------------------------------------------------------------------- */

static bool isLiteral(const PsyFExpr *e) {
  if (e->kind == PSY_FX_UNARY && e->nargs == 1 && strcmp(e->text, "()")) e = e->args[0];
  return e->kind == PSY_FX_INT || e->kind == PSY_FX_REAL;
}

/* A variable or a structure component (`p`, `model%u`); its declaration when the algorithm
 * declares its root in scope (a component's own type is not known). */
static bool isVariable(const PsyFExpr *e) {
  return e->kind == PSY_FX_NAME || (e->kind == PSY_FX_COMPONENT && e->base && isVariable(e->base));
}

static const PsyFDecl *declOf(const Ctx *c, const PsyFExpr *e) {
  if (e->kind != PSY_FX_NAME) return NULL;
  for (int s = c->scope; s >= 0; s = c->unit->scopes[s].parent)
    for (int i = c->unit->ndecls - 1; i >= 0; --i)
      if (c->unit->decls[i].scope == s && !strcasecmp(c->unit->decls[i].name, e->text))
        return &c->unit->decls[i];
  return NULL;
}

static bool declIsField(const PsyFDecl *d) { return !strcasecmp(d->typeName, "r2d_field"); }

/* The reason `e` cannot be the field entry `a`, or NULL. */
static const char *notAField(const Ctx *c, const PsyFExpr *e) {
  if (isLiteral(e)) return "a literal";
  if (!isVariable(e)) return "an expression";
  const PsyFDecl *d = declOf(c, e);
  if (d && !declIsField(d)) return !strcasecmp(d->typeName, "integer") ? "an integer scalar"
                                    : !strcasecmp(d->typeName, "real") ? "a real scalar"
                                                                       : "not an r2d_field";
  return NULL;
}

/* The reason `e` cannot be the scalar entry `a`, or NULL: an integer scalar takes no real
 * literal (a real one takes an integer literal, as Fortran converts it). */
static const char *notAScalar(const Ctx *c, const PsyFExpr *e, const PsyGoArg *a) {
  const PsyFExpr *lit = e->kind == PSY_FX_UNARY && e->nargs == 1 ? e->args[0] : e;
  if (isLiteral(e)) {
    bool intScalar = !strcmp(psyGoArgWhatName(a), "go_i_scalar");
    return intScalar && lit->kind == PSY_FX_REAL ? "a real literal" : NULL;
  }
  if (!isVariable(e)) return "an expression";
  const PsyFDecl *d = declOf(c, e);
  return d && declIsField(d) ? "an r2d_field" : NULL;
}

/* The invoke's value for `e`, added when new; -1 (reported) when the same name is a field
 * for one kernel and a scalar for another. */
static int valueOf(Ctx *c, const PsyFExpr *e, const PsyGoArg *a) {
  PsyGoInvoke *inv = c->inv;
  bool field = a->kind == PSY_GO_ARG_FIELD, literal = isLiteral(e);
  bool real = !strcmp(psyGoArgWhatName(a), "go_r_scalar");
  for (int i = 0; !literal && i < inv->nvalues; ++i) {
    const PsyGoValue *v = &inv->values[i];
    if (strcmp(v->text, e->source)) continue;
    if (v->field == field && (field || v->real == real)) return i;
    ERR(c, e->loc, "'%s' is passed as a %s here but as a %s before in this invoke", e->source,
        field ? "field" : psyGoArgWhatName(a),
        v->field ? "field" : v->real ? "go_r_scalar" : "go_i_scalar");
    return -1;
  }
  inv->values = psyGrow(inv->values, inv->nvalues, &inv->capValues, sizeof *inv->values);
  PsyGoValue *v = &inv->values[inv->nvalues];
  *v = (PsyGoValue){psyXstrdup(e->source), field, real, literal, e->loc, ""};
  if (real && !literal) psyGoRealTypeOf(declOf(c, e), v->type, sizeof v->type);
  return inv->nvalues++;
}

static int algArgCount(const PsyGoKernelMeta *m) {
  int n = 0;
  for (int i = 0; i < m->nargs; ++i) n += m->args[i].kind != PSY_GO_ARG_GRID;
  return n;
}

/* One variable passed to two arguments of one kernel, one of which the kernel writes: the two
 * dummies would alias, which Fortran forbids and the compiled kernels assume away (flang's
 * alias information says a kernel's arguments do not overlap), so the results would depend
 * on the compiler. Reported at the second use. `meta[k]` is algorithm argument k's entry. */
static void checkAliasing(Ctx *c, const PsyGoCall *call, const PsyFExpr *e, const int *meta) {
  const PsyGoKernelMeta *m = call->meta;
  for (int j = 1; j < call->nops; ++j)
    for (int i = 0; i < j; ++i) {
      if (call->ops[i] < 0 || call->ops[i] != call->ops[j] ||
          c->inv->values[call->ops[i]].literal)
        continue;
      const PsyGoArg *a = &m->args[meta[i]], *b = &m->args[meta[j]];
      if (a->access == PSY_GO_READ && b->access == PSY_GO_READ) continue;
      ERR(c, e->args[j]->loc, "'%s' is passed to kernel '%s' as arguments %d and %d, and the "
          "kernel writes argument %d: the two would alias, which Fortran forbids; pass a "
          "copy as one of them", e->args[j]->source, m->name, i + 1, j + 1,
          a->access != PSY_GO_READ ? i + 1 : j + 1);
      return;
    }
}

static void matchArgs(Ctx *c, PsyGoCall *call, const PsyFExpr *e) {
  const PsyGoKernelMeta *m = call->meta;
  int want = algArgCount(m);
  if (e->nargs != want) {
    ERR(c, e->loc, "kernel '%s' takes %d arguments (its %d meta_args entries less %d grid "
        "properties), got %d", m->name, want, m->nargs, m->nargs - want, e->nargs);
    return;
  }
  call->ops = psyXcalloc((size_t)want + 1, sizeof *call->ops);
  int *meta = psyXcalloc((size_t)want + 1, sizeof *meta);
  for (int i = 0, k = 0; i < m->nargs; ++i) {
    const PsyGoArg *a = &m->args[i];
    if (a->kind == PSY_GO_ARG_GRID) continue;
    const PsyFExpr *x = e->args[k];
    meta[k] = i;
    call->ops[k] = -1;
    const char *why = a->kind == PSY_GO_ARG_FIELD ? notAField(c, x) : notAScalar(c, x, a);
    if (!why && a->kind == PSY_GO_ARG_SCALAR && a->access != PSY_GO_READ && isLiteral(x))
      ERR(c, x->loc, "argument %d of kernel '%s' is a literal ('%s'), but its meta_args entry %d "
          "is a %s the kernel updates (go_readwrite): pass a variable", k + 1, m->name,
          x->source, i + 1, psyGoArgWhatName(a));
    else if (why)
      ERR(c, x->loc, "argument %d of kernel '%s' is %s ('%s'), but its meta_args entry %d is a "
          "%s", k + 1, m->name, why, x->source, i + 1,
          a->kind == PSY_GO_ARG_FIELD ? "field (an r2d_field variable)" : psyGoArgWhatName(a));
    else call->ops[k] = valueOf(c, x, a);
    ++k;
  }
  call->nops = want;
  checkAliasing(c, call, e, meta);
  free(meta);
}

/* The rules of a kernel PSyclone loops over: a field it writes, and internal or all points. */
static void checkLoopable(Ctx *c, const PsyGoKernelMeta *m, PsyFLoc loc) {
  if (psyGoKernelMetaIterationArg(m) < 0)
    ERR(c, loc, "kernel '%s' writes no field: GOcean loops run over the points of the field "
        "a kernel writes (go_write or go_readwrite)", m->name);
  else if (!strcmp(psyGoVocabName(PSY_GO_VOCAB_ITERATES_OVER, m->iteratesOver), "go_external_pts"))
    ERR(c, loc, "kernel '%s' iterates over go_external_pts, for which GOcean defines no loop "
        "bounds; use go_internal_pts or go_all_pts", m->name);
}

static void oneCall(Ctx *c, const PsyFExpr *e) {
  if (e->kind != PSY_FX_CALL || !e->base || e->base->kind != PSY_FX_NAME) {
    ERR(c, e->loc, "invoke argument '%s' is not a kernel call", e->source);
    return;
  }
  for (int i = 0; i < e->nargs; ++i)
    if (e->args[i]->keyword) {
      ERR(c, e->args[i]->loc, "keyword argument '%s=' in the call of '%s': kernel arguments "
          "are matched to meta_args by position", e->args[i]->keyword, e->base->text);
      return;
    }
  /* A kernel imported under another name (`use m, only: k => kernel`) is found by its own. */
  const char *type = psyFUnitResolveRename(c->unit, c->scope, e->base->text);
  const PsyGoKernelMeta *m = findKernel(c, type, e->base->loc);
  if (!m) return;
  PsyGoInvoke *inv = c->inv;
  inv->calls = psyXrealloc(inv->calls, (size_t)(inv->ncalls + 1) * sizeof *inv->calls);
  PsyGoCall *call = &inv->calls[inv->ncalls++];
  *call = (PsyGoCall){.meta = m, .loc = e->loc};
  checkLoopable(c, m, e->loc);
  matchArgs(c, call, e);
}

/* ---- invokes ------------------------------------------------------------------------------ */

static bool isFortranName(const char *s) {
  if (!isalpha((unsigned char)s[0]) || strlen(s) > 63) return false;
  for (; *s; ++s)
    if (!isalnum((unsigned char)*s) && *s != '_') return false;
  return true;
}

/* PSyclone's routine name for `name="label"`: the label trimmed, lower-cased, blanks made
 * underscores, prefixed with invoke_ unless it starts so. NULL (reported) if not a name. */
static char *namedInvoke(Ctx *c, const PsyFExpr *e) {
  if (strcmp(e->keyword, "name") || e->kind != PSY_FX_STRING) {
    ERR(c, e->loc, "unknown keyword '%s' in invoke; valid: name=\"...\"", e->keyword);
    return NULL;
  }
  const char *t = e->text;
  while (*t == ' ') ++t;
  size_t n = strlen(t);
  while (n && t[n - 1] == ' ') --n;
  char *label = psyFormat("%.*s", (int)n, t);
  for (char *p = label; *p; ++p) *p = *p == ' ' ? '_' : (char)tolower((unsigned char)*p);
  char *name = strncmp(label, "invoke_", 7) ? psyFormat("invoke_%s", label) : psyXstrdup(label);
  free(label);
  if (isFortranName(name)) return name;
  ERR(c, e->loc, "invoke name %s does not make a Fortran name ('%s')", e->source, name);
  free(name);
  return NULL;
}

static void buildOne(Ctx *c, const PsyFInvoke *src, int index) {
  char *name = NULL;
  c->scope = src->scope;
  c->inv->loc = src->loc;
  for (int i = 0; i < src->nargs; ++i) {
    if (!src->args[i]->keyword) oneCall(c, src->args[i]);
    else if (name) ERR(c, src->args[i]->loc, "an invoke takes at most one name= argument");
    else name = namedInvoke(c, src->args[i]);
  }
  if (!c->inv->ncalls && !errors(c)) ERR(c, src->loc, "invoke has no kernel calls");
  /* PSyclone's default names: invoke_<n>, or invoke_<n>_<kernel> for a single call */
  if (!name)
    name = c->inv->ncalls == 1 ? psyFormat("invoke_%d_%s", index, c->inv->calls[0].meta->name)
                               : psyFormat("invoke_%d", index);
  c->inv->name = psyFortranNameFit(name); /* a 63-character kernel's invoke_<n>_<kernel> too */
  free(name);
}

/* PSyclone refuses kernels whose index offsets differ anywhere in the algorithm (one grid
 * serves them all); go_offset_any fits any. The first definite offset is the reference. */
static void checkOffsets(const PsyGoInvoke *invs, int n, PsyDiagList *diags) {
  const PsyGoCall *first = NULL;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < invs[i].ncalls; ++j) {
      const PsyGoCall *k = &invs[i].calls[j];
      if (!strcmp(psyGoVocabName(PSY_GO_VOCAB_INDEX_OFFSET, k->meta->indexOffset), "go_offset_any"))
        continue;
      if (!first) first = k;
      else if (k->meta->indexOffset != first->meta->indexOffset)
        psyDiagError(diags, k->loc, "kernel '%s' has index_offset %s, but kernel '%s' (line %d) "
                     "has %s: the kernels of an algorithm share one grid offset "
                     "(go_offset_any fits either)", k->meta->name,
                     psyGoVocabName(PSY_GO_VOCAB_INDEX_OFFSET, k->meta->indexOffset),
                     first->meta->name, first->loc.line,
                     psyGoVocabName(PSY_GO_VOCAB_INDEX_OFFSET, first->meta->indexOffset));
    }
}

static void checkDistinctNames(const PsyGoInvoke *invs, int n, PsyDiagList *diags) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < i && invs[i].name; ++j)
      if (invs[j].name && !strcmp(invs[i].name, invs[j].name)) {
        psyDiagError(diags, invs[i].loc, "two invokes are named '%s'", invs[i].name);
        break;
      }
}

bool psyGoInvokesBuild(PsyFUnit *unit, PsyGoKernelSet *ks, PsyGoInvoke **out, int *n,
                       PsyDiagList *diags) {
  PsyGoInvoke *invs = psyXcalloc((size_t)unit->ninvokes + 1, sizeof *invs);
  int start = psyDiagListBegin(diags);
  for (int i = 0; i < unit->ninvokes; ++i) {
    Ctx c = {ks, unit, &invs[i], 0, diags, psyDiagListErrors(diags)};
    buildOne(&c, &unit->invokes[i], i);
  }
  if (psyDiagListErrors(diags) == start) checkOffsets(invs, unit->ninvokes, diags);
  checkDistinctNames(invs, unit->ninvokes, diags);
  *out = invs;
  *n = unit->ninvokes;
  return psyDiagListEnd(diags, start);
}

void psyGoInvokesDestroy(PsyGoInvoke *invs, int n) {
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < invs[i].ncalls; ++j) free(invs[i].calls[j].ops);
    for (int j = 0; j < invs[i].nvalues; ++j) free(invs[i].values[j].text);
    free(invs[i].calls), free(invs[i].values), free(invs[i].name);
  }
  free(invs);
}
