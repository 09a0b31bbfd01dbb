/* The argument list of a kernel subroutine, from its metadata alone (PSyclone's LFRic API
 * documentation, kernel argument rules): [cell], nlayers, [an inter-grid kernel's cell map and
 * fine cell counts], per meta_args entry its data (scalar value, field arrays, stencil sizes and
 * maps, operator sizes and matrices), per function space ndf [undf, map] and its basis arrays,
 * [a boundary-condition kernel's boundary dofs], reference-element data, adjacent faces, and
 * last the quadrature sizes and weights.
 *
 * This is the one place that order is written down. Each argument is typed (what it holds,
 * which meta_args entry, component and function space) and carries the stub's name and
 * declaration, so the stub generator prints this list and psy-lower-kernels passes it: a
 * stub and a generated call cannot disagree. */
#include "psy-c/Kernel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "psy-c/Alloc.h"
#include "psy-c/Support.h"

static const char *const kKindNames[PSY_KARG_KIND_COUNT] = {
    [PSY_KARG_CELL] = "the cell index",
    [PSY_KARG_NLAYERS] = "nlayers",
    [PSY_KARG_NCELL_2D_NO_HALOS] = "the number of owned cells",
    [PSY_KARG_NCELL_2D] = "the number of cells",
    [PSY_KARG_SCALAR] = "a scalar",
    [PSY_KARG_SCALAR_ARRAY_DIMS] = "a scalar array's extents",
    [PSY_KARG_SCALAR_ARRAY] = "a scalar array",
    [PSY_KARG_FIELD] = "a field",
    [PSY_KARG_STENCIL_SIZE] = "a stencil size",
    [PSY_KARG_STENCIL_MAX_BRANCH] = "a stencil's maximum branch length",
    [PSY_KARG_STENCIL_DIRECTION] = "a stencil direction",
    [PSY_KARG_STENCIL_MAP] = "a stencil dofmap",
    [PSY_KARG_OPERATOR_NCELL_3D] = "an operator's ncell_3d",
    [PSY_KARG_OPERATOR] = "an operator",
    [PSY_KARG_CMA_OPERATOR] = "a column-wise operator",
    [PSY_KARG_CMA_SIZE] = "a column-wise operator's sizes",
    [PSY_KARG_NDF] = "ndf",
    [PSY_KARG_UNDF] = "undf",
    [PSY_KARG_MAP] = "a dofmap",
    [PSY_KARG_BASIS] = "basis functions",
    [PSY_KARG_DIFF_BASIS] = "differential basis functions",
    [PSY_KARG_NFACES_RE] = "reference-element face counts",
    [PSY_KARG_REF_ELEMENT] = "a reference-element property",
    [PSY_KARG_ADJACENT_FACE] = "a mesh property (adjacent_face)",
    [PSY_KARG_QR_SIZE] = "quadrature sizes",
    [PSY_KARG_QR_WEIGHTS] = "quadrature weights",
    [PSY_KARG_CELL_MAP] = "an inter-grid cell map",
    [PSY_KARG_NCELL_F_PER_C] = "fine cells per coarse cell",
    [PSY_KARG_NCELL_F] = "the fine mesh's cell count",
    [PSY_KARG_CMA_BANDED_MAP] = "a column-banded dofmap",
    [PSY_KARG_CMA_INDIRECTION_MAP] = "a column-wise indirection dofmap",
    [PSY_KARG_BOUNDARY_DOFS] = "a space's boundary dofs",
};

const char *psyKernelArgKindName(PsyKernelArgKind k) {
  return k < PSY_KARG_KIND_COUNT ? kKindNames[k] : "an argument";
}

/* Appends an argument of kind `k`; takes ownership of `name` (a heap string). Returns it so
 * the caller can set its entry, component or space. */
static PsyKernelArg *addOwned(PsyKernelArgList *s, PsyKernelArgKind k, char *name,
                              const char *decl, const char *dims) {
  s->args = psyGrow(s->args, s->n, &s->cap, sizeof *s->args);
  PsyKernelArg *a = &s->args[s->n++];
  *a = (PsyKernelArg){.kind = k, .entry = -1, .name = name};
  a->decl = dims && dims[0] ? psyFormat("%s, dimension(%s)", decl, dims) : psyXstrdup(decl);
  return a;
}

