/* The lowest-order function spaces on LFRic's reference cube [0,1]^3: local dof order,
 * nodes, and basis functions with their derivatives.
 *
 * The order and orientation follow lfric_core's reference_cube_type and
 * function_space_constructor_helper_functions_mod: vertices SWB SEB NEB NWB SWT SET NET NWT,
 * edges WB SB EB NB SW SE NE NW WT ST ET NT (tangents +x, +y or +z), faces W S E N B T with
 * basis vectors +x, -y, +x, -y, +z, +z (LFRic's normal_to_face). Each table row is one local
 * dof: its three 1D factors and its basis vector. */
#include "Internal.h"

#include <string.h>

enum { ONE = PSY_RT_ONE, LO = PSY_RT_LO, HI = PSY_RT_HI };
typedef enum { DIFF_GRAD, DIFF_CURL, DIFF_DIV } DiffKind;

static const PsyRtDofShape W0Dofs[] = {
    {{LO, LO, LO}, {0, 0, 0}}, {{HI, LO, LO}, {0, 0, 0}}, {{HI, HI, LO}, {0, 0, 0}},
    {{LO, HI, LO}, {0, 0, 0}}, {{LO, LO, HI}, {0, 0, 0}}, {{HI, LO, HI}, {0, 0, 0}},
    {{HI, HI, HI}, {0, 0, 0}}, {{LO, HI, HI}, {0, 0, 0}}};

static const PsyRtDofShape W1Dofs[] = {
    {{LO, ONE, LO}, {0, 1, 0}}, {{ONE, LO, LO}, {1, 0, 0}}, /* WB SB */
    {{HI, ONE, LO}, {0, 1, 0}}, {{ONE, HI, LO}, {1, 0, 0}}, /* EB NB */
    {{LO, LO, ONE}, {0, 0, 1}}, {{HI, LO, ONE}, {0, 0, 1}}, /* SW SE */
    {{HI, HI, ONE}, {0, 0, 1}}, {{LO, HI, ONE}, {0, 0, 1}}, /* NE NW */
    {{LO, ONE, HI}, {0, 1, 0}}, {{ONE, LO, HI}, {1, 0, 0}}, /* WT ST */
    {{HI, ONE, HI}, {0, 1, 0}}, {{ONE, HI, HI}, {1, 0, 0}}}; /* ET NT */

/* W2H is the first four rows, W2V the last two. */
static const PsyRtDofShape W2Dofs[] = {
    {{LO, ONE, ONE}, {1, 0, 0}},  {{ONE, LO, ONE}, {0, -1, 0}}, /* W S */
    {{HI, ONE, ONE}, {1, 0, 0}},  {{ONE, HI, ONE}, {0, -1, 0}}, /* E N */
    {{ONE, ONE, LO}, {0, 0, 1}},  {{ONE, ONE, HI}, {0, 0, 1}}}; /* B T */

static const PsyRtDofShape W3Dofs[] = {{{ONE, ONE, ONE}, {0, 0, 0}}};

static const PsyRtDofShape WthetaDofs[] = {{{ONE, ONE, LO}, {0, 0, 0}},
                                           {{ONE, ONE, HI}, {0, 0, 0}}};

/* Wchi of element order 1: LFRic numbers its volume dofs x fastest, then y, then z. */
static const PsyRtDofShape Wchi1Dofs[] = {
    {{LO, LO, LO}, {0, 0, 0}}, {{HI, LO, LO}, {0, 0, 0}}, {{LO, HI, LO}, {0, 0, 0}},
    {{HI, HI, LO}, {0, 0, 0}}, {{LO, LO, HI}, {0, 0, 0}}, {{HI, LO, HI}, {0, 0, 0}},
    {{LO, HI, HI}, {0, 0, 0}}, {{HI, HI, HI}, {0, 0, 0}}};

/* What the compiler knows of each space too (psy-c/FunctionSpaces.def): LFRic's name and
 * fs_continuity_mod value, its dof layout and its basis sizes. */
