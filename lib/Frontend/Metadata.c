/* Reads a kernel type's metadata (meta_args, meta_funcs, gh_shape, operates_on, ...) from the
 * parse-tree data into PsyKernelMeta and validates it against the LFRic rules: the vocabulary
 * (Vocabulary.c), the arity of each arg_type form and the access rules of design.md section 3
 * (discontinuous fields R/W/RW, continuous fields R/W/INC/READINC, operators R/W/RW, scalars
 * of coded kernels read only, Wchi read only). Every error names the bad value at its
 * location and lists the valid ones. */
#include "psy-c/Frontend.h"
#include "Vocabulary.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct {
  PsyKernelMeta *m;
  PsyDiagList *diags;
  int errors;
} Reader;

#define ERR(r, loc, ...)                                                                  \
  do {                                                                                    \
    psyDiagError((r)->diags, (loc), __VA_ARGS__);                                         \
    (r)->errors++;                                                                        \
  } while (0)

static bool isName(const PsyFExpr *e) { return e && e->kind == PSY_FX_NAME; }

static bool isCallTo(const PsyFExpr *e, const char *callee) {
  return e && e->kind == PSY_FX_CALL && isName(e->base) && !strcasecmp(e->base->text, callee);
}

/* Looks `e` (a bare name) up in `v`; reports an error listing the valid names otherwise. */
static int word(Reader *r, const PsyFExpr *e, const PsyVocab *v, const char *where) {
  int val = isName(e) ? psyVocabLookup(v, e->text) : -1;
  if (val >= 0) return val;
  char list[512];
  psyVocabList(v, list, sizeof list);
  ERR(r, e->loc, "unknown %s '%s' in %s; valid: %s", v->what, e->source ? e->source : "?",
      where, list);
  return -1;
}

/* Copies a valid function space name into `dst` (lower case), else reports it. */
static bool space(Reader *r, const PsyFExpr *e, char *dst, size_t size, const char *where) {
  if (isName(e) && psyFunctionSpaceIsValid(e->text)) {
    psyLower(dst, size, e->text);
    return true;
  }
  char list[512];
  psyFunctionSpaceList(list, sizeof list);
  ERR(r, e->loc, "unknown function space '%s' in %s; valid: %s", e->source ? e->source : "?",
      where, list);
  return false;
}

/* Elements of an array-valued initialisation; a scalar initialisation is one element. */
static int elementCount(const PsyFExpr *init) {
  return init->kind == PSY_FX_ARRAY ? init->nargs : 1;
}
static const PsyFExpr *elementAt(const PsyFExpr *init, int i) {
  return init->kind == PSY_FX_ARRAY ? init->args[i] : init;
}

/* ---- arg_type ------------------------------------------------------------------------- */

typedef struct {
  int minItems, maxItems;
  const char *form;
} ArgForm;

/* Arity of arg_type by argument kind (indexed by PsyMetaArgKind). */
static const ArgForm argForms[] = {
    [PSY_MA_SCALAR] = {3, 3, "(type, data type, access)"},
    [PSY_MA_SCALAR_ARRAY] = {4, 4, "(type, data type, access, rank)"},
    [PSY_MA_FIELD] = {4, 5, "(type, data type, access, function space[, stencil or mesh_arg])"},
    [PSY_MA_OPERATOR] = {5, 5, "(type, data type, access, to space, from space)"},
    [PSY_MA_COLUMNWISE_OPERATOR] = {5, 5, "(type, data type, access, to space, from space)"},
};

/* The first item: GH_FIELD, GH_FIELD*N, GH_SCALAR, ... */
static bool readKind(Reader *r, const PsyFExpr *e, PsyMetaArg *a) {
  a->vectorSize = 1;
  if (e->kind == PSY_FX_BINARY && !strcmp(e->text, "*") && e->nargs == 2) {
    int k = word(r, e->args[0], &psyVocabArgKind, "arg_type");
    if (k < 0) return false;
    const PsyFExpr *n = e->args[1];
    int size = n->kind == PSY_FX_INT ? atoi(n->text) : 0;
    if (k != PSY_MA_FIELD || size < 1) {
      ERR(r, e->loc, "invalid vector argument '%s': only gh_field*N with a literal N >= 1 is "
          "allowed", e->source);
      return false;
    }
    a->kind = PSY_MA_FIELD;
    a->vectorSize = size;
    return true;
  }
  int k = word(r, e, &psyVocabArgKind, "arg_type");
  a->kind = (PsyMetaArgKind)k;
  return k >= 0;
}

