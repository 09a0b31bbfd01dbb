/* The algorithm layer: every `call invoke(...)` becomes a PsyInvoke -- its calls (coded
 * kernels by type name, builtins by name from the builtin table, case-insensitive), their
 * arguments matched against the metadata (stencil extents and directions after their field,
 * quadrature rules last) and the invoke's distinct arguments with their kinds and types.
 * Kernel metadata is read lazily from the modules the algorithm `use`s, found through the
 * kernel index. Invokes, their calls and values are heap arrays as long as the algorithm
 * makes them; element types come from the precision config (LFRic kinds -> f32/f64). */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include "Generic.h"
#include "AlgorithmFile.h"
#include "Invoke.h"
#include "psy-c/Alloc.h"
#include "psy-c/Support.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- kernel set ------------------------------------------------------------------------- */

static const PsyFType *findType(const PsyFUnit *u, const char *name) {
  for (int i = 0; u && i < u->ntypes; ++i)
    if (!strcasecmp(u->types[i].name, name)) return &u->types[i];
  return NULL;
}

static bool alreadyLoaded(PsyKernelSet *ks, const char *module) {
  for (int i = 0; i < ks->nloaded; ++i)
    if (!strcasecmp(ks->loaded[i], module)) return true;
  ks->loaded = psyXrealloc(ks->loaded, (size_t)(ks->nloaded + 1) * sizeof *ks->loaded);
  ks->loaded[ks->nloaded++] = psyXstrdup(module);
  return false;
}

/* Parses the used modules one at a time until one defines `name`. */
static const PsyFType *loadType(PsyKernelSet *ks, const char *name, const PsyFUnit **unitOut) {
  for (int i = 0; i < ks->nunits; ++i) {
    const PsyFType *t = findType(ks->units[i], name);
    if (t) return (*unitOut = ks->units[i]), t;
  }
  for (int i = 0; i < ks->alg->nuses; ++i) {
    const char *mod = ks->alg->uses[i].name;
    if (alreadyLoaded(ks, mod)) continue;
    const char *path = psyKernelIndexLookup(ks->index, mod);
    if (!path || !ks->opts->parse) continue;
    PsyFUnit *u = ks->opts->cache
                      ? psyFrontendCacheUnit(ks->opts->cache, path, ks->opts->parse,
                                             ks->opts->parseCtx)
                      : ks->opts->parse(path, ks->opts->parseCtx);
    if (!u) continue;
    ks->units = psyXrealloc(ks->units, (size_t)(ks->nunits + 1) * sizeof *ks->units);
    ks->units[ks->nunits++] = u;
    const PsyFType *t = findType(u, name);
    if (t) return (*unitOut = u), t;
  }
  return NULL;
}

const PsyKernelMeta *psyKernelSetFind(PsyKernelSet *ks, const char *name, PsyFLoc loc,
                                      PsyDiagList *diags) {
  for (int i = 0; i < ks->nmetas; ++i)
    if (!strcasecmp(ks->metas[i]->name, name)) return ks->metas[i];
  const PsyFUnit *u = ks->alg;
  const PsyFType *t = findType(ks->alg, name);
  if (!t) t = loadType(ks, name, &u);
  if (!t || !psyFTypeIsKernel(t)) {
    psyDiagError(diags, loc, "'%s' is neither a builtin nor a kernel type defined by a module "
                 "the algorithm uses (searched %d indexed modules)", name,
                 psyKernelIndexSize(ks->index));
    return NULL;
  }
  PsyKernelMeta *m = psyXcalloc(1, sizeof *m);
  if (!psyKernelMetaRead(t, psyFUnitModuleName(u), m, diags)) {
    psyKernelMetaClear(m);
    free(m);
    return NULL;
  }
  if (ks->precision) psyKernelMetaResolvePrecision(m, ks->precision);
  if (!psyKernelMetaCheckDummies(m, ks->opts->strictIntents, diags)) {
    psyKernelMetaClear(m);
    free(m);
    return NULL;
  }
  ks->metas = psyGrow(ks->metas, ks->nmetas, &ks->cap, sizeof *ks->metas);
  return ks->metas[ks->nmetas++] = m;
}