static PsyKernelArg *add(PsyKernelArgList *s, PsyKernelArgKind k, const char *name,
                         const char *decl, const char *dims) {
  return addOwned(s, k, psyXstrdup(name), decl, dims);
}

void psyKernelArgsFree(PsyKernelArgList *s) {
  for (int i = 0; i < s->n; ++i) free(s->args[i].name), free(s->args[i].decl);
  free(s->args);
  *s = (PsyKernelArgList){0};
}

#define INT_IN "integer(kind=i_def), intent(in)"
#define REAL_IN "real(kind=r_def), intent(in)"

static int basisDim(const char *space, bool diff) {
  return psyFunctionSpaceBasisDim(space, strlen(space), diff ? PSY_DIFF_BASIS : PSY_BASIS);
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
#define ADD_SIZE(s, k, dims, ...) addOwned((s), (k), psyFormat(__VA_ARGS__), INT_IN, (dims))

static void stencilArgs(PsyKernelArgList *s, const PsyKernelMetaArg *a, int i) {
  char *dims;
  if (a->stencil == PSY_STENCIL_CROSS2D) {
    ADD_SIZE(s, PSY_KARG_STENCIL_SIZE, "4", "field_%d_stencil_size", i)->entry = i - 1;
    ADD_SIZE(s, PSY_KARG_STENCIL_MAX_BRANCH, NULL, "field_%d_max_branch_length", i)->entry = i - 1;
    dims = psyFormat("ndf_%s, field_%d_max_branch_length, 4", a->space, i);
  } else {
    ADD_SIZE(s, PSY_KARG_STENCIL_SIZE, NULL, "field_%d_stencil_size", i)->entry = i - 1;
    dims = psyFormat("ndf_%s, field_%d_stencil_size", a->space, i);
  }
  if (a->stencil == PSY_STENCIL_XORY1D)
    ADD_SIZE(s, PSY_KARG_STENCIL_DIRECTION, NULL, "field_%d_direction", i)->entry = i - 1;
  ADD_SIZE(s, PSY_KARG_STENCIL_MAP, dims, "field_%d_stencil_map", i)->entry = i - 1;
  free(dims);
}

static void fieldArgs(PsyKernelArgList *s, const PsyKernelMetaArg *a, int i, bool dofKernel) {
  char *decl = psyFormat("%s, %s", kindOf(a->dataType), intentOf(a->access));
  char *dims = dofKernel ? NULL : psyFormat("undf_%s", a->space);
  for (int v = 1; v <= a->vectorSize; ++v) {
    char *n = a->vectorSize > 1 ? psyFormat("field_%d_%s_v%d", i, a->space, v)
                                : psyFormat("field_%d_%s", i, a->space);
    PsyKernelArg *k = addOwned(s, PSY_KARG_FIELD, n, decl, dims);
    k->entry = i - 1;
    k->component = v - 1;
  }
  free(decl);
  free(dims);
  if (a->stencil != PSY_STENCIL_NONE && !dofKernel) stencilArgs(s, a, i);
}

static void columnwiseOperatorArgs(PsyKernelArgList *s, const char *decl, int i) {
  static const char *const sizes[] = {"nrow", "ncol", "bandwidth", "alpha", "beta",
                                      "gamma_m", "gamma_p"};
  char *dims = psyFormat("cma_op_%d_bandwidth, cma_op_%d_nrow, ncell_2d", i, i);
  addOwned(s, PSY_KARG_CMA_OPERATOR, psyFormat("cma_op_%d", i), decl, dims)->entry = i - 1;
  free(dims);
  for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) {
    PsyKernelArg *a = ADD_SIZE(s, PSY_KARG_CMA_SIZE, NULL, "cma_op_%d_%s", i, sizes[k]);
    a->entry = i - 1;
    a->component = (int)k;
  }
}

