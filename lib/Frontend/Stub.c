/* Kernel stub generator: from metadata alone, the kernel subroutine skeleton with the
 * arguments the PSy layer passes, in LFRic order (design.md section 3, docs/frontend.md):
 * [cell], nlayers, per meta_args entry its data (scalar value, field arrays, stencil sizes and
 * maps, operator sizes and matrices), per function space ndf [undf, map] and its basis
 * arrays, reference-element data, adjacent faces, and last the quadrature sizes and weights.
 * The argument list is collected once as (name, declaration) pairs and then printed twice. */
#include "psy-c/Frontend.h"

#include <stdio.h>
#include <string.h>

#define MAX_STUB_ARGS 256

typedef struct {
  char name[64];
  char decl[160];
} StubArg;

typedef struct {
  StubArg args[MAX_STUB_ARGS];
  int n;
} StubArgs;

static void add(StubArgs *s, const char *name, const char *fmt, const char *dims) {
  if (s->n >= MAX_STUB_ARGS) return;
  StubArg *a = &s->args[s->n++];
  snprintf(a->name, sizeof a->name, "%s", name);
  if (dims && dims[0])
    snprintf(a->decl, sizeof a->decl, "%s, dimension(%s)", fmt, dims);
  else
    snprintf(a->decl, sizeof a->decl, "%s", fmt);
}

#define INT_IN "integer(kind=i_def), intent(in)"

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

static const char *kindOf(PsyMetaDataType t) {
  return t == PSY_DT_REAL ? "real(kind=r_def)"
         : t == PSY_DT_INTEGER ? "integer(kind=i_def)" : "logical(kind=l_def)";
}

static const char *intentOf(PsyMetaAccess a) {
  return a == PSY_ACC_READ ? "intent(in)" : "intent(inout)";
}

static const char *scalarPrefix(PsyMetaDataType t) {
  return t == PSY_DT_REAL ? "r" : t == PSY_DT_INTEGER ? "i" : "l";
}

static void stencilArgs(StubArgs *s, const PsyMetaArg *a, int i) {
  char n[64], dims[96];
  if (a->stencil == PSY_ST_CROSS2D) {
    snprintf(n, sizeof n, "field_%d_stencil_size", i);
    add(s, n, INT_IN, "4");
    snprintf(n, sizeof n, "field_%d_max_branch_length", i);
    add(s, n, INT_IN, NULL);
    snprintf(dims, sizeof dims, "ndf_%s, field_%d_max_branch_length, 4", a->space, i);
  } else {
    snprintf(n, sizeof n, "field_%d_stencil_size", i);
    add(s, n, INT_IN, NULL);
    snprintf(dims, sizeof dims, "ndf_%s, field_%d_stencil_size", a->space, i);
  }
  if (a->stencil == PSY_ST_XORY1D) {
    snprintf(n, sizeof n, "field_%d_direction", i);
    add(s, n, INT_IN, NULL);
  }
  snprintf(n, sizeof n, "field_%d_stencil_map", i);
  add(s, n, INT_IN, dims);
}

static void fieldArgs(StubArgs *s, const PsyMetaArg *a, int i, bool dofKernel) {
  char n[64], decl[96], dims[64];
  snprintf(decl, sizeof decl, "%s, %s", kindOf(a->dtype), intentOf(a->access));
  snprintf(dims, sizeof dims, "undf_%s", a->space);
  for (int v = 1; v <= a->vectorSize; ++v) {
    if (a->vectorSize > 1)
      snprintf(n, sizeof n, "field_%d_%s_v%d", i, a->space, v);
    else
      snprintf(n, sizeof n, "field_%d_%s", i, a->space);
    add(s, n, decl, dofKernel ? NULL : dims);
  }
  if (a->stencil != PSY_ST_NONE && !dofKernel) stencilArgs(s, a, i);
}

static void operatorArgs(StubArgs *s, const PsyMetaArg *a, int i) {
  char n[64], decl[96], dims[128];
  snprintf(decl, sizeof decl, "real(kind=r_def), %s", intentOf(a->access));
  if (a->kind == PSY_MA_COLUMNWISE_OPERATOR) {
    static const char *const sizes[] = {"nrow", "ncol", "bandwidth", "alpha", "beta",
                                        "gamma_m", "gamma_p"};
    snprintf(n, sizeof n, "cma_op_%d", i);
    snprintf(dims, sizeof dims, "cma_op_%d_bandwidth, cma_op_%d_nrow, ncell_2d", i, i);
    add(s, n, decl, dims);
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; ++k) {
      snprintf(n, sizeof n, "cma_op_%d_%s", i, sizes[k]);
      add(s, n, INT_IN, NULL);
    }
    return;
  }
  snprintf(n, sizeof n, "op_%d_ncell_3d", i);
  add(s, n, INT_IN, NULL);
  snprintf(n, sizeof n, "op_%d", i);
  snprintf(dims, sizeof dims, "ndf_%s, ndf_%s, op_%d_ncell_3d", a->space, a->spaceFrom, i);
  add(s, n, decl, dims);
}

