/* Kernel stub generator: from metadata alone, the kernel subroutine skeleton with the
 * arguments the PSy layer passes, in LFRic order (design.md section 3, docs/frontend.md):
 * [cell], nlayers, per meta_args entry its data (scalar value, field arrays, stencil sizes and
 * maps, operator sizes and matrices), per function space ndf [undf, map] and its basis
 * arrays, reference-element data, adjacent faces, and last the quadrature sizes and weights.
 * The argument list is collected once as (name, declaration) pairs of heap strings, as long
 * as the metadata makes it, and then printed twice. */
#include "psy-c/Frontend.h"
#include "psy-c/Support.h"
#include "Common.h"
#include "KernelArgs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *name;
  char *decl;
  int entry; /* the meta_args entry (0-based) whose data this is; -1 for sizes, maps, ... */
} StubArg;

typedef struct {
  StubArg *args;
  int n, cap;
} StubArgs;

/* Appends an argument; takes ownership of `name` (a heap string). */
static void addOwned(StubArgs *s, char *name, const char *decl, const char *dims) {
  s->args = psyGrow(s->args, s->n, &s->cap, sizeof *s->args);
  StubArg *a = &s->args[s->n++];
  a->name = name;
  a->entry = -1;
  a->decl = dims && dims[0] ? psyFormat("%s, dimension(%s)", decl, dims) : psyXstrdup(decl);
}

static void add(StubArgs *s, const char *name, const char *decl, const char *dims) {
  addOwned(s, psyXstrdup(name), decl, dims);
}

/* Marks the argument added last as holding the data of meta_args entry `i` (1-based). */
static void dataOf(StubArgs *s, int i) { s->args[s->n - 1].entry = i - 1; }

static void stubArgsFree(StubArgs *s) {
  for (int i = 0; i < s->n; ++i) free(s->args[i].name), free(s->args[i].decl);
  free(s->args);
}

#define INT_IN "integer(kind=i_def), intent(in)"
#define REAL_IN "real(kind=r_def), intent(in)"

/* Components of a basis / differential-basis function value per space (LFRic rules). */
typedef struct {
  const char *space;
  int basis, diffBasis;
} BasisDims;

static const BasisDims basisDims[] = {
    {"w0", 1, 3},      {"w1", 3, 3},       {"w2", 3, 1},       {"w2h", 3, 1},
    {"w2v", 3, 1},     {"w2broken", 3, 1}, {"w2trace", 1, 3},  {"w2htrace", 1, 3},
    {"w2vtrace", 1, 3}, {"w3", 1, 3},      {"wtheta", 1, 3},   {"wchi", 1, 3},
    {"any_w2", 3, 1},
};

static int basisDim(const char *space, bool diff) {
  for (size_t i = 0; i < sizeof basisDims / sizeof basisDims[0]; ++i)
    if (!strcmp(basisDims[i].space, space))
      return diff ? basisDims[i].diffBasis : basisDims[i].basis;
  return diff ? 3 : 1; /* ANY_SPACE_n: a scalar space is the common case */
}

static const char *kindOf(PsyDataType t) {
  return t == PSY_DATA_REAL ? "real(kind=r_def)"
         : t == PSY_DATA_INTEGER ? "integer(kind=i_def)" : "logical(kind=l_def)";
}

static const char *intentOf(PsyAccess a) {
  return a == PSY_ACCESS_READ ? "intent(in)" : "intent(inout)";
}

static const char *scalarPrefix(PsyDataType t) {
  return t == PSY_DATA_REAL ? "r" : t == PSY_DATA_INTEGER ? "i" : "l";
}

/* Adds a size argument named by printf format (an integer(i_def), intent(in) scalar). */
#define ADD_SIZE(s, dims, ...) addOwned((s), psyFormat(__VA_ARGS__), INT_IN, (dims))