/* The optional fifth item of a field: stencil(kind) or mesh_arg=GH_COARSE|GH_FINE. */
static void readFieldExtra(Reader *r, const PsyFExpr *e, PsyMetaArg *a) {
  if (e->keyword && !strcmp(e->keyword, "mesh_arg")) {
    int m = word(r, e, &psyVocabMeshArg, "mesh_arg");
    if (m >= 0) a->meshArg = (PsyMeshArg)m;
    return;
  }
  if (isCallTo(e, "stencil") && e->nargs == 1) {
    int s = word(r, e->args[0], &psyVocabStencil, "stencil");
    if (s >= 0) a->stencil = (PsyStencil)s;
    return;
  }
  ERR(r, e->loc, "invalid fifth item '%s' of a field's arg_type; expected stencil(kind) or "
      "mesh_arg=gh_coarse|gh_fine", e->source);
}

static void readArgItems(Reader *r, const PsyFExpr *e, PsyMetaArg *a) {
  if (a->kind == PSY_MA_SCALAR_ARRAY) {
    const PsyFExpr *n = e->args[3];
    a->rank = n->kind == PSY_FX_INT ? atoi(n->text) : 0;
    if (a->rank < 1)
      ERR(r, n->loc, "invalid rank '%s' of a gh_scalar_array; expected an integer literal >= 1",
          n->source);
    return;
  }
  if (a->kind == PSY_MA_SCALAR) return;
  space(r, e->args[3], a->space, sizeof a->space, "arg_type");
  if (a->kind == PSY_MA_FIELD) {
    if (e->nargs == 5) readFieldExtra(r, e->args[4], a);
    return;
  }
  space(r, e->args[4], a->spaceFrom, sizeof a->spaceFrom, "arg_type");
}

/* Reads one arg_type(...) entry; checks come later in checkArg. */
static bool readArg(Reader *r, const PsyFExpr *e, PsyMetaArg *a) {
  memset(a, 0, sizeof *a);
  a->loc = e->loc;
  if (!isCallTo(e, "arg_type")) {
    ERR(r, e->loc, "meta_args entry '%s' is not an arg_type(...) constructor", e->source);
    return false;
  }
  if (e->nargs < 3) {
    ERR(r, e->loc, "arg_type takes at least 3 items (type, data type, access), got %d",
        e->nargs);
    return false;
  }
  int before = r->errors;
  readKind(r, e->args[0], a);
  int dt = word(r, e->args[1], &psyVocabDataType, "arg_type");
  int acc = word(r, e->args[2], &psyVocabAccess, "arg_type");
  if (r->errors != before) return false;
  a->dtype = (PsyMetaDataType)dt;
  a->access = (PsyMetaAccess)acc;
  psyLower(a->accessSpelling, sizeof a->accessSpelling, e->args[2]->text);
  const ArgForm *f = &argForms[a->kind];
  if (e->nargs < f->minItems || e->nargs > f->maxItems) {
    ERR(r, e->loc, "wrong number of items in arg_type for %s: got %d, expected %s",
        psyMetaArgKindName(a->kind), e->nargs, f->form);
    return false;
  }
  readArgItems(r, e, a);
  return r->errors == before;
}

/* ---- access rules ------------------------------------------------------------------------ */

#define BIT(a) (1u << (a))
typedef struct {
  const char *what;
  unsigned allowed;
  const char *valid;
} AccessRule;

static const AccessRule scalarRule = {"a scalar argument of a coded kernel", BIT(PSY_ACC_READ),
                                      "gh_read"};
static const AccessRule discontinuousRule = {
    "a field on a discontinuous space",
    BIT(PSY_ACC_READ) | BIT(PSY_ACC_WRITE) | BIT(PSY_ACC_READWRITE),
    "gh_read, gh_write, gh_readwrite"};
static const AccessRule continuousRule = {
    "a field on a continuous space",
    BIT(PSY_ACC_READ) | BIT(PSY_ACC_WRITE) | BIT(PSY_ACC_INC) | BIT(PSY_ACC_READINC),
    "gh_read, gh_write, gh_inc, gh_readinc"};
