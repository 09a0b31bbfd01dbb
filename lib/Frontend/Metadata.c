/* Reads a kernel type's metadata (meta_args, meta_funcs, gh_shape, operates_on, ...) from the
 * parse-tree data into PsyKernelMeta and validates it against the rules of the LFRic API as
 * PSyclone 3.3 applies them: the vocabulary (psy-c/Domain.h), the arity of each arg_type form
 * and the access rules, each rule below citing where the API states it. Every error names
 * the bad value at its location and lists the valid ones. Lists are sized by the Fortran,
 * never capped. A kernel type without a binding takes its module's generic interface
 * (Generic.c). */
#include "psy-c/Frontend.h"
#include "psy-c/Alloc.h"
#include "Generic.h"
#include "MetaReader.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

typedef struct {
  PsyMetaDiag d;
  PsyKernelMeta *m;
} Reader;

/* Replaces the heap string `*dst` by `value` (owned from now on). The metadata's strings are
 * const in the kernel model (attribute views share its struct) but heap copies here. */
static void setString(const char **dst, char *value) {
  free((char *)*dst);
  *dst = value;
}

/* An integer literal's value; 0 when it is not one or does not fit an int. */
static int intLiteral(const PsyFExpr *e) {
  if (e->kind != PSY_FX_INT) return 0;
  errno = 0;
  long v = strtol(e->text, NULL, 10);
  return errno || v > INT_MAX || v < INT_MIN ? 0 : (int)v;
}

/* Older spellings are accepted for accesses (gh_sum, ...) and for the values of the older
 * key iterates_over (cells, dofs); operates_on takes only the current names. */
static bool acceptsOlderSpellings(PsyVocabId v, const char *where) {
  return v == PSY_VOCAB_ACCESS || !strcmp(where, "iterates_over");
}

/* Looks `e` (a bare name) up in `v`; reports an error listing the valid names otherwise. */
static int word(Reader *r, const PsyFExpr *e, PsyVocabId v, const char *where) {
  const char *name = psyFExprIsName(e) ? e->text : NULL;
  size_t len = name ? strlen(name) : 0;
  int val = name ? psyVocabLookup(v, name, len) : -1;
  bool older = acceptsOlderSpellings(v, where);
  if (val >= 0 && (older || psyVocabIsCanonical(v, name, len))) return val;
  char list[512];
  if (older) psyVocabListSpellings(v, list, sizeof list);
  else psyVocabList(v, list, sizeof list);
  ERR(r, e->loc, "unknown %s '%s' in %s; valid: %s", psyVocabWhat(v),
      e->source ? e->source : "?", where, list);
  return -1;
}