static void stencilArgs(StubArgs *s, const PsyKernelMetaArg *a, int i) {
  char *dims;
  if (a->stencil == PSY_STENCIL_CROSS2D) {
    ADD_SIZE(s, "4", "field_%d_stencil_size", i);
    ADD_SIZE(s, NULL, "field_%d_max_branch_length", i);
    dims = psyFormat("ndf_%s, field_%d_max_branch_length, 4", a->space, i);
  } else {
    ADD_SIZE(s, NULL, "field_%d_stencil_size", i);
    dims = psyFormat("ndf_%s, field_%d_stencil_size", a->space, i);
  }
  if (a->stencil == PSY_STENCIL_XORY1D) ADD_SIZE(s, NULL, "field_%d_direction", i);
  ADD_SIZE(s, dims, "field_%d_stencil_map", i);
  free(dims);
}

static void fieldArgs(StubArgs *s, const PsyKernelMetaArg *a, int i, bool dofKernel) {
  char *decl = psyFormat("%s, %s", kindOf(a->dataType), intentOf(a->access));
  char *dims = dofKernel ? NULL : psyFormat("undf_%s", a->space);
  for (int v = 1; v <= a->vectorSize; ++v) {
    char *n = a->vectorSize > 1 ? psyFormat("field_%d_%s_v%d", i, a->space, v)
                                : psyFormat("field_%d_%s", i, a->space);
    addOwned(s, n, decl, dims);
    dataOf(s, i);
  }
  free(decl);
  free(dims);
  if (a->stencil != PSY_STENCIL_NONE && !dofKernel) stencilArgs(s, a, i);
}

static void columnwiseOperatorArgs(StubArgs *s, const char *decl, int i) {
  static const char *const sizes[] = {"nrow", "ncol", "bandwidth", "alpha", "beta",
                                      "gamma_m", "gamma_p"};
  char *dims = psyFormat("cma_op_%d_bandwidth, cma_op_%d_nrow, ncell_2d", i, i);
  addOwned(s, psyFormat("cma_op_%d", i), decl, dims);
  dataOf(s, i);
  free(dims);
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; ++k)
    ADD_SIZE(s, NULL, "cma_op_%d_%s", i, sizes[k]);
}

static void operatorArgs(StubArgs *s, const PsyKernelMetaArg *a, int i) {
  char *decl = psyFormat("real(kind=r_def), %s", intentOf(a->access));
  if (a->kind == PSY_ARG_COLUMNWISE_OPERATOR) {
    columnwiseOperatorArgs(s, decl, i);
  } else {
    ADD_SIZE(s, NULL, "op_%d_ncell_3d", i);
    char *dims = psyFormat("ndf_%s, ndf_%s, op_%d_ncell_3d", a->space, a->spaceFrom, i);
    addOwned(s, psyFormat("op_%d", i), decl, dims);
    dataOf(s, i);
    free(dims);
  }
  free(decl);
}

static void scalarArgs(StubArgs *s, const PsyKernelMetaArg *a, int i) {
  const char *p = scalarPrefix(a->dataType);
  char *decl = psyFormat("%s, intent(in)", kindOf(a->dataType));
  if (a->kind == PSY_ARG_SCALAR) {
    addOwned(s, psyFormat("%sscalar_%d", p, i), decl, NULL);
    dataOf(s, i);
    free(decl);
    return;
  }
  char *rank = psyFormat("%d", a->rank);
  ADD_SIZE(s, rank, "dims_%sscalar_array_%d", p, i);
  free(rank);
  PsyStrBuf dims = {0}; /* dims_..(1), dims_..(2), ...: as long as the rank */
  for (int r = 1; r <= a->rank; ++r)
    psyStrBufPrintf(&dims, "%sdims_%sscalar_array_%d(%d)", r > 1 ? ", " : "", p, i, r);
  addOwned(s, psyFormat("%sscalar_array_%d", p, i), decl, dims.data);
  dataOf(s, i);
  psyStrBufFree(&dims);
  free(decl);
}

/* Function spaces in order of first appearance (an operator's "to" before its "from"), into
 * `out` and `hasField`, each sized for two spaces per argument. */