enum { DOFS_SHARED, DOFS_CELL };
enum {
#define PSY_FUNCTION_SPACE(Id, name, lfricName, lfricId, continuity, dofs, basis, diff) FS_##Id,
#include "psy-c/FunctionSpaces.def"
  FS_COUNT
};

typedef struct {
  const char *name;
  int lfric;         /* fs_continuity_mod enumerator */
  int discontinuous; /* every dof belongs to its cell alone */
  int dim, dimDiff;
} SharedInfo;

static const SharedInfo Shared[FS_COUNT] = {
#define PSY_FUNCTION_SPACE(Id, name, lfricName, lfricId, continuity, dofs, basis, diff)      \
  [FS_##Id] = {lfricName, lfricId, DOFS_##dofs == DOFS_CELL, basis, diff},
#include "psy-c/FunctionSpaces.def"
};

/* What only the runtime needs: the derivative's kind and the lowest-order dofs. */
typedef struct {
  int fs;                     /* row of Shared */
  DiffKind diff;
  const PsyRtDofShape *dofs;  /* element order 0 */
  int ndf;
} SpaceInfo;

static const SpaceInfo Spaces[PSY_RT_NUM_SPACES] = {
    [PSY_RT_W0] = {FS_W0, DIFF_GRAD, W0Dofs, 8},
    [PSY_RT_W1] = {FS_W1, DIFF_CURL, W1Dofs, 12},
    [PSY_RT_W2] = {FS_W2, DIFF_DIV, W2Dofs, 6},
    [PSY_RT_W2H] = {FS_W2H, DIFF_DIV, W2Dofs, 4},
    [PSY_RT_W2V] = {FS_W2V, DIFF_DIV, W2Dofs + 4, 2},
    [PSY_RT_W3] = {FS_W3, DIFF_GRAD, W3Dofs, 1},
    [PSY_RT_WTHETA] = {FS_WTHETA, DIFF_GRAD, WthetaDofs, 2},
    [PSY_RT_WCHI] = {FS_WCHI, DIFF_GRAD, W3Dofs, 1},
};

static int validSpace(PsyRtSpace space) {
  return (int)space >= 0 && space < PSY_RT_NUM_SPACES;
}

static const SharedInfo *shared(PsyRtSpace space) { return &Shared[Spaces[space].fs]; }

int psyRtSpaceFromLFRic(int lfricFs) {
  for (int s = 0; s < PSY_RT_NUM_SPACES; ++s)
    if (shared((PsyRtSpace)s)->lfric == lfricFs)
      return s;
  return -1;
}

int psyRtSpaceToLFRic(PsyRtSpace space) { return validSpace(space) ? shared(space)->lfric : -1; }

const char *psyRtSpaceName(PsyRtSpace space) {
  return validSpace(space) ? shared(space)->name : "?";
}

const PsyRtDofShape *psyRtSpaceShapes(PsyRtSpace space, int elementOrder, int *ndf) {
  *ndf = 0;
  if (!validSpace(space))
    return NULL;
  if (space == PSY_RT_WCHI && elementOrder == 1) {
    *ndf = 8;
    return Wchi1Dofs;
  }
  if (elementOrder != 0)
    return NULL;
  *ndf = Spaces[space].ndf;
  return Spaces[space].dofs;
}

int psyRtSpaceIsSupported(PsyRtSpace space, int elementOrder) {
  int ndf;
  return psyRtSpaceShapes(space, elementOrder, &ndf) != NULL;
}

int psyRtSpaceIsDiscontinuous(PsyRtSpace space) {
  return validSpace(space) && shared(space)->discontinuous;
}

int psyRtSpaceGetNdf(PsyRtSpace space, int elementOrder) {
  int ndf;
  psyRtSpaceShapes(space, elementOrder, &ndf);
  return ndf;
}

int psyRtSpaceGetDimSpace(PsyRtSpace space) { return validSpace(space) ? shared(space)->dim : 0; }

int psyRtSpaceGetDimSpaceDiff(PsyRtSpace space) {
  return validSpace(space) ? shared(space)->dimDiff : 0;
}

/* LFRic puts the node of a constant factor at the middle of the cell. */
static double nodeOf(int f) { return f == ONE ? 0.5 : f == LO ? 0.0 : 1.0; }
static double factor(int f, double x) { return f == ONE ? 1.0 : f == LO ? 1.0 - x : x; }
static double slope(int f) { return f == ONE ? 0.0 : f == LO ? -1.0 : 1.0; }

void psyRtSpaceGetNode(PsyRtSpace space, int elementOrder, int df, double xyz[3]) {
  int ndf;
  const PsyRtDofShape *dofs = psyRtSpaceShapes(space, elementOrder, &ndf);
  for (int a = 0; a < 3; ++a)
    xyz[a] = dofs && df >= 0 && df < ndf ? nodeOf(dofs[df].f[a]) : 0.0;
}

/* Value and gradient of the scalar part (the product of the factors) at xi. */
static double scalarPart(const PsyRtDofShape *d, const double xi[3], double grad[3]) {
  double v[3];
  for (int a = 0; a < 3; ++a)
    v[a] = factor(d->f[a], xi[a]);
  grad[0] = slope(d->f[0]) * v[1] * v[2];
  grad[1] = v[0] * slope(d->f[1]) * v[2];
  grad[2] = v[0] * v[1] * slope(d->f[2]);
  return v[0] * v[1] * v[2];
}

/* The derivative of s * t for a constant vector t: curl = grad s x t, div = grad s . t;
 * scalar spaces take the gradient. */
static void derivative(DiffKind kind, const double g[3], const signed char t[3],
                       double *out) {
  switch (kind) {
  case DIFF_CURL:
    out[0] = g[1] * t[2] - g[2] * t[1];
    out[1] = g[2] * t[0] - g[0] * t[2];
    out[2] = g[0] * t[1] - g[1] * t[0];
    return;
  case DIFF_DIV:
    out[0] = g[0] * t[0] + g[1] * t[1] + g[2] * t[2];
    return;
  case DIFF_GRAD:
    memcpy(out, g, 3 * sizeof(double));
    return;
  }
}

void psyRtSpaceEvaluate(PsyRtSpace space, int elementOrder, PsyRtFunction which, int df,
                        const double xi[3], double *out) {
  int ndf;
  const PsyRtDofShape *dofs = psyRtSpaceShapes(space, elementOrder, &ndf);
  if (!dofs || df < 0 || df >= ndf)
    return;
  const SpaceInfo *info = &Spaces[space];
  double grad[3];
  double s = scalarPart(&dofs[df], xi, grad);
  if (which == PSY_RT_DIFF_BASIS) {
    derivative(info->diff, grad, dofs[df].vec, out);
    return;
  }
  if (shared(space)->dim == 1) {
    out[0] = s;
    return;
  }
  for (int a = 0; a < 3; ++a)
    out[a] = s * dofs[df].vec[a];
}

/* Position of a z factor in a column's local order: bottom face, interior, top face. */
static const int ZRank[3] = {[LO] = 0, [ONE] = 1, [HI] = 2};

/* A discontinuous space keeps every dof inside its cell. Otherwise the space is
 * horizontally discontinuous when no dof lies on a vertical face, edge or vertex column
 * (both horizontal factors constant), and its local order must be bottom-face dofs, then
 * interior dofs, then as many top-face dofs. */
int psyRtSpaceGetColumnDofs(PsyRtSpace space, int elementOrder, int *face, int *interior) {
  int ndf;
  const PsyRtDofShape *dofs = psyRtSpaceShapes(space, elementOrder, &ndf);
  *face = *interior = 0;
  if (!dofs)
    return -1;
  if (psyRtSpaceIsDiscontinuous(space)) {
    *interior = ndf;
    return 0;
  }
  int n[3] = {0, 0, 0}; /* ONE, LO, HI along z */
  for (int df = 0; df < ndf; ++df) {
    if (dofs[df].f[0] != ONE || dofs[df].f[1] != ONE)
      return -1;
    if (df > 0 && ZRank[dofs[df].f[2]] < ZRank[dofs[df - 1].f[2]])
      return -1;
    ++n[dofs[df].f[2]];
  }
  if (n[LO] != n[HI])
    return -1;
  *face = n[LO];
  *interior = n[ONE];
  return 0;
}