static void scalarArgs(StubArgs *s, const PsyMetaArg *a, int i) {
  char n[64], decl[96], dims[96];
  snprintf(decl, sizeof decl, "%s, intent(in)", kindOf(a->dtype));
  if (a->kind == PSY_MA_SCALAR) {
    snprintf(n, sizeof n, "%sscalar_%d", scalarPrefix(a->dtype), i);
    add(s, n, decl, NULL);
    return;
  }
  snprintf(n, sizeof n, "dims_%sscalar_array_%d", scalarPrefix(a->dtype), i);
  snprintf(dims, sizeof dims, "%d", a->rank);
  add(s, n, INT_IN, dims);
  size_t len = 0;
  for (int r = 1; r <= a->rank && len < sizeof dims; ++r)
    len += (size_t)snprintf(dims + len, sizeof dims - len, "%sdims_%sscalar_array_%d(%d)",
                            r > 1 ? ", " : "", scalarPrefix(a->dtype), i, r);
  snprintf(n, sizeof n, "%sscalar_array_%d", scalarPrefix(a->dtype), i);
  add(s, n, decl, dims);
}

/* Function spaces in order of first appearance (an operator's "to" before its "from"). */
static int spacesOf(const PsyKernelMeta *m, const char *out[], bool hasField[]) {
  int n = 0;
  for (int i = 0; i < m->nargs; ++i) {
    const char *sp[2] = {m->args[i].space, m->args[i].spaceFrom};
    for (int k = 0; k < 2; ++k) {
      if (!sp[k][0]) continue;
      int j = 0;
      while (j < n && strcmp(out[j], sp[k])) ++j;
      if (j == n) hasField[n] = false, out[n++] = sp[k];
      if (m->args[i].kind == PSY_MA_FIELD) hasField[j] = true;
    }
  }
  return n;
}

static const char *shapeSuffix(const char *shape) {
  return !strcmp(shape, "gh_quadrature_xyoz")   ? "qr_xyoz"
         : !strcmp(shape, "gh_quadrature_face") ? "qr_face"
         : !strcmp(shape, "gh_quadrature_edge") ? "qr_edge" : "evaluator";
}

static void basisArgs(StubArgs *s, const PsyKernelMeta *m, const char *space, bool diff) {
  char n[64], dims[128];
  for (int k = 0; k < m->nshapes; ++k) {
    const char *sfx = shapeSuffix(m->shapes[k]);
    int d = basisDim(space, diff);
    if (!strcmp(sfx, "evaluator")) {
      for (int t = 0; t < (m->ntargets ? m->ntargets : 1); ++t) {
        const char *tgt = m->ntargets ? m->targets[t] : space;
        snprintf(n, sizeof n, "%sbasis_%s_on_%s", diff ? "diff_" : "", space, tgt);
        snprintf(dims, sizeof dims, "%d, ndf_%s, ndf_%s", d, space, tgt);
        add(s, n, "real(kind=r_def), intent(in)", dims);
      }
      continue;
    }
    snprintf(n, sizeof n, "%sbasis_%s_%s", diff ? "diff_" : "", space, sfx);
    if (!strcmp(sfx, "qr_xyoz"))
      snprintf(dims, sizeof dims, "%d, ndf_%s, np_xy_%s, np_z_%s", d, space, sfx, sfx);
    else
      snprintf(dims, sizeof dims, "%d, ndf_%s, np_xyz_%s, n%s_%s", d, space, sfx,
               strcmp(sfx, "qr_face") ? "edges" : "faces", sfx);
    add(s, n, "real(kind=r_def), intent(in)", dims);
  }
}

static void spaceArgs(StubArgs *s, const PsyKernelMeta *m, bool domain) {
  const char *spaces[2 * PSY_META_MAX_ARGS];
  bool hasField[2 * PSY_META_MAX_ARGS];
  int n = spacesOf(m, spaces, hasField);
  char name[64], dims[64];
  for (int i = 0; i < n; ++i) {
    snprintf(name, sizeof name, "ndf_%s", spaces[i]);
    add(s, name, INT_IN, NULL);
    if (hasField[i]) {
      snprintf(name, sizeof name, "undf_%s", spaces[i]);
      add(s, name, INT_IN, NULL);
      snprintf(name, sizeof name, "map_%s", spaces[i]);
      snprintf(dims, sizeof dims, domain ? "ndf_%s, ncell_2d_no_halos" : "ndf_%s", spaces[i]);
      add(s, name, INT_IN, dims);
    }
    for (int f = 0; f < m->nfuncs; ++f) {
      if (strcmp(m->funcs[f].space, spaces[i])) continue;
      if (m->funcs[f].basis) basisArgs(s, m, spaces[i], false);
      if (m->funcs[f].diffBasis) basisArgs(s, m, spaces[i], true);
    }
  }
}