static int spacesOf(const PsyKernelMeta *m, const char **out, bool *hasField) {
  int n = 0;
  for (int i = 0; i < m->nargs; ++i) {
    const char *sp[2] = {m->args[i].space, m->args[i].spaceFrom};
    for (int k = 0; k < 2; ++k) {
      if (!sp[k][0]) continue;
      int j = 0;
      while (j < n && strcmp(out[j], sp[k])) ++j;
      if (j == n) hasField[n] = false, out[n++] = sp[k];
      if (m->args[i].kind == PSY_ARG_FIELD) hasField[j] = true;
    }
  }
  return n;
}

static const char *shapeSuffix(PsyShape shape) {
  switch (shape) {
  case PSY_SHAPE_XYOZ: return "qr_xyoz";
  case PSY_SHAPE_FACE: return "qr_face";
  case PSY_SHAPE_EDGE: return "qr_edge";
  case PSY_SHAPE_EVALUATOR: break;
  }
  return "evaluator";
}

static void evaluatorBasisArgs(StubArgs *s, const PsyKernelMeta *m, const char *space,
                               bool diff) {
  int d = basisDim(space, diff);
  for (int t = 0; t < (m->ntargets ? m->ntargets : 1); ++t) {
    const char *tgt = m->ntargets ? m->targets[t] : space;
    char *dims = psyFormat("%d, ndf_%s, ndf_%s", d, space, tgt);
    addOwned(s, psyFormat("%sbasis_%s_on_%s", diff ? "diff_" : "", space, tgt), REAL_IN, dims);
    free(dims);
  }
}

static void basisArgs(StubArgs *s, const PsyKernelMeta *m, const char *space, bool diff) {
  for (int k = 0; k < m->nshapes; ++k) {
    if (m->shapes[k] == PSY_SHAPE_EVALUATOR) {
      evaluatorBasisArgs(s, m, space, diff);
      continue;
    }
    const char *sfx = shapeSuffix(m->shapes[k]);
    int d = basisDim(space, diff);
    char *dims = m->shapes[k] == PSY_SHAPE_XYOZ
                     ? psyFormat("%d, ndf_%s, np_xy_%s, np_z_%s", d, space, sfx, sfx)
                     : psyFormat("%d, ndf_%s, np_xyz_%s, n%s_%s", d, space, sfx,
                                 m->shapes[k] == PSY_SHAPE_FACE ? "faces" : "edges", sfx);
    addOwned(s, psyFormat("%sbasis_%s_%s", diff ? "diff_" : "", space, sfx), REAL_IN, dims);
    free(dims);
  }
}

static void oneSpaceArgs(StubArgs *s, const PsyKernelMeta *m, const char *space, bool hasField,
                         bool domain) {
  ADD_SIZE(s, NULL, "ndf_%s", space);
  if (hasField) {
    ADD_SIZE(s, NULL, "undf_%s", space);
    char *dims = domain ? psyFormat("ndf_%s, ncell_2d_no_halos", space)
                        : psyFormat("ndf_%s", space);
    ADD_SIZE(s, dims, "map_%s", space);
    free(dims);
  }
  for (int f = 0; f < m->nfuncs; ++f) {
    if (strcmp(m->funcs[f].space, space)) continue;
    if (m->funcs[f].basis) basisArgs(s, m, space, false);
    if (m->funcs[f].diffBasis) basisArgs(s, m, space, true);
  }
}

static void spaceArgs(StubArgs *s, const PsyKernelMeta *m, bool domain) {
  const char **spaces = psyXcalloc(2 * (size_t)m->nargs, sizeof *spaces);
  bool *hasField = psyXcalloc(2 * (size_t)m->nargs, sizeof *hasField);
  int n = spacesOf(m, spaces, hasField);
  for (int i = 0; i < n; ++i) oneSpaceArgs(s, m, spaces[i], hasField[i], domain);
  free(spaces);
  free(hasField);
}

/* The face count that sizes each reference-element property (indexed by PsyRefElement). */
static const char *const refCounts[] = {
    [PSY_REF_NORMALS_TO_HORIZONTAL_FACES] = "nfaces_re_h",
    [PSY_REF_NORMALS_TO_VERTICAL_FACES] = "nfaces_re_v",
    [PSY_REF_NORMALS_TO_FACES] = "nfaces_re",
    [PSY_REF_OUTWARD_NORMALS_TO_HORIZONTAL_FACES] = "nfaces_re_h",
    [PSY_REF_OUTWARD_NORMALS_TO_VERTICAL_FACES] = "nfaces_re_v",
    [PSY_REF_OUTWARD_NORMALS_TO_FACES] = "nfaces_re",
};