/* A valid function space name, as a heap lower-case string; NULL (reported) otherwise. */
static char *space(Reader *r, const PsyFExpr *e, const char *where) {
  if (psyFExprIsName(e) && psyFunctionSpaceIsValid(e->text, strlen(e->text)))
    return psyLowerDup(e->text);
  char list[512];
  psyFunctionSpaceList(list, sizeof list);
  ERR(r, e->loc, "unknown function space '%s' in %s; valid: %s", e->source ? e->source : "?",
      where, list);
  return NULL;
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

/* Arity of arg_type by argument kind (indexed by PsyArgKind). */
static const ArgForm argForms[] = {
    [PSY_ARG_SCALAR] = {3, 3, "(type, data type, access)"},
    [PSY_ARG_SCALAR_ARRAY] = {4, 4, "(type, data type, access, rank)"},
    [PSY_ARG_FIELD] = {4, 6, "(type, data type, access, function space[, stencil or mesh_arg]"
                             "[, ndata=n])"},
    [PSY_ARG_OPERATOR] = {5, 5, "(type, data type, access, to space, from space)"},
    [PSY_ARG_COLUMNWISE_OPERATOR] = {5, 5, "(type, data type, access, to space, from space)"},
};

/* The first item: GH_FIELD, GH_FIELD*N, GH_SCALAR, ... */
static bool readKind(Reader *r, const PsyFExpr *e, PsyKernelMetaArg *a) {
  if (e->kind == PSY_FX_BINARY && !strcmp(e->text, "*") && e->nargs == 2) {
    int k = word(r, e->args[0], PSY_VOCAB_ARG_KIND, "arg_type");
    if (k < 0) return false;
    const PsyFExpr *n = e->args[1];
    int size = intLiteral(n);
    if (k != PSY_ARG_FIELD || size < 1) {
      ERR(r, e->loc, "invalid vector argument '%s': only gh_field*N with a literal N >= 1 is "
          "allowed", e->source);
      return false;
    }
    a->kind = PSY_ARG_FIELD;
    a->vectorSize = size;
    return true;
  }
  int k = word(r, e, PSY_VOCAB_ARG_KIND, "arg_type");
  a->kind = (PsyArgKind)k;
  return k >= 0;
}

/* `ndata=n` (multi-data fields, PSyclone's field metadata since #868/#3209): the number of
 * data values per dof, an integer literal >= 1 or a name or string naming it. Kept as written. */
static void readNdata(Reader *r, const PsyFExpr *e, PsyKernelMetaArg *a) {
  bool ok = (e->kind == PSY_FX_INT && intLiteral(e) >= 1) || e->kind == PSY_FX_NAME ||
            (e->kind == PSY_FX_STRING && e->text && e->text[0]);
  if (!ok) {
    ERR(r, e->loc, "invalid ndata value '%s'; expected an integer literal >= 1, a name or a "
        "string", e->source);
    return;
  }
  if (a->ndata[0]) ERR(r, e->loc, "ndata is given twice in one arg_type");
  setString(&a->ndata, psyLowerDup(e->source));
}

/* The optional items after a field's space: stencil(kind) or mesh_arg=GH_COARSE|GH_FINE, and
 * ndata=n. */
static void readFieldExtra(Reader *r, const PsyFExpr *e, PsyKernelMetaArg *a) {
  if (e->keyword && !strcmp(e->keyword, "ndata")) {
    readNdata(r, e, a);
    return;
  }
  if (a->stencil != PSY_STENCIL_NONE || a->mesh != PSY_MESH_NONE) {
    ERR(r, e->loc, "a field's arg_type takes one stencil(kind) or mesh_arg item, got another: "
        "'%s'", e->source);
    return;
  }
  if (e->keyword && !strcmp(e->keyword, "mesh_arg")) {
    int m = word(r, e, PSY_VOCAB_MESH_ARG, "mesh_arg");
    if (m >= 0) a->mesh = (PsyMeshArg)m;
    return;
  }
  if (psyFExprIsCallTo(e, "stencil") && e->nargs == 1) {
    int s = word(r, e->args[0], PSY_VOCAB_STENCIL, "stencil");
    if (s >= 0) a->stencil = (PsyStencil)s;
    return;
  }
  ERR(r, e->loc, "invalid item '%s' after a field's function space in arg_type; expected "
      "stencil(kind), mesh_arg=gh_coarse|gh_fine or ndata=n", e->source);
}

static void readArgItems(Reader *r, const PsyFExpr *e, PsyKernelMetaArg *a) {
  if (a->kind == PSY_ARG_SCALAR_ARRAY) {
    const PsyFExpr *n = e->args[3];
    a->rank = intLiteral(n);
    if (a->rank < 1)
      ERR(r, n->loc, "invalid rank '%s' of a gh_scalar_array; expected an integer literal >= 1",
          n->source);
    return;
  }
  if (a->kind == PSY_ARG_SCALAR) return;
  char *to = space(r, e->args[3], "arg_type");
  if (to) setString(&a->space, to);
  if (a->kind == PSY_ARG_FIELD) {
    for (int i = 4; i < e->nargs; ++i) readFieldExtra(r, e->args[i], a);
    return;
  }
  char *from = space(r, e->args[4], "arg_type");
  if (from) setString(&a->spaceFrom, from);
}

/* Every string of an entry is a heap string from the start, so one clear frees it. */
static void argInit(PsyKernelMetaArg *a, PsyFLoc loc) {
  memset(a, 0, sizeof *a);
  a->accessSpelling = psyXstrdup("");
  a->space = psyXstrdup("");
  a->spaceFrom = psyXstrdup("");
  a->ndata = psyXstrdup("");
  a->vectorSize = 1;
  a->loc = loc;
}

static void argClear(PsyKernelMetaArg *a) { psyKernelMetaArgClear(a); }

/* Reads one arg_type(...) entry into `a` (initialised by the caller); checks come later in
 * checkArg. */
static bool readArg(Reader *r, const PsyFExpr *e, PsyKernelMetaArg *a) {
  if (!psyFExprIsCallTo(e, "arg_type")) {
    ERR(r, e->loc, "meta_args entry '%s' is not an arg_type(...) constructor", e->source);
    return false;
  }
  if (e->nargs < 3) {
    ERR(r, e->loc, "arg_type takes at least 3 items (type, data type, access), got %d",
        e->nargs);
    return false;
  }
  int before = psyMetaErrors(&r->d);
  readKind(r, e->args[0], a);
  int dt = word(r, e->args[1], PSY_VOCAB_DATA_TYPE, "arg_type");
  int acc = word(r, e->args[2], PSY_VOCAB_ACCESS, "arg_type");
  if (psyMetaErrors(&r->d) != before) return false;
  a->dataType = (PsyDataType)dt;
  a->access = (PsyAccess)acc;
  setString(&a->accessSpelling, psyLowerDup(e->args[2]->text));
  const ArgForm *f = &argForms[a->kind];
  if (e->nargs < f->minItems || e->nargs > f->maxItems) {
    ERR(r, e->loc, "wrong number of items in arg_type for %s: got %d, expected %s",
        psyVocabName(PSY_VOCAB_ARG_KIND, a->kind), e->nargs, f->form);
    return false;
  }
  readArgItems(r, e, a);
  return psyMetaErrors(&r->d) == before;
}

/* ---- access rules ------------------------------------------------------------------------ */
/* Sources: the PSyclone user guide, LFRic API chapter ("Rules for General-Purpose Kernels",
 * "Rules for DoF kernels", ...), and PSyclone 3.3's LFRicArgDescriptor and LFRicKernMetadata,
 * which apply them. */

#define BIT(a) (1u << (a))
typedef struct {
  const char *what;
  unsigned allowed;
  const char *valid;
} AccessRule;

/* A user kernel must not write its scalar arguments, arrays of scalars included (reductions
 * are builtin-only): LFRicKernMetadata._validate, PSyclone issue #1312. */
static const AccessRule scalarRule = {"a scalar argument of a coded kernel", BIT(PSY_ACCESS_READ),
                                      "gh_read"};
/* Fields on discontinuous spaces: GH_READ, GH_WRITE, GH_READWRITE (user guide, accesses of
 * general-purpose kernels). */
static const AccessRule discontinuousRule = {
    "a field on a discontinuous space",
    BIT(PSY_ACCESS_READ) | BIT(PSY_ACCESS_WRITE) | BIT(PSY_ACCESS_READWRITE),
    "gh_read, gh_write, gh_readwrite"};
/* Fields on continuous (and ANY_SPACE) spaces: GH_READ, GH_INC, GH_READINC, and GH_WRITE and
 * GH_READWRITE for kernels that keep shared dofs consistent themselves (allowed since
 * PSyclone issue #1604 / PR #1608, for LFRic physics on W2). */
static const AccessRule continuousRule = {
    "a field on a continuous space",
    BIT(PSY_ACCESS_READ) | BIT(PSY_ACCESS_WRITE) | BIT(PSY_ACCESS_INC) |
        BIT(PSY_ACCESS_READINC) | BIT(PSY_ACCESS_READWRITE),
    "gh_read, gh_write, gh_readwrite, gh_inc, gh_readinc"};
/* Operators behave as discontinuous quantities: GH_READ, GH_WRITE, GH_READWRITE. */
static const AccessRule operatorRule = {
    "an operator", BIT(PSY_ACCESS_READ) | BIT(PSY_ACCESS_WRITE) | BIT(PSY_ACCESS_READWRITE),
    "gh_read, gh_write, gh_readwrite"};
/* Wchi is a read-only space (PSyclone issue #749, READ_ONLY_FUNCTION_SPACES). */
static const AccessRule chiRule = {"a field on wchi (read only)", BIT(PSY_ACCESS_READ), "gh_read"};
/* Kernels that operate on dofs update each dof on its own, whatever the space's continuity:
 * GH_READ, GH_WRITE, GH_READWRITE ("Rules for DoF kernels"). Checked once operates_on is
 * known, in checkIterationSpace. */
static const AccessRule dofRule = {
    "a field of a kernel that operates on dofs",
    BIT(PSY_ACCESS_READ) | BIT(PSY_ACCESS_WRITE) | BIT(PSY_ACCESS_READWRITE),
    "gh_read, gh_write, gh_readwrite"};

static const AccessRule *accessRule(const PsyKernelMetaArg *a) {
  switch (a->kind) {
  case PSY_ARG_SCALAR:
  case PSY_ARG_SCALAR_ARRAY: return &scalarRule;
  case PSY_ARG_OPERATOR:
  case PSY_ARG_COLUMNWISE_OPERATOR: return &operatorRule;
  case PSY_ARG_FIELD: break;
  }
  if (!strcmp(a->space, "wchi")) return &chiRule;
  return psyFunctionSpaceIsDiscontinuous(a->space, strlen(a->space)) ? &discontinuousRule
                                                                      : &continuousRule;
}

static void checkArg(Reader *r, const PsyKernelMetaArg *a) {
  const AccessRule *rule = accessRule(a);
  if (a->kind == PSY_ARG_FIELD && a->access == PSY_ACCESS_REDUCTION)
    ERR(r, a->loc, "reduction access '%s' is not allowed on a field (reductions are builtin "
        "scalars); valid for %s: %s", a->accessSpelling, rule->what, rule->valid);
  else if (!(rule->allowed & BIT(a->access)))
    ERR(r, a->loc, "access '%s' is not allowed for %s; valid: %s", a->accessSpelling,
        rule->what, rule->valid);
  /* Field data types: gh_real, gh_integer (LFRicConstants.VALID_FIELD_DATA_TYPES). */
  if (a->kind == PSY_ARG_FIELD && a->dataType == PSY_DATA_LOGICAL)
    ERR(r, a->loc, "data type 'gh_logical' is not allowed for a field; valid: gh_real, "
        "gh_integer");
  /* Operator data types: gh_real only (VALID_OPERATOR_DATA_TYPES). */
  if ((a->kind == PSY_ARG_OPERATOR || a->kind == PSY_ARG_COLUMNWISE_OPERATOR) &&
      a->dataType != PSY_DATA_REAL)
    ERR(r, a->loc, "data type '%s' is not allowed for an operator; valid: gh_real",
        psyVocabName(PSY_VOCAB_DATA_TYPE, a->dataType));
  /* "a field with a stencil access must be read-only" (LFRicArgDescriptor). */
  if (a->stencil != PSY_STENCIL_NONE && a->access != PSY_ACCESS_READ)
    ERR(r, a->loc, "a stencil is only allowed on a read-only field, not one with access '%s'",
        a->accessSpelling);
}

/* ---- components ------------------------------------------------------------------------- */

/* Keeps the entries that read well, packed at the front of an array sized for all of them. */
static void readMetaArgs(Reader *r, const PsyFComponent *c) {
  int n = elementCount(c->init);
  if (c->declaredSize > 0 && c->declaredSize != n)
    ERR(r, c->loc, "meta_args is declared with %d entries but initialised with %d",
        c->declaredSize, n);
  PsyKernelMeta *m = r->m;
  m->args = psyXcalloc((size_t)n, sizeof *m->args);
  for (int i = 0; i < n; ++i) {
    const PsyFExpr *e = elementAt(c->init, i);
    PsyKernelMetaArg *a = &m->args[m->nargs];
    argInit(a, e->loc);
    if (readArg(r, e, a)) checkArg(r, &m->args[m->nargs++]);
    else argClear(a);
  }
}

static bool readFunc(Reader *r, const PsyFExpr *e, PsyMetaFunc *f) {
  if (!psyFExprIsCallTo(e, "func_type") || e->nargs < 2 || e->nargs > 3) {
    ERR(r, e->loc, "meta_funcs entry '%s' must be func_type(space, gh_basis[, gh_diff_basis])",
        e->source);
    return false;
  }
  f->loc = e->loc;
  f->space = space(r, e->args[0], "func_type");
  bool ok = f->space != NULL;
  for (int i = 1; i < e->nargs; ++i) {
    int b = word(r, e->args[i], PSY_VOCAB_BASIS, "func_type");
    if (b == PSY_BASIS) f->basis = true;
    if (b == PSY_DIFF_BASIS) f->diffBasis = true;
    ok = ok && b >= 0;
  }
  return ok;
}

static void readFuncs(Reader *r, const PsyFComponent *c) {
  int n = elementCount(c->init);
  PsyKernelMeta *m = r->m;
  m->funcs = psyXcalloc((size_t)n, sizeof *m->funcs);
  for (int i = 0; i < n; ++i) {
    PsyMetaFunc *f = &m->funcs[m->nfuncs];
    if (readFunc(r, elementAt(c->init, i), f)) {
      m->nfuncs++;
      continue;
    }
    free(f->space);
    memset(f, 0, sizeof *f);
  }
}

/* The i-th name of a list, unwrapped from `wrapper(name)` when the list wraps its names
 * (reference_element_data_type(x), mesh_data_type(x)); NULL (reported) if it is not. */
static const PsyFExpr *listItem(Reader *r, const PsyFComponent *c, const char *wrapper,
                                int i) {
  const PsyFExpr *e = elementAt(c->init, i);
  if (!wrapper) return e;
  if (psyFExprIsCallTo(e, wrapper) && e->nargs == 1) return e->args[0];
  ERR(r, e->loc, "%s entry '%s' must be %s(property)", c->name, e->source, wrapper);
  return NULL;
}

/* A list of words of table `v` (gh_shape, meta_reference_element, meta_mesh) into `vals`
 * (sized for every element); returns how many were valid. */
static int readWords(Reader *r, const PsyFComponent *c, const char *wrapper, PsyVocabId v,
                     int *vals) {
  int count = 0;
  for (int i = 0, n = elementCount(c->init); i < n; ++i) {
    const PsyFExpr *e = listItem(r, c, wrapper, i);
    int val = e ? word(r, e, v, c->name) : -1;
    if (val >= 0) vals[count++] = val;
  }
  return count;
}

static void readShapes(Reader *r, const PsyFComponent *c) {
  PsyKernelMeta *m = r->m;
  int *vals = psyXcalloc((size_t)elementCount(c->init), sizeof *vals);
  m->shapeIsArray = c->init->kind == PSY_FX_ARRAY;
  m->nshapes = readWords(r, c, NULL, PSY_VOCAB_SHAPE, vals);
  m->shapes = psyXcalloc((size_t)m->nshapes, sizeof *m->shapes);
  for (int i = 0; i < m->nshapes; ++i) m->shapes[i] = (PsyShape)vals[i];
  free(vals);
}

static void readRefs(Reader *r, const PsyFComponent *c) {
  PsyKernelMeta *m = r->m;
  int *vals = psyXcalloc((size_t)elementCount(c->init), sizeof *vals);
  m->nrefs = readWords(r, c, "reference_element_data_type", PSY_VOCAB_REF_ELEMENT, vals);
  m->refs = psyXcalloc((size_t)m->nrefs, sizeof *m->refs);
  for (int i = 0; i < m->nrefs; ++i) m->refs[i] = (PsyRefElement)vals[i];
  free(vals);
}

static void readMesh(Reader *r, const PsyFComponent *c) {
  PsyKernelMeta *m = r->m;
  int *vals = psyXcalloc((size_t)elementCount(c->init), sizeof *vals);
  m->nmesh = readWords(r, c, "mesh_data_type", PSY_VOCAB_MESH_PROPERTY, vals);
  m->mesh = psyXcalloc((size_t)m->nmesh, sizeof *m->mesh);
  for (int i = 0; i < m->nmesh; ++i) m->mesh[i] = (PsyMeshProperty)vals[i];
  free(vals);
}

/* gh_evaluator_targets: function spaces. */
static void readTargets(Reader *r, const PsyFComponent *c) {
  PsyKernelMeta *m = r->m;
  int n = elementCount(c->init);
  m->targets = psyXcalloc((size_t)n, sizeof *m->targets);
  for (int i = 0; i < n; ++i) {
    char *s = space(r, elementAt(c->init, i), c->name);
    if (s) m->targets[m->ntargets++] = s;
  }
}

/* operates_on, or iterates_over (its older name, still read by PSyclone 3.3; both together
 * are an error there too). */
static void readOperatesOn(Reader *r, const PsyFComponent *c) {
  int on = word(r, c->init, PSY_VOCAB_OPERATES_ON, c->name);
  if (on >= 0) r->m->operatesOn = (PsyOperatesOn)on;
}

static void readComponent(Reader *r, const PsyFComponent *c, bool *seen) {
  int k = psyVocabLookup(PSY_VOCAB_META_COMPONENT, c->name, strlen(c->name));
  if (k < 0) {
    char list[256];
    psyVocabList(PSY_VOCAB_META_COMPONENT, list, sizeof list);
    ERR(r, c->loc, "unknown kernel metadata component '%s'; valid: %s", c->name, list);
    return;
  }
  if (!psyMetaComponentIsFresh(&r->d, c, seen, k)) return;
  bool iterationKey = k == PSY_META_OPERATES_ON || k == PSY_META_ITERATES_OVER;
  if (iterationKey && (seen[PSY_META_OPERATES_ON] || seen[PSY_META_ITERATES_OVER])) {
    ERR(r, c->loc, "kernel metadata has both operates_on and iterates_over; give only one "
        "(operates_on)");
    return;
  }
  seen[k] = true;
  switch ((PsyMetaComponent)k) {
  case PSY_META_ARGS: readMetaArgs(r, c); break;
  case PSY_META_FUNCS: readFuncs(r, c); break;
  case PSY_META_SHAPE: readShapes(r, c); break;
  case PSY_META_EVALUATOR_TARGETS: readTargets(r, c); break;
  case PSY_META_REFERENCE_ELEMENT: readRefs(r, c); break;
  case PSY_META_MESH: readMesh(r, c); break;
  case PSY_META_OPERATES_ON:
  case PSY_META_ITERATES_OVER: readOperatesOn(r, c); break;
  case PSY_META_COMPONENT_COUNT: break;
  }
}

/* ---- whole-kernel rules ------------------------------------------------------------------ */

static bool hasArgOnSpace(const PsyKernelMeta *m, const char *space) {
  for (int i = 0; i < m->nargs; ++i)
    if (!strcmp(m->args[i].space, space) || !strcmp(m->args[i].spaceFrom, space)) return true;
  return false;
}

/* Domain kernels take only scalars and fields (LFRicKernMetadata._validate_operates_on_domain);
 * DoF kernels take fields (R/W/RW, dofRule) and scalars, no stencils, all fields on one
 * space (user guide, "Rules for DoF kernels"). */
static void checkIterationSpace(Reader *r, const PsyKernelMeta *m) {
  PsyIteration it = psyOperatesOnIteration(m->operatesOn);
  const char *on = psyVocabName(PSY_VOCAB_OPERATES_ON, m->operatesOn);
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    bool isOp = a->kind == PSY_ARG_OPERATOR || a->kind == PSY_ARG_COLUMNWISE_OPERATOR;
    if (it != PSY_ITER_CELLS && isOp)
      ERR(r, a->loc, "operates_on '%s' does not allow an operator argument (%s)", on,
          psyVocabName(PSY_VOCAB_ARG_KIND, a->kind));
    if (it == PSY_ITER_DOFS && a->kind == PSY_ARG_FIELD && !(dofRule.allowed & BIT(a->access)))
      ERR(r, a->loc, "access '%s' is not allowed for %s; valid: %s", a->accessSpelling,
          dofRule.what, dofRule.valid);
    if (it == PSY_ITER_DOFS && a->stencil != PSY_STENCIL_NONE)
      ERR(r, a->loc, "operates_on '%s' does not allow a stencil", on);
    if (it == PSY_ITER_DOFS && a->kind == PSY_ARG_FIELD && strcmp(a->space, m->args[0].space) &&
        m->args[0].kind == PSY_ARG_FIELD)
      ERR(r, a->loc, "all fields of a '%s' kernel must be on one function space: '%s' differs "
          "from '%s'", on, a->space, m->args[0].space);
  }
}