static const AccessRule operatorRule = {
    "an operator", BIT(PSY_ACC_READ) | BIT(PSY_ACC_WRITE) | BIT(PSY_ACC_READWRITE),
    "gh_read, gh_write, gh_readwrite"};
static const AccessRule chiRule = {"a field on wchi (read only)", BIT(PSY_ACC_READ), "gh_read"};

static const AccessRule *accessRule(const PsyMetaArg *a) {
  switch (a->kind) {
  case PSY_MA_SCALAR:
  case PSY_MA_SCALAR_ARRAY: return &scalarRule;
  case PSY_MA_OPERATOR:
  case PSY_MA_COLUMNWISE_OPERATOR: return &operatorRule;
  case PSY_MA_FIELD: break;
  }
  if (!strcmp(a->space, "wchi")) return &chiRule;
  return psyFunctionSpaceIsDiscontinuous(a->space) ? &discontinuousRule : &continuousRule;
}

static void checkArg(Reader *r, const PsyMetaArg *a) {
  const AccessRule *rule = accessRule(a);
  if (a->kind == PSY_MA_FIELD && a->access == PSY_ACC_REDUCTION)
    ERR(r, a->loc, "reduction access '%s' is not allowed on a field (reductions are builtin "
        "scalars); valid for %s: %s", a->accessSpelling, rule->what, rule->valid);
  else if (!(rule->allowed & BIT(a->access)))
    ERR(r, a->loc, "access '%s' is not allowed for %s; valid: %s", a->accessSpelling,
        rule->what, rule->valid);
  if (a->kind == PSY_MA_FIELD && a->dtype == PSY_DT_LOGICAL)
    ERR(r, a->loc, "data type 'gh_logical' is not allowed for a field; valid: gh_real, "
        "gh_integer");
  if ((a->kind == PSY_MA_OPERATOR || a->kind == PSY_MA_COLUMNWISE_OPERATOR) &&
      a->dtype != PSY_DT_REAL)
    ERR(r, a->loc, "data type '%s' is not allowed for an operator; valid: gh_real",
        psyMetaDataTypeName(a->dtype));
  if (a->stencil != PSY_ST_NONE && a->access != PSY_ACC_READ)
    ERR(r, a->loc, "a stencil is only allowed on a read-only field, not one with access '%s'",
        a->accessSpelling);
}

/* ---- components ------------------------------------------------------------------------- */

static void readMetaArgs(Reader *r, const PsyFComponent *c) {
  int n = elementCount(c->init);
  if (n > PSY_META_MAX_ARGS) {
    ERR(r, c->loc, "too many meta_args entries (%d, at most %d)", n, PSY_META_MAX_ARGS);
    return;
  }
  if (c->declaredSize > 0 && c->declaredSize != n)
    ERR(r, c->loc, "meta_args is declared with %d entries but initialised with %d",
        c->declaredSize, n);
  for (int i = 0; i < n; ++i)
    if (readArg(r, elementAt(c->init, i), &r->m->args[r->m->nargs])) checkArg(r, &r->m->args[r->m->nargs++]);
}

static void readFunc(Reader *r, const PsyFExpr *e) {
  if (!isCallTo(e, "func_type") || e->nargs < 2 || e->nargs > 3) {
    ERR(r, e->loc, "meta_funcs entry '%s' must be func_type(space, gh_basis[, gh_diff_basis])",
        e->source);
    return;
  }
  if (r->m->nfuncs >= PSY_META_MAX_LIST) return;
  PsyMetaFunc *f = &r->m->funcs[r->m->nfuncs];
  memset(f, 0, sizeof *f);
  f->loc = e->loc;
  bool ok = space(r, e->args[0], f->space, sizeof f->space, "func_type");
  for (int i = 1; i < e->nargs; ++i) {
    int b = word(r, e->args[i], &psyVocabBasis, "func_type");
    if (b == 0) f->basis = true;
    if (b == 1) f->diffBasis = true;
    ok = ok && b >= 0;
  }
  if (ok) r->m->nfuncs++;
}

/* A list of names (gh_shape, gh_evaluator_targets) or of wrapped names
 * (reference_element_data_type(x), mesh_data_type(x)) into a fixed table. */