static void refElementArgs(StubArgs *s, const PsyKernelMeta *m) {
  static const char *const counts[3] = {"nfaces_re_h", "nfaces_re_v", "nfaces_re"};
  bool need[3] = {false, false, false};
  for (int i = 0; i < m->nrefs; ++i)
    for (int k = 0; k < 3; ++k) need[k] |= !strcmp(refCounts[m->refs[i]], counts[k]);
  if (m->nmesh) need[0] = true; /* adjacent_face is sized by the horizontal faces */
  for (int k = 0; k < 3; ++k)
    if (need[k]) add(s, counts[k], INT_IN, NULL);
  for (int i = 0; i < m->nrefs; ++i) {
    char *dims = psyFormat("3, %s", refCounts[m->refs[i]]);
    add(s, psyVocabName(PSY_VOCAB_REF_ELEMENT, m->refs[i]), REAL_IN, dims);
    free(dims);
  }
  if (m->nmesh) add(s, "adjacent_face", INT_IN, "nfaces_re_h");
}

static void quadratureArgs(StubArgs *s, const PsyKernelMeta *m) {
  for (int k = 0; k < m->nshapes; ++k) {
    if (m->shapes[k] == PSY_SHAPE_EVALUATOR) continue;
    const char *sfx = shapeSuffix(m->shapes[k]);
    char *dims;
    if (m->shapes[k] == PSY_SHAPE_XYOZ) {
      ADD_SIZE(s, NULL, "np_xy_%s", sfx);
      ADD_SIZE(s, NULL, "np_z_%s", sfx);
      dims = psyFormat("np_xy_%s", sfx);
      addOwned(s, psyFormat("weights_xy_%s", sfx), REAL_IN, dims);
      free(dims);
      dims = psyFormat("np_z_%s", sfx);
      addOwned(s, psyFormat("weights_z_%s", sfx), REAL_IN, dims);
      free(dims);
      continue;
    }
    const char *what = m->shapes[k] == PSY_SHAPE_FACE ? "nfaces" : "nedges";
    ADD_SIZE(s, NULL, "np_xyz_%s", sfx);
    ADD_SIZE(s, NULL, "%s_%s", what, sfx);
    dims = psyFormat("np_xyz_%s, %s_%s", sfx, what, sfx);
    addOwned(s, psyFormat("weights_xyz_%s", sfx), REAL_IN, dims);
    free(dims);
  }
}

static void collect(const PsyKernelMeta *m, StubArgs *s) {
  PsyIteration it = psyOperatesOnIteration(m->operatesOn);
  bool dof = it == PSY_ITER_DOFS, domain = it == PSY_ITER_DOMAIN;
  bool cma = false, op = false;
  for (int i = 0; i < m->nargs; ++i) {
    cma |= m->args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR;
    op |= m->args[i].kind == PSY_ARG_OPERATOR || m->args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR;
  }
  /* Every kernel with an operator (LMA or CMA) gets the cell index first, as PSyclone's
   * argument ordering gives it (matrix_vector_code(cell, nlayers, ...) in LFRic). */
  if (op) add(s, "cell", INT_IN, NULL);
  if (!dof) add(s, "nlayers", INT_IN, NULL);
  if (domain) add(s, "ncell_2d_no_halos", INT_IN, NULL);
  if (cma) add(s, "ncell_2d", INT_IN, NULL);
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    if (a->kind == PSY_ARG_FIELD) fieldArgs(s, a, i + 1, dof);
    else if (a->kind == PSY_ARG_SCALAR || a->kind == PSY_ARG_SCALAR_ARRAY) scalarArgs(s, a, i + 1);
    else operatorArgs(s, a, i + 1);
  }
  if (dof) return;
  spaceArgs(s, m, domain);
  refElementArgs(s, m);
  quadratureArgs(s, m);
}