/* Inter-grid kernels: every field names its mesh and both meshes are present
 * (LFRicKernMetadata._validate_inter_grid; PSyclone also refuses scalars there, which real
 * LFRic kernels pass, so they are accepted here). */
static void checkInterGrid(Reader *r, const PsyKernelMeta *m) {
  if (!psyKernelMetaIsInterGrid(m)) return;
  bool coarse = false, fine = false;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    coarse |= a->mesh == PSY_MESH_COARSE;
    fine |= a->mesh == PSY_MESH_FINE;
    if (a->kind == PSY_ARG_FIELD && a->mesh == PSY_MESH_NONE)
      ERR(r, a->loc, "every field of an inter-grid kernel needs mesh_arg=gh_coarse or gh_fine");
    if (a->kind != PSY_ARG_FIELD && a->kind != PSY_ARG_SCALAR)
      ERR(r, a->loc, "an inter-grid kernel may only have field and scalar arguments, not %s",
          psyVocabName(PSY_VOCAB_ARG_KIND, a->kind));
  }
  if (!coarse || !fine)
    ERR(r, m->loc, "inter-grid kernel '%s' needs fields on both the coarse and the fine mesh",
        m->name);
}

/* meta_funcs spaces must be spaces of meta_args; basis functions need a gh_shape; evaluator
 * targets need gh_evaluator and an argument on their space (LFRicKernMetadata). */