void psyKernelSetDestroy(PsyKernelSet *ks) {
  if (!ks->opts->cache) /* else the cache owns the units and the index */
    for (int i = 0; i < ks->nunits; ++i) psyFUnitDestroy(ks->units[i]);
  for (int i = 0; i < ks->nloaded; ++i) free(ks->loaded[i]);
  for (int i = 0; i < ks->nmetas; ++i) psyKernelMetaClear(ks->metas[i]), free(ks->metas[i]);
  free(ks->units);
  free(ks->loaded);
  free(ks->metas);
  if (!ks->opts->cache) psyKernelIndexDestroy(ks->index);
}

/* ---- values ------------------------------------------------------------------------------ */

typedef struct {
  PsyFUnit *unit;
  PsyInvoke *inv;
  const PsyPrecisionConfig *precision;
  PsyDiagList *diags;       /* open: it counts the errors (psyInvokesBuild) */
  int start;                /* psyDiagListErrors when this invoke's reading began */
} Ctx;

#define ERR(c, loc, ...) psyDiagError((c)->diags, (loc), __VA_ARGS__)

/* The errors emitted while reading this invoke: the diagnostics are the one channel. */
static int errors(const Ctx *c) { return psyDiagListErrors(c->diags) - c->start; }

static bool isLiteral(const PsyFExpr *e) {
  if (e->kind == PSY_FX_UNARY && e->nargs == 1 && strcmp(e->text, "()")) e = e->args[0];
  return e->kind == PSY_FX_INT || e->kind == PSY_FX_REAL || e->kind == PSY_FX_LOGICAL;
}

/* The element type of real data of kind `kind` (`len` bytes) through the precision config;
 * f64 for a kind the config does not know. */
static PsyElt kindPrecision(const Ctx *c, const char *kind, size_t len) {
  PsyPrecisionType t;
  if (kind && psyPrecisionConfigLookup(c->precision, kind, len, &t))
    return t == PSY_PRECISION_F32 ? PSY_ELT_F32 : PSY_ELT_F64;
  return PSY_ELT_F64;
}

/* A real literal's kind suffix (`0.5_r_solver` -> r_solver), so that literals follow the
 * precision config as variables do; NULL without one. */
static const char *literalKind(const PsyFExpr *e) {
  if (e->kind == PSY_FX_UNARY && e->nargs == 1) e = e->args[0];
  const char *us = e->kind == PSY_FX_REAL && e->text ? strchr(e->text, '_') : NULL;
  return us && us[1] ? us + 1 : NULL;
}

static PsyElt eltOf(Ctx *c, const PsyFExpr *e, PsyDataType dataType) {
  if (dataType == PSY_DATA_INTEGER) return PSY_ELT_I32;
  if (dataType == PSY_DATA_LOGICAL) return PSY_ELT_I1;
  const char *kind = literalKind(e);
  if (kind) return kindPrecision(c, kind, strlen(kind));
  size_t len = 0;
  if (!psyInvokeArgKind(c->unit, c->inv->src->scope, e, &kind, &len)) kind = NULL;
  return kindPrecision(c, kind, len);
}

static int findValue(const PsyInvoke *inv, const char *text) {
  for (int i = 0; i < inv->nvalues; ++i)
    if (!strcmp(inv->values[i].text, text)) return i;
  return -1;
}

static const char *kindWord(PsyValueKind k) {
  static const char *const w[] = {
      [PSY_VAL_FIELD] = "field", [PSY_VAL_OPERATOR] = "operator",
      [PSY_VAL_CMA_OPERATOR] = "column-wise operator", [PSY_VAL_QR] = "quadrature rule",
      [PSY_VAL_SCALAR] = "scalar", [PSY_VAL_SCALAR_ARRAY] = "scalar array",
      [PSY_VAL_REDUCTION] = "reduction scalar", [PSY_VAL_LITERAL] = "literal"};
  return w[k];
}

static bool isAnySpace(const char *s) { return !strncmp(s, "any_", 4) || !s[0]; }

/* The space of a field two kernels of one invoke name differently. Spaces in meta_args describe
 * the kernel, not the field (PSyclone and the LFRic API check nothing across kernels): a
 * concrete space wins over ANY_*, and two different concrete spaces leave the field on
 * any_space_1, a space known only at run time, as for a field only builtins touch. */
