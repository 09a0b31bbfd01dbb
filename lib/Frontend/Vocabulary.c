/* The LFRic kernel-metadata vocabulary: every name the metadata may use, as tables. The
 * validator, the writer and the IR builder look names up here; adding a function space or an
 * access is adding a row. Continuity of the function spaces follows the LFRic rules (design.md
 * section 3): ANY_SPACE_n is unknown and therefore treated as continuous. */
#include "psy-c/Frontend.h"
#include "Vocabulary.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#define VOCAB(var, what, ...)                                                               \
  static const PsyWord var##Words[] = {__VA_ARGS__};                                        \
  const PsyVocab var = {what, var##Words, (int)(sizeof var##Words / sizeof var##Words[0])}

VOCAB(psyVocabArgKind, "argument type", {"gh_scalar", PSY_MA_SCALAR},
      {"gh_scalar_array", PSY_MA_SCALAR_ARRAY}, {"gh_field", PSY_MA_FIELD},
      {"gh_operator", PSY_MA_OPERATOR}, {"gh_columnwise_operator", PSY_MA_COLUMNWISE_OPERATOR});
VOCAB(psyVocabDataType, "data type", {"gh_real", PSY_DT_REAL}, {"gh_integer", PSY_DT_INTEGER},
      {"gh_logical", PSY_DT_LOGICAL});
/* gh_sum/gh_min/gh_max are the older spellings of a reduction. */
VOCAB(psyVocabAccess, "access", {"gh_read", PSY_ACC_READ}, {"gh_write", PSY_ACC_WRITE},
      {"gh_readwrite", PSY_ACC_READWRITE}, {"gh_inc", PSY_ACC_INC},
      {"gh_readinc", PSY_ACC_READINC}, {"gh_reduction", PSY_ACC_REDUCTION},
      {"gh_sum", PSY_ACC_REDUCTION}, {"gh_min", PSY_ACC_REDUCTION},
      {"gh_max", PSY_ACC_REDUCTION});
VOCAB(psyVocabStencil, "stencil", {"x1d", PSY_ST_X1D}, {"y1d", PSY_ST_Y1D},
      {"xory1d", PSY_ST_XORY1D}, {"cross", PSY_ST_CROSS}, {"cross2d", PSY_ST_CROSS2D},
      {"region", PSY_ST_REGION});
VOCAB(psyVocabMeshArg, "mesh_arg", {"gh_coarse", PSY_MESH_COARSE}, {"gh_fine", PSY_MESH_FINE});
/* value: 0 cells, 1 dofs, 2 domain (see iterationNames). */
VOCAB(psyVocabOperatesOn, "operates_on", {"cell_column", 0}, {"owned_cell_column", 0},
      {"halo_cell_column", 0}, {"owned_and_halo_cell_column", 0}, {"dof", 1},
      {"owned_dof", 1}, {"domain", 2});
VOCAB(psyVocabShape, "gh_shape", {"gh_quadrature_xyoz", 0}, {"gh_quadrature_face", 0},
      {"gh_quadrature_edge", 0}, {"gh_evaluator", 1});
VOCAB(psyVocabBasis, "basis function", {"gh_basis", 0}, {"gh_diff_basis", 1});
VOCAB(psyVocabRefElement, "reference-element property", {"normals_to_horizontal_faces", 0},
      {"normals_to_vertical_faces", 0}, {"normals_to_faces", 0},
      {"outward_normals_to_horizontal_faces", 0}, {"outward_normals_to_vertical_faces", 0},
      {"outward_normals_to_faces", 0});
VOCAB(psyVocabMesh, "mesh property", {"adjacent_face", 0});

/* Named function spaces; `any_space_N` / `any_discontinuous_space_N` (N = 1..10) are matched
 * by pattern below. */
typedef struct {
  const char *name;
  bool discontinuous;
} PsySpace;

static const PsySpace spaces[] = {
    {"w0", false},       {"w1", false},       {"w2", false},        {"w2h", false},
    {"w2trace", false},  {"w2htrace", false}, {"any_w2", false},    {"w3", true},
    {"wtheta", true},    {"w2v", true},       {"w2vtrace", true},   {"w2broken", true},
    {"wchi", false},
};
#define NSPACES ((int)(sizeof spaces / sizeof spaces[0]))

void psyLower(char *buf, size_t size, const char *s) {
  size_t i = 0;
  for (; s && s[i] && i + 1 < size; ++i) buf[i] = (char)tolower((unsigned char)s[i]);
  if (size) buf[i] = 0;
}

int psyVocabLookup(const PsyVocab *v, const char *name) {
  for (int i = 0; name && i < v->count; ++i)
    if (!strcasecmp(v->words[i].name, name)) return v->words[i].value;
  return -1;
}

void psyVocabList(const PsyVocab *v, char *buf, size_t size) {
  size_t n = 0;
  buf[0] = 0;
  for (int i = 0; i < v->count && n < size; ++i)
    n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", v->words[i].name);
}

void psyFunctionSpaceList(char *buf, size_t size) {
  size_t n = 0;
  for (int i = 0; i < NSPACES && n < size; ++i)
    n += (size_t)snprintf(buf + n, size - n, "%s, ", spaces[i].name);
  if (n < size)
    snprintf(buf + n, size - n, "any_space_1..10, any_discontinuous_space_1..10");
}

/* N of "<prefix>N" with 1 <= N <= 10, else 0. */
static int numbered(const char *s, const char *prefix) {
  size_t n = strlen(prefix);
  if (strncasecmp(s, prefix, n)) return 0;
  int k = 0;
  const char *p = s + n;
  if (!*p || strlen(p) > 2) return 0;
  for (; *p; ++p) {
    if (!isdigit((unsigned char)*p)) return 0;
    k = 10 * k + (*p - '0');
  }
  return k >= 1 && k <= 10 ? k : 0;
}

bool psyFunctionSpaceIsValid(const char *space) {
  for (int i = 0; i < NSPACES; ++i)
    if (!strcasecmp(spaces[i].name, space)) return true;
  return numbered(space, "any_space_") || numbered(space, "any_discontinuous_space_");
}

bool psyFunctionSpaceIsDiscontinuous(const char *space) {
  for (int i = 0; i < NSPACES; ++i)
    if (!strcasecmp(spaces[i].name, space)) return spaces[i].discontinuous;
  return numbered(space, "any_discontinuous_space_") != 0;
}

/* Reverse lookups: the first (canonical) spelling of a value. */
static const char *nameOf(const PsyVocab *v, int value) {
  for (int i = 0; i < v->count; ++i)
    if (v->words[i].value == value) return v->words[i].name;
  return "";
}

const char *psyMetaArgKindName(PsyMetaArgKind k) { return nameOf(&psyVocabArgKind, (int)k); }
const char *psyMetaDataTypeName(PsyMetaDataType t) { return nameOf(&psyVocabDataType, (int)t); }
const char *psyMetaAccessName(PsyMetaAccess a) { return nameOf(&psyVocabAccess, (int)a); }
const char *psyStencilName(PsyStencil s) { return nameOf(&psyVocabStencil, (int)s); }
const char *psyMeshArgName(PsyMeshArg m) { return nameOf(&psyVocabMeshArg, (int)m); }

bool psyMetaAccessWrites(PsyMetaAccess a) { return a != PSY_ACC_READ; }

const char *psyOperatesOnIteration(const char *operatesOn) {
  static const char *const iterationNames[] = {"cells", "dofs", "domain"};
  int v = psyVocabLookup(&psyVocabOperatesOn, operatesOn);
  return v < 0 ? "cells" : iterationNames[v];
}

bool psyKernelMetaIsInterGrid(const PsyKernelMeta *m) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].meshArg != PSY_MESH_NONE) return true;
  return false;
}

/* The loop's field space: the first argument written, preferring fields (PSyclone's rule for
 * the space a loop iterates over); an operator contributes its "to" space. */
const char *psyKernelMetaUpdatedSpace(const PsyKernelMeta *m) {
  const char *op = NULL;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyMetaArg *a = &m->args[i];
    if (!psyMetaAccessWrites(a->access) || !a->space[0]) continue;
    if (a->kind == PSY_MA_FIELD) return a->space;
    if (!op) op = a->space;
  }
  if (op) return op;
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].space[0]) return m->args[i].space;
  return "";
}