static void checkFuncs(Reader *r, const PsyKernelMeta *m) {
  for (int i = 0; i < m->nfuncs; ++i)
    if (!hasArgOnSpace(m, m->funcs[i].space))
      ERR(r, m->funcs[i].loc, "meta_funcs space '%s' has no argument on it",
          m->funcs[i].space);
  if (m->nfuncs && !m->nshapes)
    ERR(r, m->loc, "kernel '%s' requests basis functions in meta_funcs but has no gh_shape",
        m->name);
  bool evaluator = false;
  for (int i = 0; i < m->nshapes; ++i) evaluator |= m->shapes[i] == PSY_SHAPE_EVALUATOR;
  if (m->ntargets && !evaluator)
    ERR(r, m->loc, "gh_evaluator_targets given but gh_shape has no gh_evaluator");
  for (int i = 0; i < m->ntargets; ++i)
    if (!hasArgOnSpace(m, m->targets[i]))
      ERR(r, m->loc, "gh_evaluator_targets space '%s' has no argument on it", m->targets[i]);
}

static void readBinding(Reader *r, const PsyFType *t) {
  if (t->nbindings < 1) {
    /* No binding: PSyclone takes the kernel module's generic interface (mixed precision). */
    psyKernelMetaReadGeneric(t, r->m, r->d.diags); /* its errors are counted as any */
    return;
  }
  const PsyFBinding *b = &t->bindings[0];
  if (!b->nopass)
    ERR(r, b->loc, "procedure binding '%s' of kernel type '%s' must be nopass", b->binding,
        t->name);
  free(r->m->procedure);
  free(r->m->binding);
  r->m->procedure = psyLowerDup(b->procedure);
  r->m->binding = psyLowerDup(b->binding);
  psyKernelMetaReadCode(t, r->m);
}