static void mergeSpace(PsyInvValue *v, const PsyInvValue *nv) {
  if (v->spaceConflict || !strcmp(v->space, nv->space) || isAnySpace(nv->space)) return;
  if (isAnySpace(v->space)) {
    v->space = nv->space;
    return;
  }
  v->space = "any_space_1";
  v->spaceConflict = true;
}

/* Merges a new use of an existing value: the same kind (a Fortran variable has one type). */
static void mergeValue(Ctx *c, PsyInvValue *v, const PsyInvValue *nv) {
  bool sameKind = v->kind == nv->kind ||
                  (v->kind == PSY_VAL_SCALAR && nv->kind == PSY_VAL_REDUCTION) ||
                  (v->kind == PSY_VAL_REDUCTION && nv->kind == PSY_VAL_SCALAR);
  if (!sameKind) {
    ERR(c, nv->loc, "'%s' is used as a %s here but as a %s earlier in the invoke", nv->text,
        kindWord(nv->kind), kindWord(v->kind));
    return;
  }
  if (nv->kind == PSY_VAL_REDUCTION) v->kind = PSY_VAL_REDUCTION;
  if (v->kind == PSY_VAL_FIELD) mergeSpace(v, nv);
}

/* Adds (or merges) the value `nv`; returns its index. */
static int addValue(Ctx *c, PsyInvValue *nv) {
  PsyInvoke *inv = c->inv;
  int i = nv->kind == PSY_VAL_LITERAL ? -1 : findValue(inv, nv->text);
  if (i >= 0) {
    mergeValue(c, &inv->values[i], nv);
    return i;
  }
  inv->values = psyGrow(inv->values, inv->nvalues, &inv->capValues, sizeof *inv->values);
  inv->values[inv->nvalues] = *nv;
  return inv->nvalues++;
}

static PsyInvValue valueFrom(const PsyFExpr *e, PsyValueKind kind) {
  PsyInvValue v;
  memset(&v, 0, sizeof v);
  v.text = e->source ? e->source : "";
  v.space = v.spaceFrom = "";
  v.kind = isLiteral(e) && (kind == PSY_VAL_SCALAR) ? PSY_VAL_LITERAL : kind;
  v.loc = e->loc;
  v.expr = e;
  v.vectorSize = 1;
  return v;
}

static bool isVariable(const PsyFExpr *e) {
  return e->kind == PSY_FX_NAME || e->kind == PSY_FX_COMPONENT || e->kind == PSY_FX_CALL;
}

/* ---- coded kernels ------------------------------------------------------------------------- */

/* Appends an operand; `call->ops` was sized for all of the call's arguments. */
static void push(PsyInvCall *call, int idx) { call->ops[call->nops++] = idx; }

static PsyInvValue metaArgValue(Ctx *c, const PsyFExpr *e, const PsyKernelMetaArg *a) {
  static const PsyValueKind kinds[] = {
      [PSY_ARG_SCALAR] = PSY_VAL_SCALAR, [PSY_ARG_SCALAR_ARRAY] = PSY_VAL_SCALAR_ARRAY,
      [PSY_ARG_FIELD] = PSY_VAL_FIELD, [PSY_ARG_OPERATOR] = PSY_VAL_OPERATOR,
      [PSY_ARG_COLUMNWISE_OPERATOR] = PSY_VAL_CMA_OPERATOR};
  PsyInvValue v = valueFrom(e, kinds[a->kind]);
  /* columnwise_operator_type carries no kind in the algorithm: its matrices are LFRic's
   * r_solver, which the binding passes, so the precision config's r_solver is its element. */
  v.elt = v.kind == PSY_VAL_CMA_OPERATOR ? kindPrecision(c, "r_solver", strlen("r_solver"))
                                         : eltOf(c, e, a->dataType);
  v.space = a->space;
  v.spaceFrom = a->spaceFrom;
  v.vectorSize = a->vectorSize;
  v.rank = a->rank;
  if (v.kind != PSY_VAL_SCALAR && v.kind != PSY_VAL_LITERAL && !isVariable(e))
    ERR(c, e->loc, "argument '%s' for a %s must be a variable", e->source, kindWord(v.kind));
  return v;
}

