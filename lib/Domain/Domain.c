/* LFRic's vocabulary as tables (include/psy-c/Domain.h). Every name the LFRic API uses is a
 * row here and nowhere else. The first row of a value is its canonical spelling; later rows
 * are accepted older or alternative spellings. The function spaces are the rows of
 * psy-c/FunctionSpaces.def, which the runtime expands too; any_space_N is unknown and so
 * treated as continuous. */
#include "psy-c/Domain.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

typedef struct {
  const char *name;
  int value;
} Word;

typedef struct {
  const char *what;
  const Word *words;
  int count;
} Vocab;

#define WORDS(var, ...) static const Word var[] = {__VA_ARGS__}
#define VOCAB(what, words) {what, words, (int)(sizeof words / sizeof words[0])}

WORDS(kArgKind, {"gh_scalar", PSY_ARG_SCALAR}, {"gh_scalar_array", PSY_ARG_SCALAR_ARRAY},
      {"gh_field", PSY_ARG_FIELD}, {"gh_operator", PSY_ARG_OPERATOR},
      {"gh_columnwise_operator", PSY_ARG_COLUMNWISE_OPERATOR});
WORDS(kDataType, {"gh_real", PSY_DATA_REAL}, {"gh_integer", PSY_DATA_INTEGER},
      {"gh_logical", PSY_DATA_LOGICAL});
WORDS(kAccess, {"gh_read", PSY_ACCESS_READ}, {"gh_write", PSY_ACCESS_WRITE},
      {"gh_readwrite", PSY_ACCESS_READWRITE}, {"gh_inc", PSY_ACCESS_INC},
      {"gh_readinc", PSY_ACCESS_READINC}, {"gh_reduction", PSY_ACCESS_REDUCTION},
      {"gh_sum", PSY_ACCESS_REDUCTION}, {"gh_min", PSY_ACCESS_REDUCTION},
      {"gh_max", PSY_ACCESS_REDUCTION});
WORDS(kStencil, {"x1d", PSY_STENCIL_X1D}, {"y1d", PSY_STENCIL_Y1D},
      {"xory1d", PSY_STENCIL_XORY1D}, {"cross", PSY_STENCIL_CROSS},
      {"cross2d", PSY_STENCIL_CROSS2D}, {"region", PSY_STENCIL_REGION});
WORDS(kMeshArg, {"gh_coarse", PSY_MESH_COARSE}, {"gh_fine", PSY_MESH_FINE});
WORDS(kOperatesOn, {"cell_column", PSY_ON_CELL_COLUMN},
      {"owned_cell_column", PSY_ON_OWNED_CELL_COLUMN},
      {"halo_cell_column", PSY_ON_HALO_CELL_COLUMN},
      {"owned_and_halo_cell_column", PSY_ON_OWNED_AND_HALO_CELL_COLUMN}, {"dof", PSY_ON_DOF},
      {"owned_dof", PSY_ON_OWNED_DOF}, {"domain", PSY_ON_DOMAIN},
      /* iterates_over, the older key, spelled these: */
      {"cells", PSY_ON_CELL_COLUMN}, {"dofs", PSY_ON_DOF});
WORDS(kShape, {"gh_quadrature_xyoz", PSY_SHAPE_XYOZ}, {"gh_quadrature_face", PSY_SHAPE_FACE},
      {"gh_quadrature_edge", PSY_SHAPE_EDGE}, {"gh_evaluator", PSY_SHAPE_EVALUATOR});
WORDS(kBasis, {"gh_basis", PSY_BASIS}, {"gh_diff_basis", PSY_DIFF_BASIS});
WORDS(kRefElement, {"normals_to_horizontal_faces", PSY_REF_NORMALS_TO_HORIZONTAL_FACES},
      {"normals_to_vertical_faces", PSY_REF_NORMALS_TO_VERTICAL_FACES},
      {"normals_to_faces", PSY_REF_NORMALS_TO_FACES},
      {"outward_normals_to_horizontal_faces", PSY_REF_OUTWARD_NORMALS_TO_HORIZONTAL_FACES},
      {"outward_normals_to_vertical_faces", PSY_REF_OUTWARD_NORMALS_TO_VERTICAL_FACES},
      {"outward_normals_to_faces", PSY_REF_OUTWARD_NORMALS_TO_FACES});