static void refElementArgs(StubArgs *s, const PsyKernelMeta *m) {
  static const struct { const char *prop, *count; } refs[] = {
      {"normals_to_horizontal_faces", "nfaces_re_h"},
      {"outward_normals_to_horizontal_faces", "nfaces_re_h"},
      {"normals_to_vertical_faces", "nfaces_re_v"},
      {"outward_normals_to_vertical_faces", "nfaces_re_v"},
      {"normals_to_faces", "nfaces_re"},
      {"outward_normals_to_faces", "nfaces_re"},
  };
  const char *counts[3] = {"nfaces_re_h", "nfaces_re_v", "nfaces_re"};
  bool need[3] = {false, false, false};
  for (int i = 0; i < m->nrefs; ++i)
    for (size_t k = 0; k < 6; ++k)
      if (!strcmp(m->refs[i], refs[k].prop)) need[k / 2] = true;
  if (m->nmesh) need[0] = true; /* adjacent_face is sized by the horizontal faces */
  for (int k = 0; k < 3; ++k)
    if (need[k]) add(s, counts[k], INT_IN, NULL);
  char dims[64];
  for (int i = 0; i < m->nrefs; ++i)
    for (size_t k = 0; k < 6; ++k)
      if (!strcmp(m->refs[i], refs[k].prop)) {
        snprintf(dims, sizeof dims, "3, %s", refs[k].count);
        add(s, m->refs[i], "real(kind=r_def), intent(in)", dims);
      }
  if (m->nmesh) add(s, "adjacent_face", INT_IN, "nfaces_re_h");
}

static void quadratureArgs(StubArgs *s, const PsyKernelMeta *m) {
  char n[64], dims[96];
  for (int k = 0; k < m->nshapes; ++k) {
    const char *sfx = shapeSuffix(m->shapes[k]);
    if (!strcmp(sfx, "evaluator")) continue;
    if (!strcmp(sfx, "qr_xyoz")) {
      static const char *const fmt[][2] = {{"np_xy_%s", NULL}, {"np_z_%s", NULL}};
      for (int j = 0; j < 2; ++j) snprintf(n, sizeof n, fmt[j][0], sfx), add(s, n, INT_IN, NULL);
      snprintf(n, sizeof n, "weights_xy_%s", sfx);
      snprintf(dims, sizeof dims, "np_xy_%s", sfx);
      add(s, n, "real(kind=r_def), intent(in)", dims);
      snprintf(n, sizeof n, "weights_z_%s", sfx);
      snprintf(dims, sizeof dims, "np_z_%s", sfx);
      add(s, n, "real(kind=r_def), intent(in)", dims);
      continue;
    }
    const char *what = strcmp(sfx, "qr_face") ? "nedges" : "nfaces";
    snprintf(n, sizeof n, "np_xyz_%s", sfx);
    add(s, n, INT_IN, NULL);
    snprintf(n, sizeof n, "%s_%s", what, sfx);
    add(s, n, INT_IN, NULL);
    snprintf(n, sizeof n, "weights_xyz_%s", sfx);
    snprintf(dims, sizeof dims, "np_xyz_%s, %s_%s", sfx, what, sfx);
    add(s, n, "real(kind=r_def), intent(in)", dims);
  }
}

static void collect(const PsyKernelMeta *m, StubArgs *s) {
  const char *it = psyOperatesOnIteration(m->operatesOn);
  bool dof = !strcmp(it, "dofs"), domain = !strcmp(it, "domain");
  bool cma = false;
  for (int i = 0; i < m->nargs; ++i) cma |= m->args[i].kind == PSY_MA_COLUMNWISE_OPERATOR;
  if (cma) add(s, "cell", INT_IN, NULL);
  if (!dof) add(s, "nlayers", INT_IN, NULL);
  if (domain) add(s, "ncell_2d_no_halos", INT_IN, NULL);
  if (cma) add(s, "ncell_2d", INT_IN, NULL);
  for (int i = 0; i < m->nargs; ++i) {
    const PsyMetaArg *a = &m->args[i];
    if (a->kind == PSY_MA_FIELD) fieldArgs(s, a, i + 1, dof);
    else if (a->kind == PSY_MA_SCALAR || a->kind == PSY_MA_SCALAR_ARRAY) scalarArgs(s, a, i + 1);
    else operatorArgs(s, a, i + 1);
  }
  if (dof) return;
  spaceArgs(s, m, domain);
  refElementArgs(s, m);
  quadratureArgs(s, m);
}

void psyKernelStubWrite(const PsyKernelMeta *m, FILE *out) {
  StubArgs s = {0};
  collect(m, &s);
  fprintf(out, "  subroutine %s(", m->procedure);
  int col = 16 + (int)strlen(m->procedure);
  for (int i = 0; i < s.n; ++i) {
    int len = (int)strlen(s.args[i].name) + 2;
    if (i && col + len > 90) fputs(" &\n      ", out), col = 6;
    fprintf(out, "%s%s", s.args[i].name, i + 1 < s.n ? ", " : "");
    col += len;
  }
  fputs(")\n    use constants_mod, only: r_def, i_def, l_def\n    implicit none\n", out);
  /* Sizes first: with implicit none a dummy must be declared before a bound uses it. */
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < s.n; ++i)
      if ((strcmp(s.args[i].decl, INT_IN) == 0) == (pass == 0))
        fprintf(out, "    %s :: %s\n", s.args[i].decl, s.args[i].name);
  fprintf(out, "  end subroutine %s\n", m->procedure);
}