static int addInt(Ctx *c, const PsyFExpr *e) {
  PsyInvValue v = valueFrom(e, PSY_VAL_SCALAR);
  v.elt = PSY_ELT_I32;
  return addValue(c, &v);
}

/* A literal integer argument (a stencil extent, a halo depth) must be a default integer of at
 * least `min`: a negative, real, logical or over-wide literal would otherwise be wrapped or
 * truncated to some other value without a word. `what` names it in the message. Variables are
 * checked by the compiler that builds the algorithm. */
static void checkIntLiteral(Ctx *c, const PsyFExpr *e, const char *what, int min) {
  if (!isLiteral(e)) return;
  const PsyFExpr *lit = e->kind == PSY_FX_UNARY ? e->args[0] : e;
  if (lit->kind != PSY_FX_INT) {
    ERR(c, e->loc, "%s '%s' must be an integer", what, e->source);
    return;
  }
  const char *t = lit->text;
  while (t[0] == '0' && isdigit((unsigned char)t[1])) ++t; /* leading zeros */
  size_t digits = strspn(t, "0123456789");
  bool negative = e->kind == PSY_FX_UNARY && !strcmp(e->text, "-");
  if (negative || (digits == 1 && t[0] - '0' < min)) {
    ERR(c, e->loc, min ? "%s '%s' must be at least %d" : "%s '%s' must not be negative", what,
        e->source, min);
    return;
  }
  if (digits > 10 || (digits == 10 && strncmp(t, "2147483647", 10) > 0))
    ERR(c, e->loc, "%s '%s' does not fit in a 32-bit integer", what, e->source);
}

/* PSyclone 3.3's LFRic API: a kernel that operates on halo cells (halo_cell_column,
 * owned_and_halo_cell_column) is given the depth of halo it runs to as one more, final,
 * integer argument in the invoke, after its meta_args (with their stencil extents and
 * directions) and quadrature rules. It is an algorithm-level argument only: the kernel
 * subroutine does not receive it (LFRic's kernel argument rules have no halo depth), so it is
 * no psy.kernel operand; it bounds the kernel's loop. */
static bool takesHaloDepth(const PsyKernelMeta *m) {
  return m->operatesOn == PSY_ON_HALO_CELL_COLUMN ||
         m->operatesOn == PSY_ON_OWNED_AND_HALO_CELL_COLUMN;
}

/* The halo depth argument: a literal of at least 1 or an integer variable (PSyclone takes a
 * literal or a scalar reference and nothing else); its value index in `call->haloDepth`. */
static void haloDepthArg(Ctx *c, PsyInvCall *call, const PsyFExpr *e, const PsyKernelMeta *m) {
  if (!isLiteral(e) && !isVariable(e)) {
    ERR(c, e->loc, "halo depth '%s' of kernel '%s' must be an integer variable or literal",
        e->source, m->name);
    return;
  }
  checkIntLiteral(c, e, "halo depth", 1);
  call->haloDepth = addInt(c, e);
}

static void kernelCall(Ctx *c, PsyInvCall *call, const PsyFExpr *e, const PsyKernelMeta *m) {
  bool depth = takesHaloDepth(m);
  int want = (int)psyKernelMetaOperandCount(m) + depth;
  if (e->nargs != want) {
    ERR(c, e->loc, "kernel '%s' takes %d arguments (meta_args, stencil extents and directions, "
        "quadrature rules%s) but is given %d", m->name, want,
        depth ? ", then the halo depth it operates to" : "", e->nargs);
    return;
  }
  call->ops = psyXcalloc((size_t)want, sizeof *call->ops);
  int k = 0;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    /* The kernel model's operand mapping: the entry's data, then its extent and direction. */
    for (int j = 0; j < psyKernelMetaArgOperandCount(a); ++j) {
      const PsyFExpr *arg = e->args[k++];
      PsyOperandRole role = psyKernelMetaArgOperandRole(a, j);
      if (role != PSY_OPERAND_DATA) {
        if (role == PSY_OPERAND_EXTENT) checkIntLiteral(c, arg, "stencil extent", 0);
        push(call, addInt(c, arg));
        continue;
      }
      PsyInvValue v = metaArgValue(c, arg, a);
      push(call, addValue(c, &v));
    }
  }
  for (int i = 0; i < m->nshapes; ++i) {
    if (!psyShapeTakesOperand(m->shapes[i])) continue;
    PsyInvValue v = valueFrom(e->args[k++], PSY_VAL_QR);
    v.space = psyVocabName(PSY_VOCAB_SHAPE, m->shapes[i]);
    push(call, addValue(c, &v));
  }
  if (depth) haloDepthArg(c, call, e->args[k], m);
}