static void operatorArgs(PsyKernelArgList *s, const PsyKernelMetaArg *a, int i) {
  /* A column-wise operator's matrix is LFRic's r_solver (columnwise_operator_type's). */
  const char *kind = a->kind == PSY_ARG_COLUMNWISE_OPERATOR ? "r_solver" : "r_def";
  char *decl = psyFormat("real(kind=%s), %s", kind, intentOf(a->access));
  if (a->kind == PSY_ARG_COLUMNWISE_OPERATOR) {
    columnwiseOperatorArgs(s, decl, i);
  } else {
    ADD_SIZE(s, PSY_KARG_OPERATOR_NCELL_3D, NULL, "op_%d_ncell_3d", i)->entry = i - 1;
    char *dims = psyFormat("ndf_%s, ndf_%s, op_%d_ncell_3d", a->space, a->spaceFrom, i);
    addOwned(s, PSY_KARG_OPERATOR, psyFormat("op_%d", i), decl, dims)->entry = i - 1;
    free(dims);
  }
  free(decl);
}

static void scalarArgs(PsyKernelArgList *s, const PsyKernelMetaArg *a, int i) {
  const char *p = scalarPrefix(a->dataType);
  char *decl = psyFormat("%s, intent(in)", kindOf(a->dataType));
  if (a->kind == PSY_ARG_SCALAR) {
    addOwned(s, PSY_KARG_SCALAR, psyFormat("%sscalar_%d", p, i), decl, NULL)->entry = i - 1;
    free(decl);
    return;
  }
  char *rank = psyFormat("%d", a->rank);
  ADD_SIZE(s, PSY_KARG_SCALAR_ARRAY_DIMS, rank, "dims_%sscalar_array_%d", p, i)->entry = i - 1;
  free(rank);
  PsyStrBuf dims = {0}; /* dims_..(1), dims_..(2), ...: as long as the rank */
  for (int r = 1; r <= a->rank; ++r)
    psyStrBufPrintf(&dims, "%sdims_%sscalar_array_%d(%d)", r > 1 ? ", " : "", p, i, r);
  addOwned(s, PSY_KARG_SCALAR_ARRAY, psyFormat("%sscalar_array_%d", p, i), decl, dims.data)
      ->entry = i - 1;
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

static PsyKernelArgKind basisKind(bool diff) { return diff ? PSY_KARG_DIFF_BASIS : PSY_KARG_BASIS; }

static void evaluatorBasisArgs(PsyKernelArgList *s, const PsyKernelMeta *m, const char *space,
                               bool diff) {
  int d = basisDim(space, diff);
  for (int t = 0; t < (m->ntargets ? m->ntargets : 1); ++t) {
    const char *tgt = m->ntargets ? m->targets[t] : psyKernelMetaEvaluatorSpace(m, space);
    char *dims = psyFormat("%d, ndf_%s, ndf_%s", d, space, tgt);
    PsyKernelArg *a = addOwned(s, basisKind(diff),
                               psyFormat("%sbasis_%s_on_%s", diff ? "diff_" : "", space, tgt),
                               REAL_IN, dims);
    a->space = space;
    a->target = tgt;
    free(dims);
  }
}

static void basisArgs(PsyKernelArgList *s, const PsyKernelMeta *m, const char *space, bool diff) {
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
    addOwned(s, basisKind(diff), psyFormat("%sbasis_%s_%s", diff ? "diff_" : "", space, sfx),
             REAL_IN, dims)->space = space;
    free(dims);
  }
}

/* The mesh of the fields on `space` (PSY_MESH_NONE but for inter-grid kernels). */
static PsyMeshArg meshOfSpace(const PsyKernelMeta *m, const char *space) {
  for (int i = 0; i < m->nargs; ++i)
    if (m->args[i].kind == PSY_ARG_FIELD && !strcmp(m->args[i].space, space))
      return m->args[i].mesh;
  return PSY_MESH_NONE;
}

/* An inter-grid kernel's space (PSyclone's rule): on the fine mesh ndf, undf and the whole
 * dofmap map(ndf, ncell_f); on the coarse mesh undf and the coarse cell's dofmap only (no ndf
 * is passed, so the stub declares it assumed-size). */
static void interGridSpaceArgs(PsyKernelArgList *s, const char *space, bool fine) {
  if (fine) ADD_SIZE(s, PSY_KARG_NDF, NULL, "ndf_%s", space)->space = space;
  ADD_SIZE(s, PSY_KARG_UNDF, NULL, "undf_%s", space)->space = space;
  char *dims = fine ? psyFormat("ndf_%s, ncell_f", space) : psyXstrdup("*");
  ADD_SIZE(s, PSY_KARG_MAP, dims, "map_%s", space)->space = space;
  free(dims);
}