WORDS(kMeshProperty, {"adjacent_face", PSY_MESHPROP_ADJACENT_FACE});
/* The IR's enums (psy-c/DialectEnums.def). */
static const Word kReduction[] = {
#define PSY_REDUCTION(Id, name, value) {#name, PSY_REDUCE_##Id},
#include "psy-c/DialectEnums.def"
};
static const Word kIteration[] = {
#define PSY_ITERATION(Id, name, value) {#name, PSY_ITER_##Id},
#include "psy-c/DialectEnums.def"
};
WORDS(kMetaComponent, {"meta_args", PSY_META_ARGS}, {"meta_funcs", PSY_META_FUNCS},
      {"gh_shape", PSY_META_SHAPE}, {"gh_evaluator_targets", PSY_META_EVALUATOR_TARGETS},
      {"meta_reference_element", PSY_META_REFERENCE_ELEMENT}, {"meta_mesh", PSY_META_MESH},
      {"operates_on", PSY_META_OPERATES_ON}, {"iterates_over", PSY_META_ITERATES_OVER});

static const Vocab kVocabs[PSY_VOCAB_COUNT] = {
    [PSY_VOCAB_ARG_KIND] = VOCAB("argument type", kArgKind),
    [PSY_VOCAB_DATA_TYPE] = VOCAB("data type", kDataType),
    [PSY_VOCAB_ACCESS] = VOCAB("access", kAccess),
    [PSY_VOCAB_STENCIL] = VOCAB("stencil", kStencil),
    [PSY_VOCAB_MESH_ARG] = VOCAB("mesh_arg", kMeshArg),
    [PSY_VOCAB_OPERATES_ON] = VOCAB("operates_on", kOperatesOn),
    [PSY_VOCAB_SHAPE] = VOCAB("gh_shape", kShape),
    [PSY_VOCAB_BASIS] = VOCAB("basis function", kBasis),
    [PSY_VOCAB_REF_ELEMENT] = VOCAB("reference-element property", kRefElement),
    [PSY_VOCAB_MESH_PROPERTY] = VOCAB("mesh property", kMeshProperty),
    [PSY_VOCAB_REDUCTION] = VOCAB("reduction", kReduction),
    [PSY_VOCAB_ITERATION] = VOCAB("iteration", kIteration),
    [PSY_VOCAB_META_COMPONENT] = VOCAB("kernel metadata component", kMetaComponent),
};

static const Vocab *vocab(PsyVocabId v) {
  return (unsigned)v < PSY_VOCAB_COUNT ? &kVocabs[v] : NULL;
}

static bool sameWord(const char *word, const char *name, size_t len) {
  return strlen(word) == len && strncasecmp(word, name, len) == 0;
}

int psyVocabLookup(PsyVocabId v, const char *name, size_t len) {
  const Vocab *t = vocab(v);
  for (int i = 0; t && name && i < t->count; ++i)
    if (sameWord(t->words[i].name, name, len))
      return t->words[i].value;
  return -1;
}

const char *psyVocabName(PsyVocabId v, int value) {
  const Vocab *t = vocab(v);
  for (int i = 0; t && i < t->count; ++i)
    if (t->words[i].value == value)
      return t->words[i].name;
  return "";
}

const char *psyVocabWhat(PsyVocabId v) {
  const Vocab *t = vocab(v);
  return t ? t->what : "";
}

bool psyVocabIsCanonical(PsyVocabId v, const char *name, size_t len) {
  int value = psyVocabLookup(v, name, len);
  return value >= 0 && sameWord(psyVocabName(v, value), name, len);
}

/* "a, b, c" into `buf`: every spelling, or only the canonical ones. */
static void list(PsyVocabId v, bool all, char *buf, size_t size) {
  const Vocab *t = vocab(v);
  size_t n = 0;
  if (size)
    buf[0] = 0;
  for (int i = 0; t && i < t->count && n < size; ++i) {
    if (!all && strcmp(psyVocabName(v, t->words[i].value), t->words[i].name))
      continue;
    n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? ", " : "", t->words[i].name);
  }
}

/* Lists each value once, by its canonical name. */
void psyVocabList(PsyVocabId v, char *buf, size_t size) { list(v, false, buf, size); }

void psyVocabListSpellings(PsyVocabId v, char *buf, size_t size) { list(v, true, buf, size); }

/* ---- Function spaces --------------------------------------------------------------------- */

typedef struct {
  const char *name;
  PsyContinuity continuity;
  int basisDim, diffBasisDim;
} Space;