/* ---- builtins ---------------------------------------------------------------------------- */

static void builtinCall(Ctx *c, PsyInvCall *call, const PsyFExpr *e, const PsyBuiltin *b) {
  if (e->nargs != b->nargs) {
    ERR(c, e->loc, "builtin '%s' takes %d arguments but is given %d", b->name, b->nargs,
        e->nargs);
    return;
  }
  call->ops = psyXcalloc((size_t)b->nargs, sizeof *call->ops);
  for (int i = 0; i < b->nargs; ++i) {
    const PsyBuiltinArg *a = &b->args[i];
    const PsyFExpr *x = e->args[i];
    PsyValueKind kind = a->kind == PSY_ARG_FIELD ? PSY_VAL_FIELD
                        : a->access == PSY_ACCESS_REDUCTION ? PSY_VAL_REDUCTION : PSY_VAL_SCALAR;
    PsyInvValue v = valueFrom(x, kind);
    v.elt = eltOf(c, x, a->dtype);
    if (kind == PSY_VAL_FIELD) v.space = "any_space_1";
    if (kind != PSY_VAL_SCALAR && !isVariable(x))
      ERR(c, x->loc, "argument '%s' of builtin '%s' must be a variable", x->source, b->name);
    int idx = addValue(c, &v);
    if (kind == PSY_VAL_REDUCTION) call->reduction = idx;
    else push(call, idx);
  }
}

/* ---- invokes ----------------------------------------------------------------------------- */

/* The argument expression of `call` that passes `text` for the second time; NULL if none. */
static const PsyFExpr *secondUse(const PsyFExpr *call, const char *text) {
  bool seen = false;
  for (int i = 0; i < call->nargs; ++i) {
    if (!call->args[i]->source || strcmp(call->args[i]->source, text)) continue;
    if (seen) return call->args[i];
    seen = true;
  }
  return NULL;
}

/* A field or operator passed twice to one kernel or builtin, as PSyclone refuses it: the
 * kernel's two dummies would alias, which the schedule's inlined code may not assume (a
 * builtin that reads one field twice by design, such as X_innerproduct_X, takes it once). */
static void checkPassedOnce(Ctx *c, const PsyInvCall *call, const PsyFExpr *e) {
  for (int j = 1; j < call->nops; ++j) {
    const PsyInvValue *v = &c->inv->values[call->ops[j]];
    if (v->kind != PSY_VAL_FIELD && v->kind != PSY_VAL_OPERATOR &&
        v->kind != PSY_VAL_CMA_OPERATOR)
      continue;
    for (int i = 0; i < j; ++i) {
      if (call->ops[i] != call->ops[j]) continue;
      const PsyFExpr *again = secondUse(e, v->text);
      ERR(c, again ? again->loc : e->loc, "%s '%s' is passed to %s '%s' more than once: "
          "PSyclone refuses this too, since the two arguments would alias; pass it once "
          "(X_innerproduct_X, say, for a field's inner product with itself)",
          kindWord(v->kind), v->text, call->builtin ? "builtin" : "kernel", call->name);
      return;
    }
  }
}

static bool isFortranName(const char *s) {
  if (!isalpha((unsigned char)s[0]) || strlen(s) > 63) return false;
  for (; *s; ++s)
    if (!isalnum((unsigned char)*s) && *s != '_') return false;
  return true;
}