/* After nlayers: the coarse cell's fine cells and the counts that size them. */
static void interGridArgs(PsyKernelArgList *s) {
  add(s, PSY_KARG_CELL_MAP, "cell_map", INT_IN, "ncell_f_per_c_x, ncell_f_per_c_y");
  add(s, PSY_KARG_NCELL_F_PER_C, "ncell_f_per_c_x", INT_IN, NULL)->component = 0;
  add(s, PSY_KARG_NCELL_F_PER_C, "ncell_f_per_c_y", INT_IN, NULL)->component = 1;
  add(s, PSY_KARG_NCELL_F, "ncell_f", INT_IN, NULL);
}

/* The kinds of kernel with a column-wise operator (LFRic's rules): assembly (a CMA operator
 * written from LMA operators), application (a CMA operator read, applied to fields) and
 * matrix-matrix (CMA operators only). */
typedef enum { CMA_NONE, CMA_ASSEMBLY, CMA_APPLY, CMA_MATRIX_MATRIX } CmaKind;

static CmaKind cmaKindOf(const PsyKernelMeta *m) {
  bool cma = false, cmaWritten = false, lma = false;
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    cma |= a->kind == PSY_ARG_COLUMNWISE_OPERATOR;
    cmaWritten |= a->kind == PSY_ARG_COLUMNWISE_OPERATOR && a->access != PSY_ACCESS_READ;
    lma |= a->kind == PSY_ARG_OPERATOR;
  }
  if (!cma) return CMA_NONE;
  return !cmaWritten ? CMA_APPLY : lma ? CMA_ASSEMBLY : CMA_MATRIX_MATRIX;
}

/* After a space's ndf (assembly) or map (application): the column-banded or indirection
 * dofmap of each CMA operator whose to- (then from-) space it is, once per space. */
static void cmaMapArgs(PsyKernelArgList *s, const PsyKernelMeta *m, const char *space,
                       CmaKind kind) {
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    if (a->kind != PSY_ARG_COLUMNWISE_OPERATOR) continue;
    int k = !strcmp(a->space, space) ? 0 : !strcmp(a->spaceFrom, space) ? 1 : -1;
    if (k < 0) continue;
    bool asm_ = kind == CMA_ASSEMBLY;
    char *dims = asm_ ? psyFormat("ndf_%s, nlayers", space)
                      : psyFormat("cma_op_%d_%s", i + 1, k ? "ncol" : "nrow");
    PsyKernelArg *x = asm_ ? ADD_SIZE(s, PSY_KARG_CMA_BANDED_MAP, dims, "cbanded_map_%s", space)
                           : ADD_SIZE(s, PSY_KARG_CMA_INDIRECTION_MAP, dims,
                                      "cma_indirection_map_%s", space);
    free(dims);
    x->entry = i;
    x->component = k;
    x->space = space;
    return;
  }
}

static void oneSpaceArgs(PsyKernelArgList *s, const PsyKernelMeta *m, const char *space,
                         bool hasField, bool domain) {
  PsyMeshArg mesh = meshOfSpace(m, space);
  if (mesh != PSY_MESH_NONE) {
    interGridSpaceArgs(s, space, mesh == PSY_MESH_FINE);
    return;
  }
  CmaKind cma = cmaKindOf(m);
  ADD_SIZE(s, PSY_KARG_NDF, NULL, "ndf_%s", space)->space = space;
  if (cma == CMA_ASSEMBLY) cmaMapArgs(s, m, space, cma);
  if (hasField) {
    ADD_SIZE(s, PSY_KARG_UNDF, NULL, "undf_%s", space)->space = space;
    char *dims = domain ? psyFormat("ndf_%s, ncell_2d_no_halos", space)
                        : psyFormat("ndf_%s", space);
    ADD_SIZE(s, PSY_KARG_MAP, dims, "map_%s", space)->space = space;
    free(dims);
  }
  if (cma == CMA_APPLY) cmaMapArgs(s, m, space, cma);
  for (int f = 0; f < m->nfuncs; ++f) {
    if (strcmp(m->funcs[f].space, space)) continue;
    if (m->funcs[f].basis) basisArgs(s, m, space, false);
    if (m->funcs[f].diffBasis) basisArgs(s, m, space, true);
  }
}