static int readWords(Reader *r, const PsyFComponent *c, const char *wrapper,
                     const PsyVocab *v, char *dst, size_t width) {
  int n = elementCount(c->init), count = 0;
  for (int i = 0; i < n && count < PSY_META_MAX_LIST; ++i) {
    const PsyFExpr *e = elementAt(c->init, i);
    if (wrapper) {
      if (!isCallTo(e, wrapper) || e->nargs != 1) {
        ERR(r, e->loc, "%s entry '%s' must be %s(property)", c->name, e->source, wrapper);
        continue;
      }
      e = e->args[0];
    }
    char *slot = dst + (size_t)count * width;
    if (v ? word(r, e, v, c->name) >= 0 : space(r, e, slot, width, c->name)) {
      psyLower(slot, width, e->text);
      count++;
    }
  }
  return count;
}

static void readOperatesOn(Reader *r, const PsyFComponent *c) {
  if (word(r, c->init, &psyVocabOperatesOn, "operates_on") >= 0)
    psyLower(r->m->operatesOn, sizeof r->m->operatesOn, c->init->text);
}

typedef enum { C_ARGS, C_FUNCS, C_SHAPE, C_TARGETS, C_REFS, C_MESH, C_ON } ComponentKind;
static const PsyWord componentWords[] = {
    {"meta_args", C_ARGS},       {"meta_funcs", C_FUNCS},
    {"gh_shape", C_SHAPE},       {"gh_evaluator_targets", C_TARGETS},
    {"meta_reference_element", C_REFS}, {"meta_mesh", C_MESH},
    {"operates_on", C_ON},
};
static const PsyVocab componentVocab = {"kernel metadata component", componentWords, 7};

static void readComponent(Reader *r, const PsyFComponent *c, bool *seen) {
  int k = psyVocabLookup(&componentVocab, c->name);
  if (k < 0) {
    char list[256];
    psyVocabList(&componentVocab, list, sizeof list);
    ERR(r, c->loc, "unknown kernel metadata component '%s'; valid: %s", c->name, list);
    return;
  }
  if (!c->init) {
    ERR(r, c->loc, "kernel metadata component '%s' has no initial value", c->name);
    return;
  }
  seen[k] = true;
  PsyKernelMeta *m = r->m;
  switch ((ComponentKind)k) {
  case C_ARGS: readMetaArgs(r, c); break;
  case C_FUNCS:
    for (int i = 0, n = elementCount(c->init); i < n; ++i) readFunc(r, elementAt(c->init, i));
    break;
  case C_SHAPE:
    m->shapeIsArray = c->init->kind == PSY_FX_ARRAY;
    m->nshapes = readWords(r, c, NULL, &psyVocabShape, m->shapes[0], sizeof m->shapes[0]);
    break;
  case C_TARGETS:
    m->ntargets = readWords(r, c, NULL, NULL, m->targets[0], sizeof m->targets[0]);
    break;
  case C_REFS:
    m->nrefs = readWords(r, c, "reference_element_data_type", &psyVocabRefElement,
                         m->refs[0], sizeof m->refs[0]);
    break;
  case C_MESH:
    m->nmesh = readWords(r, c, "mesh_data_type", &psyVocabMesh, m->mesh[0], sizeof m->mesh[0]);
    break;
  case C_ON: readOperatesOn(r, c); break;
  }
}

/* ---- whole-kernel rules ------------------------------------------------------------------ */

static bool hasArgOnSpace(const PsyKernelMeta *m, const char *space) {
  for (int i = 0; i < m->nargs; ++i)
    if (!strcmp(m->args[i].space, space) || !strcmp(m->args[i].spaceFrom, space)) return true;
  return false;
}

static void checkIterationSpace(Reader *r, const PsyKernelMeta *m) {
  const char *it = psyOperatesOnIteration(m->operatesOn);
  for (int i = 0; i < m->nargs; ++i) {
    const PsyMetaArg *a = &m->args[i];
    bool isOp = a->kind == PSY_MA_OPERATOR || a->kind == PSY_MA_COLUMNWISE_OPERATOR;
    if (strcmp(it, "cells") && isOp)
      ERR(r, a->loc, "operates_on '%s' does not allow an operator argument (%s)", m->operatesOn,
          psyMetaArgKindName(a->kind));
    if (!strcmp(it, "dofs") && a->stencil != PSY_ST_NONE)
      ERR(r, a->loc, "operates_on '%s' does not allow a stencil", m->operatesOn);
    if (!strcmp(it, "dofs") && a->kind == PSY_MA_FIELD && strcmp(a->space, m->args[0].space) &&
        m->args[0].kind == PSY_MA_FIELD)
      ERR(r, a->loc, "all fields of a '%s' kernel must be on one function space: '%s' differs "
          "from '%s'", m->operatesOn, a->space, m->args[0].space);
  }
}