/* PSyclone's label of `name="..."`: trimmed and lower-cased, each blank made an underscore. */
static char *invokeLabel(const char *text) {
  while (*text == ' ') ++text;
  size_t n = strlen(text);
  while (n && text[n - 1] == ' ') --n;
  char *label = psyFormat("%.*s", (int)n, text);
  for (char *p = label; *p; ++p) *p = *p == ' ' ? '_' : (char)tolower((unsigned char)*p);
  return label;
}

/* The `name="..."` of an invoke into `*name` (a heap string; one per invoke): the label,
 * which must be a Fortran name, prefixed with invoke_ unless it already starts with it. */
static void invokeName(Ctx *c, const PsyFExpr *e, char **name) {
  if (strcmp(e->keyword, "name")) {
    ERR(c, e->loc, "unknown keyword '%s' in invoke; valid: name", e->keyword);
    return;
  }
  if (*name) {
    ERR(c, e->loc, "an invoke takes at most one name= argument");
    return;
  }
  char *label = e->kind == PSY_FX_STRING ? invokeLabel(e->text) : NULL;
  char *routine = !label                          ? NULL
                  : strncmp(label, "invoke_", 7) ? psyFormat("invoke_%s", label)
                                                 : psyXstrdup(label);
  if (!label || !isFortranName(label) || !isFortranName(routine)) {
    ERR(c, e->loc, "invoke name %s is not a valid Fortran name (a letter, then letters, digits "
        "or underscores, blanks read as underscores; at most 63 with the invoke_ prefix)",
        e->source);
    free(routine);
  } else {
    *name = routine;
  }
  free(label);
}

const char *psyFUnitResolveRename(const PsyFUnit *u, int scope, const char *name) {
  for (int s = scope; s >= 0; s = u->scopes[s].parent)
    for (int i = 0; i < u->nuses; ++i)
      for (int j = 0; u->uses[i].scope == s && j < u->uses[i].nrenames; ++j)
        if (!strcasecmp(u->uses[i].renames[j].local, name)) return u->uses[i].renames[j].remote;
  return name;
}

/* Kernel and builtin arguments match meta_args by position: a kernel type has no components
 * to name, and PSyclone refuses a structure constructor with keywords in an invoke. */
static bool positionalOnly(Ctx *c, const PsyFExpr *e, const char *callee) {
  for (int i = 0; i < e->nargs; ++i)
    if (e->args[i]->keyword) {
      ERR(c, e->args[i]->loc, "keyword argument '%s=' in the call of '%s': kernel and builtin "
          "arguments are matched to their metadata by position", e->args[i]->keyword, callee);
      return false;
    }
  return true;
}

static void oneCall(Ctx *c, PsyKernelSet *ks, const PsyFExpr *e) {
  PsyInvoke *inv = c->inv;
  if (e->kind != PSY_FX_CALL || !e->base || e->base->kind != PSY_FX_NAME) {
    ERR(c, e->loc, "invoke argument '%s' is not a kernel or builtin call", e->source);
    return;
  }
  inv->calls = psyGrow(inv->calls, inv->ncalls, &inv->capCalls, sizeof *inv->calls);
  PsyInvCall *call = &inv->calls[inv->ncalls];
  memset(call, 0, sizeof *call);
  call->reduction = -1;
  call->haloDepth = -1;
  call->loc = e->loc;
  const char *callee = psyFUnitResolveRename(c->unit, inv->src->scope, e->base->text);
  if (!positionalOnly(c, e, callee)) return;
  call->builtin = callee == e->base->text
                      ? psyBuiltinLookup((MlirStringRef){callee, strlen(callee)})
                      : NULL;
  if (call->builtin) {
    call->name = call->builtin->name;
    builtinCall(c, call, e, call->builtin);
  } else {
    call->meta = psyKernelSetFind(ks, callee, e->loc, c->diags);
    if (!call->meta) return;
    call->name = call->meta->name;
    kernelCall(c, call, e, call->meta);
  }
  checkPassedOnce(c, call, e);
  inv->ncalls++; /* counted even when its arguments failed, so that its ops are freed */
}

/* The space a builtin's fields share: the first concrete one, else the first that is not the
 * builtins' own any_space_1; NULL if none. Reports two different concrete spaces. */