static void spaceArgs(PsyKernelArgList *s, const PsyKernelMeta *m, bool domain) {
  const char **spaces = psyXcalloc(2 * (size_t)m->nargs + 1, sizeof *spaces);
  bool *hasField = psyXcalloc(2 * (size_t)m->nargs + 1, sizeof *hasField);
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

static void refElementArgs(PsyKernelArgList *s, const PsyKernelMeta *m) {
  static const char *const counts[3] = {"nfaces_re_h", "nfaces_re_v", "nfaces_re"};
  bool need[3] = {false, false, false};
  for (int i = 0; i < m->nrefs; ++i)
    for (int k = 0; k < 3; ++k) need[k] |= !strcmp(refCounts[m->refs[i]], counts[k]);
  if (m->nmesh) need[0] = true; /* adjacent_face is sized by the horizontal faces */
  for (int k = 0; k < 3; ++k)
    if (need[k]) add(s, PSY_KARG_NFACES_RE, counts[k], INT_IN, NULL)->component = k;
  for (int i = 0; i < m->nrefs; ++i) {
    char *dims = psyFormat("3, %s", refCounts[m->refs[i]]);
    add(s, PSY_KARG_REF_ELEMENT, psyVocabName(PSY_VOCAB_REF_ELEMENT, m->refs[i]), REAL_IN, dims)
        ->component = m->refs[i];
    free(dims);
  }
  if (m->nmesh) add(s, PSY_KARG_ADJACENT_FACE, "adjacent_face", INT_IN, "nfaces_re_h");
}

static void quadratureArgs(PsyKernelArgList *s, const PsyKernelMeta *m) {
  for (int k = 0; k < m->nshapes; ++k) {
    if (m->shapes[k] == PSY_SHAPE_EVALUATOR) continue;
    const char *sfx = shapeSuffix(m->shapes[k]);
    char *dims;
    if (m->shapes[k] == PSY_SHAPE_XYOZ) {
      ADD_SIZE(s, PSY_KARG_QR_SIZE, NULL, "np_xy_%s", sfx)->component = 0;
      ADD_SIZE(s, PSY_KARG_QR_SIZE, NULL, "np_z_%s", sfx)->component = 1;
      dims = psyFormat("np_xy_%s", sfx);
      addOwned(s, PSY_KARG_QR_WEIGHTS, psyFormat("weights_xy_%s", sfx), REAL_IN, dims)
          ->component = 0;
      free(dims);
      dims = psyFormat("np_z_%s", sfx);
      addOwned(s, PSY_KARG_QR_WEIGHTS, psyFormat("weights_z_%s", sfx), REAL_IN, dims)
          ->component = 1;
      free(dims);
      continue;
    }
    const char *what = m->shapes[k] == PSY_SHAPE_FACE ? "nfaces" : "nedges";
    ADD_SIZE(s, PSY_KARG_QR_SIZE, NULL, "np_xyz_%s", sfx)->component = 0;
    ADD_SIZE(s, PSY_KARG_QR_SIZE, NULL, "%s_%s", what, sfx)->component = 1;
    dims = psyFormat("np_xyz_%s, %s_%s", sfx, what, sfx);
    addOwned(s, PSY_KARG_QR_WEIGHTS, psyFormat("weights_xyz_%s", sfx), REAL_IN, dims);
    free(dims);
  }
}

/* LFRic's boundary-condition kernels take one argument their metadata does not describe, which
 * PSyclone adds by the kernel's subroutine name alone (its LFRic API documentation and
 * argument ordering): after the arguments of every function space, before reference-element
 * and quadrature arguments,
 * - enforce_bc_code (one field, on any_space_1 in LFRic): boundary_dofs(ndf, 2) of the
 *   field's space, what vspace%get_boundary_dofs() returns;
 * - enforce_operator_bc_code (one LMA operator): a single boundary_dofs(ndf_to, 2), that of
 *   the operator's to-space (fs_to%get_boundary_dofs()); the from-space brings none.
 * Column 1 concerns the bottom of the column, column 2 its top (docs/runtime.md). Each row
 * names the metadata argument kind whose first entry provides the space. */
static const struct {
  const char *procedure;
  PsyArgKind provider;
  const char *prefix;
} kBoundaryKernels[] = {
    {"enforce_bc_code", PSY_ARG_FIELD, "field"},
    {"enforce_operator_bc_code", PSY_ARG_OPERATOR, "op"},
};

static void boundaryDofsArgs(PsyKernelArgList *s, const PsyKernelMeta *m) {
  for (size_t k = 0; k < sizeof kBoundaryKernels / sizeof kBoundaryKernels[0]; ++k) {
    const char *name = kBoundaryKernels[k].procedure; /* a mixed-precision kernel's generic */
    if (strcmp(m->procedure, name) && !(m->binding && !strcmp(m->binding, name))) continue;
    for (int i = 0; i < m->nargs; ++i) {
      if (m->args[i].kind != kBoundaryKernels[k].provider) continue;
      char *dims = psyFormat("ndf_%s, 2", m->args[i].space);
      PsyKernelArg *a = ADD_SIZE(s, PSY_KARG_BOUNDARY_DOFS, dims, "boundary_dofs_%s_%d",
                                 kBoundaryKernels[k].prefix, i + 1);
      free(dims);
      a->entry = i;
      a->space = m->args[i].space;
      return;
    }
  }
}

void psyKernelArgsCollect(const PsyKernelMeta *m, PsyKernelArgList *s) {
  PsyIteration it = psyOperatesOnIteration(m->operatesOn);
  bool dof = it == PSY_ITER_DOFS, domain = it == PSY_ITER_DOMAIN;
  bool cma = false, op = false;
  for (int i = 0; i < m->nargs; ++i) {
    cma |= m->args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR;
    op |= m->args[i].kind == PSY_ARG_OPERATOR || m->args[i].kind == PSY_ARG_COLUMNWISE_OPERATOR;
  }
  /* Every kernel with an operator (LMA or CMA) gets the cell index first, as PSyclone's
   * argument ordering gives it (matrix_vector_code(cell, nlayers, ...) in LFRic). Kernels
   * that apply or multiply column-wise operators work on whole columns: no nlayers, and
   * a matrix-matrix kernel no function spaces either. */
  CmaKind cmaKind = cmaKindOf(m);
  if (op) add(s, PSY_KARG_CELL, "cell", INT_IN, NULL);
  if (!dof && cmaKind != CMA_APPLY && cmaKind != CMA_MATRIX_MATRIX)
    add(s, PSY_KARG_NLAYERS, "nlayers", INT_IN, NULL);
  if (psyKernelMetaIsInterGrid(m)) interGridArgs(s);
  if (domain) add(s, PSY_KARG_NCELL_2D_NO_HALOS, "ncell_2d_no_halos", INT_IN, NULL);
  if (cma) add(s, PSY_KARG_NCELL_2D, "ncell_2d", INT_IN, NULL);
  for (int i = 0; i < m->nargs; ++i) {
    const PsyKernelMetaArg *a = &m->args[i];
    if (a->kind == PSY_ARG_FIELD) fieldArgs(s, a, i + 1, dof);
    else if (a->kind == PSY_ARG_SCALAR || a->kind == PSY_ARG_SCALAR_ARRAY) scalarArgs(s, a, i + 1);
    else operatorArgs(s, a, i + 1);
  }
  if (dof || cmaKind == CMA_MATRIX_MATRIX) return;
  spaceArgs(s, m, domain);
  boundaryDofsArgs(s, m);
  refElementArgs(s, m);
  quadratureArgs(s, m);
}

bool psyKernelArgKindIsData(PsyKernelArgKind k) {
  return k == PSY_KARG_SCALAR || k == PSY_KARG_SCALAR_ARRAY || k == PSY_KARG_FIELD ||
         k == PSY_KARG_OPERATOR || k == PSY_KARG_CMA_OPERATOR;
}

int psyKernelArgEntries(const PsyKernelMeta *m, int **entries) {
  PsyKernelArgList s = {0};
  psyKernelArgsCollect(m, &s);
  *entries = psyXcalloc((size_t)(s.n ? s.n : 1), sizeof **entries);
  for (int i = 0; i < s.n; ++i)
    (*entries)[i] = psyKernelArgKindIsData(s.args[i].kind) ? s.args[i].entry : -1;
  int n = s.n;
  psyKernelArgsFree(&s);
  return n;
}