static void checkInterGrid(Reader *r, const PsyKernelMeta *m) {
  if (!psyKernelMetaIsInterGrid(m)) return;
  bool coarse = false, fine = false;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyMetaArg *a = &m->args[i];
    coarse |= a->meshArg == PSY_MESH_COARSE;
    fine |= a->meshArg == PSY_MESH_FINE;
    if (a->kind == PSY_MA_FIELD && a->meshArg == PSY_MESH_NONE)
      ERR(r, a->loc, "every field of an inter-grid kernel needs mesh_arg=gh_coarse or gh_fine");
    if (a->kind != PSY_MA_FIELD && a->kind != PSY_MA_SCALAR)
      ERR(r, a->loc, "an inter-grid kernel may only have field and scalar arguments, not %s",
          psyMetaArgKindName(a->kind));
  }
  if (!coarse || !fine)
    ERR(r, m->loc, "inter-grid kernel '%s' needs fields on both the coarse and the fine mesh",
        m->name);
}

static void checkFuncs(Reader *r, const PsyKernelMeta *m) {
  for (int i = 0; i < m->nfuncs; ++i)
    if (!hasArgOnSpace(m, m->funcs[i].space))
      ERR(r, m->funcs[i].loc, "meta_funcs space '%s' has no argument on it",
          m->funcs[i].space);
  if (m->nfuncs && !m->nshapes)
    ERR(r, m->loc, "kernel '%s' requests basis functions in meta_funcs but has no gh_shape",
        m->name);
  bool evaluator = false;
  for (int i = 0; i < m->nshapes; ++i) evaluator |= !strcmp(m->shapes[i], "gh_evaluator");
  if (m->ntargets && !evaluator)
    ERR(r, m->loc, "gh_evaluator_targets given but gh_shape has no gh_evaluator");
  for (int i = 0; i < m->ntargets; ++i)
    if (!hasArgOnSpace(m, m->targets[i]))
      ERR(r, m->loc, "gh_evaluator_targets space '%s' has no argument on it", m->targets[i]);
}

static void readBinding(Reader *r, const PsyFType *t) {
  if (t->nbindings < 1) {
    ERR(r, t->loc, "kernel type '%s' has no procedure binding "
        "(procedure, nopass :: name_code)", t->name);
    return;
  }
  const PsyFBinding *b = &t->bindings[0];
  if (!b->nopass)
    ERR(r, b->loc, "procedure binding '%s' of kernel type '%s' must be nopass", b->binding,
        t->name);
  psyLower(r->m->procedure, sizeof r->m->procedure, b->procedure);
  psyLower(r->m->binding, sizeof r->m->binding, b->binding);
}

bool psyFTypeIsKernel(const PsyFType *t) {
  return t->extends && !strcasecmp(t->extends, "kernel_type");
}

bool psyKernelMetaRead(const PsyFType *t, const char *module, PsyKernelMeta *out,
                       PsyDiagList *diags) {
  memset(out, 0, sizeof *out);
  Reader r = {out, diags, 0};
  psyLower(out->name, sizeof out->name, t->name);
  psyLower(out->module, sizeof out->module, module ? module : "");
  out->loc = t->loc;
  bool seen[7] = {0};
  for (int i = 0; i < t->ncomps; ++i) readComponent(&r, &t->comps[i], seen);
  if (!seen[C_ARGS]) ERR(&r, t->loc, "kernel type '%s' has no meta_args", t->name);
  if (!seen[C_ON])
    ERR(&r, t->loc, "kernel type '%s' has no operates_on (e.g. integer :: operates_on = "
        "cell_column)", t->name);
  readBinding(&r, t);
  if (!r.errors) checkIterationSpace(&r, out);
  if (!r.errors) checkInterGrid(&r, out);
  if (!r.errors) checkFuncs(&r, out);
  return r.errors == 0;
}