bool psyKernelMetaRead(const PsyFType *t, const char *module, PsyKernelMeta *out,
                       PsyDiagList *diags) {
  memset(out, 0, sizeof *out);
  Reader r = {psyMetaBegin(diags), out};
  psyMetaNamesInit(t, module, &out->name, &out->module, &out->procedure, &out->loc);
  out->binding = psyXstrdup("");
  bool seen[PSY_META_COMPONENT_COUNT] = {0};
  for (int i = 0; i < t->ncomps; ++i) readComponent(&r, &t->comps[i], seen);
  if (!seen[PSY_META_ARGS]) ERR(&r, t->loc, "kernel type '%s' has no meta_args", t->name);
  if (!seen[PSY_META_OPERATES_ON] && !seen[PSY_META_ITERATES_OVER])
    ERR(&r, t->loc, "kernel type '%s' has no operates_on (e.g. integer :: operates_on = "
        "cell_column)", t->name);
  readBinding(&r, t);
  if (!psyMetaErrors(&r.d)) checkIterationSpace(&r, out);
  if (!psyMetaErrors(&r.d)) checkInterGrid(&r, out);
  if (!psyMetaErrors(&r.d)) checkFuncs(&r, out);
  bool ok = psyMetaErrors(&r.d) == 0;
  psyMetaEnd(&r.d);
  return ok;
}