static const char *builtinSpace(Ctx *c, const PsyInvCall *k) {
  const char *concrete = NULL, *any = NULL;
  for (int j = 0; j < k->nops; ++j) {
    const PsyInvValue *v = &c->inv->values[k->ops[j]];
    if (v->kind != PSY_VAL_FIELD || v->spaceConflict) continue;
    if (!isAnySpace(v->space) && concrete && strcmp(concrete, v->space)) {
      ERR(c, k->loc, "the fields of builtin '%s' must be on one function space, but '%s' is on "
          "'%s' and another on '%s'", k->name, v->text, v->space, concrete);
      return NULL;
    }
    if (!isAnySpace(v->space)) concrete = v->space;
    else if (!any && strcmp(v->space, "any_space_1")) any = v->space;
  }
  return concrete ? concrete : any;
}

/* All fields of a builtin are on one space (PSyclone's rule for builtins, and the dof loop's):
 * a field only builtins touch takes the space its partners have, through chains of builtins. */
static void unifyBuiltinSpaces(Ctx *c) {
  for (bool changed = true; changed && !errors(c);) {
    changed = false;
    for (int i = 0; i < c->inv->ncalls && !errors(c); ++i) {
      const PsyInvCall *k = &c->inv->calls[i];
      const char *space = k->builtin ? builtinSpace(c, k) : NULL;
      for (int j = 0; space && j < k->nops; ++j) {
        PsyInvValue *v = &c->inv->values[k->ops[j]];
        bool widen = isAnySpace(space) ? !strcmp(v->space, "any_space_1") : isAnySpace(v->space);
        if (v->kind != PSY_VAL_FIELD || v->spaceConflict || !widen || !strcmp(v->space, space))
          continue;
        v->space = space;
        changed = true;
      }
    }
  }
}

static bool toRunTimeSpace(PsyInvValue *v) {
  if (v->kind != PSY_VAL_FIELD || v->spaceConflict) return false;
  v->space = "any_space_1";
  return v->spaceConflict = true;
}

/* Whether kernel call `k` accepts its fields' spaces (psyFunctionSpaceAccepts, the kernel
 * verifier's rule); moves those it does not to any_space_1. */
static bool settleKernel(Ctx *c, const PsyInvCall *k) {
  bool changed = false;
  intptr_t *at = psyKernelMetaOperands(k->meta);
  for (int e = 0; e < k->meta->nargs; ++e) {
    const PsyKernelMetaArg *a = &k->meta->args[e];
    PsyInvValue *v = at[e] < k->nops ? &c->inv->values[k->ops[at[e]]] : NULL;
    if (a->kind == PSY_ARG_FIELD && v &&
        !psyFunctionSpaceAccepts(a->space, strlen(a->space), v->space, strlen(v->space)))
      changed |= toRunTimeSpace(v);
  }
  free(at);
  return changed;
}

/* A builtin's fields share one space: if one is known only at run time, all are. */
static bool settleBuiltin(Ctx *c, const PsyInvCall *k) {
  bool any = false, changed = false;
  for (int j = 0; j < k->nops; ++j) any |= c->inv->values[k->ops[j]].spaceConflict;
  for (int j = 0; any && j < k->nops; ++j) changed |= toRunTimeSpace(&c->inv->values[k->ops[j]]);
  return changed;
}

/* The spaces kernels name are the kernels' (neither PSyclone nor the LFRic API checks one
 * field across kernels), so a field one kernel puts on a concrete space that another's
 * any_discontinuous_space_N or any_w2 cannot take (W1 for a discontinuous label, say), maybe
 * through a builtin partner, is typed any_space_1, known only at run time, as a field kernels
 * put on two concrete spaces is; and so are its builtin partners. */
static void settleSpaces(Ctx *c) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < c->inv->ncalls; ++i) {
      const PsyInvCall *k = &c->inv->calls[i];
      changed |= k->meta ? settleKernel(c, k) : settleBuiltin(c, k);
    }
  }
}

/* A builtin's reduction variable is the invoke's result (psy IR returns it). A call that
 * reads it before the builtin that computes it reads, as in PSyclone, the value it has on
 * entry to the invoke: such a variable is an argument of the invoke too. */