int psyKernelArgEntries(const PsyKernelMeta *m, int **entries) {
  StubArgs s = {0};
  collect(m, &s);
  *entries = psyXcalloc((size_t)(s.n ? s.n : 1), sizeof **entries);
  for (int i = 0; i < s.n; ++i) (*entries)[i] = s.args[i].entry;
  int n = s.n;
  stubArgsFree(&s);
  return n;
}

/* The declaration of stub argument `a` for specific procedure `sp` (NULL: the plain kernel):
 * a real argument takes the kind of the specific's dummy in its position, so that each
 * specific of a mixed-precision kernel gets its own precision. */
static char *declFor(const StubArg *a, int pos, const PsyKernelSpecific *sp) {
  const char *real = "real(kind=r_def)";
  if (!sp || strncmp(a->decl, real, strlen(real)) || pos >= sp->ndummies ||
      strcmp(sp->dummies[pos].type, "real") || !sp->dummies[pos].kind[0])
    return psyXstrdup(a->decl);
  return psyFormat("real(kind=%s)%s", sp->dummies[pos].kind, a->decl + strlen(real));
}

/* `use constants_mod, only: ...`: the LFRic kinds the declarations name. */
static void writeUse(const StubArgs *s, const PsyKernelSpecific *sp, FILE *out) {
  fputs("    use constants_mod, only: r_def, i_def, l_def", out);
  for (int i = 0; sp && i < sp->ndummies; ++i) {
    const char *k = sp->dummies[i].kind;
    bool seen = !k[0] || !strcmp(k, "r_def") || !strcmp(k, "i_def") || !strcmp(k, "l_def");
    for (int j = 0; j < i && !seen; ++j) seen = !strcmp(sp->dummies[j].kind, k);
    if (!seen && i < s->n && !strcmp(sp->dummies[i].type, "real")) fprintf(out, ", %s", k);
  }
  fputs("\n    implicit none\n", out);
}

static void writeSubroutine(const StubArgs *s, const char *name, const PsyKernelSpecific *sp,
                            FILE *out) {
  fprintf(out, "  subroutine %s(", name);
  int col = 16 + (int)strlen(name);
  for (int i = 0; i < s->n; ++i) {
    int len = (int)strlen(s->args[i].name) + 2;
    if (i && col + len > 90) fputs(" &\n      ", out), col = 6;
    fprintf(out, "%s%s", s->args[i].name, i + 1 < s->n ? ", " : "");
    col += len;
  }
  fputs(")\n", out);
  writeUse(s, sp, out);
  /* Sizes first: with implicit none a dummy must be declared before a bound uses it. */
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < s->n; ++i) {
      if ((strcmp(s->args[i].decl, INT_IN) == 0) != (pass == 0)) continue;
      char *decl = declFor(&s->args[i], i, sp);
      fprintf(out, "    %s :: %s\n", decl, s->args[i].name);
      free(decl);
    }
  fprintf(out, "  end subroutine %s\n", name);
}

/* A plain kernel gets one subroutine; a generic (mixed-precision) kernel gets its interface
 * block as a comment to paste into the module's specification part and one subroutine per
 * specific procedure, each with the real kinds its current dummies declare. */
void psyKernelStubWrite(const PsyKernelMeta *m, FILE *out) {
  StubArgs s = {0};
  collect(m, &s);
  if (!m->nspecifics) {
    writeSubroutine(&s, m->procedure, NULL, out);
    stubArgsFree(&s);
    return;
  }
  fprintf(out, "  ! interface %s\n  !   module procedure ", m->procedure);
  for (int i = 0; i < m->nspecifics; ++i)
    fprintf(out, "%s%s", m->specifics[i].name, i + 1 < m->nspecifics ? ", " : "\n");
  fprintf(out, "  ! end interface %s\n", m->procedure);
  for (int i = 0; i < m->nspecifics; ++i)
    writeSubroutine(&s, m->specifics[i].name, &m->specifics[i], out);
  stubArgsFree(&s);
}