/* The named spaces (psy-c/FunctionSpaces.def, which says why Wchi counts as continuous). */
static const Space kSpaces[] = {
#define PSY_FUNCTION_SPACE(Id, name, lfricName, lfricId, continuity, dofs, basis, diff)      \
  {name, PSY_SPACE_##continuity, basis, diff},
#include "psy-c/FunctionSpaces.def"
};
#define NSPACES ((int)(sizeof kSpaces / sizeof kSpaces[0]))

/* N of "<prefix>N" with 1 <= N <= 10, else 0. */
static int numbered(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  if (len <= n || len > n + 2 || strncasecmp(s, prefix, n))
    return 0;
  int k = 0;
  for (size_t i = n; i < len; ++i) {
    if (!isdigit((unsigned char)s[i]))
      return 0;
    k = 10 * k + (s[i] - '0');
  }
  return k >= 1 && k <= 10 ? k : 0;
}

static const Space *namedSpace(const char *space, size_t len) {
  for (int i = 0; space && i < NSPACES; ++i)
    if (sameWord(kSpaces[i].name, space, len))
      return &kSpaces[i];
  return NULL;
}

bool psyFunctionSpaceIsValid(const char *space, size_t len) {
  return namedSpace(space, len) || numbered(space, len, "any_space_") ||
         numbered(space, len, "any_discontinuous_space_");
}

PsyContinuity psyFunctionSpaceContinuity(const char *space, size_t len) {
  const Space *s = namedSpace(space, len);
  if (s)
    return s->continuity;
  if (numbered(space, len, "any_discontinuous_space_"))
    return PSY_SPACE_DISCONTINUOUS;
  return PSY_SPACE_UNKNOWN;
}

static bool startsWith(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && !strncmp(s, prefix, n);
}

static bool sameName(const char *a, size_t alen, const char *b, size_t blen) {
  return alen == blen && !strncmp(a, b, alen);
}

bool psyFunctionSpaceAccepts(const char *meta, size_t metaLen, const char *actual,
                             size_t actualLen) {
  static const char *const kW2[] = {"w2", "w2h", "w2v", "w2broken"};
  if (sameName(meta, metaLen, actual, actualLen) || startsWith(meta, metaLen, "any_space_") ||
      startsWith(actual, actualLen, "any_space_") ||
      startsWith(actual, actualLen, "any_discontinuous_space_"))
    return true;
  if (sameName(meta, metaLen, "any_w2", 6)) {
    for (size_t i = 0; i < sizeof kW2 / sizeof kW2[0]; ++i)
      if (sameName(actual, actualLen, kW2[i], strlen(kW2[i]))) return true;
    return false;
  }
  if (startsWith(meta, metaLen, "any_discontinuous_space_"))
    return psyFunctionSpaceContinuity(actual, actualLen) != PSY_SPACE_CONTINUOUS ||
           startsWith(actual, actualLen, "any_");
  return false;
}

bool psyFunctionSpaceIsDiscontinuous(const char *space, size_t len) {
  return psyFunctionSpaceContinuity(space, len) == PSY_SPACE_DISCONTINUOUS;
}

int psyFunctionSpaceBasisDim(const char *space, size_t len, PsyBasis basis) {
  const Space *s = namedSpace(space, len);
  if (!s) /* any_space_N: a scalar space is the common case */
    return basis == PSY_DIFF_BASIS ? 3 : 1;
  return basis == PSY_DIFF_BASIS ? s->diffBasisDim : s->basisDim;
}

void psyFunctionSpaceList(char *buf, size_t size) {
  size_t n = 0;
  for (int i = 0; i < NSPACES && n < size; ++i)
    n += (size_t)snprintf(buf + n, size - n, "%s, ", kSpaces[i].name);
  if (n < size)
    snprintf(buf + n, size - n, "any_space_1..10, any_discontinuous_space_1..10");
}

/* ---- Derived facts ----------------------------------------------------------------------- */

bool psyAccessWrites(PsyAccess a) { return a != PSY_ACCESS_READ; }

bool psyAccessReads(PsyAccess a) {
  return a == PSY_ACCESS_READ || a == PSY_ACCESS_READWRITE || a == PSY_ACCESS_INC ||
         a == PSY_ACCESS_READINC;
}

PsyIteration psyOperatesOnIteration(PsyOperatesOn on) {
  switch (on) {
  case PSY_ON_DOF:
  case PSY_ON_OWNED_DOF:
    return PSY_ITER_DOFS;
  case PSY_ON_DOMAIN:
    return PSY_ITER_DOMAIN;
  default:
    return PSY_ITER_CELLS;
  }
}