static void markReadOnEntry(Ctx *c) {
  PsyInvoke *inv = c->inv;
  bool *done = psyXcalloc((size_t)inv->nvalues + 1, sizeof *done);
  for (int i = 0; i < inv->ncalls; ++i) {
    const PsyInvCall *k = &inv->calls[i];
    for (int j = 0; j < k->nops; ++j) {
      PsyInvValue *v = &inv->values[k->ops[j]];
      if (v->kind == PSY_VAL_REDUCTION && !done[k->ops[j]]) v->readOnEntry = true;
    }
    if (k->reduction >= 0) done[k->reduction] = true;
  }
  free(done);
}

static void buildOne(Ctx *c, PsyKernelSet *ks, int index) {
  const PsyFInvoke *src = c->inv->src;
  char *named = NULL;
  for (int i = 0; i < src->nargs; ++i) {
    if (src->args[i]->keyword) invokeName(c, src->args[i], &named);
    else oneCall(c, ks, src->args[i]);
  }
  if (!c->inv->ncalls && !errors(c)) ERR(c, src->loc, "invoke has no kernel or builtin calls");
  char *name = named                  ? named
               : c->inv->ncalls == 1 ? psyFormat("invoke_%d_%s", index, c->inv->calls[0].name)
                                     : psyFormat("invoke_%d", index);
  char *fit = psyFortranNameFit(name); /* a 63-character kernel's invoke_<n>_<kernel> too */
  c->inv->name = psyLowerDup(fit);
  free(fit), free(name);
  if (!errors(c)) unifyBuiltinSpaces(c);
  if (!errors(c)) settleSpaces(c);
  if (!errors(c)) markReadOnEntry(c);
}

/* Invokes by name, then by position in the file. */
static int compareInvokeNames(const void *a, const void *b) {
  const PsyInvoke *x = *(const PsyInvoke *const *)a, *y = *(const PsyInvoke *const *)b;
  int c = strcmp(x->name, y->name);
  return c ? c : (x > y) - (x < y);
}

/* Each invoke is one routine of the PSy layer, so no two may share a name: sorted by name,
 * every invoke named as the one before it is reported (sorting keeps this linear-logarithmic
 * for algorithms with thousands of invokes). */
static void checkDistinctNames(const PsyInvoke *invs, int n, PsyDiagList *diags) {
  const PsyInvoke **sorted = psyXcalloc((size_t)n + 1, sizeof *sorted);
  for (int i = 0; i < n; ++i) sorted[i] = &invs[i];
  qsort(sorted, (size_t)n, sizeof *sorted, compareInvokeNames);
  for (int i = 1; i < n; ++i)
    if (!strcmp(sorted[i - 1]->name, sorted[i]->name))
      psyDiagError(diags, sorted[i]->src->loc, "two invokes are named '%s'", sorted[i]->name);
  free(sorted);
}

bool psyInvokesBuild(PsyFUnit *unit, PsyKernelSet *ks, PsyInvoke **out, int *n,
                     PsyDiagList *diags) {
  PsyInvoke *invs = psyXcalloc((size_t)unit->ninvokes, sizeof *invs);
  int start = psyDiagListBegin(diags);
  for (int i = 0; i < unit->ninvokes; ++i) {
    invs[i].src = &unit->invokes[i];
    Ctx c = {unit, &invs[i], ks->precision, diags, psyDiagListErrors(diags)};
    buildOne(&c, ks, i);
  }
  checkDistinctNames(invs, unit->ninvokes, diags);
  *out = invs;
  *n = unit->ninvokes;
  return psyDiagListEnd(diags, start);
}

void psyInvokesDestroy(PsyInvoke *invs, int n) {
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < invs[i].ncalls; ++j) free(invs[i].calls[j].ops);
    free(invs[i].calls);
    free(invs[i].values);
    free(invs[i].name);
  }
  free(invs);
}

const PsyInvValue **psyInvokeAlgArgs(const PsyInvoke *inv, int *n) {
  const PsyInvValue **out = psyXcalloc((size_t)inv->nvalues, sizeof *out);
  *n = 0;
  for (int i = 0; i < inv->nvalues; ++i)
    if (inv->values[i].kind != PSY_VAL_LITERAL) out[(*n)++] = &inv->values[i];
  return out;
}
