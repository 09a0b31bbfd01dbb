/* The GOcean grid: a structured 2D Arakawa C grid of nx x ny T points, cut into one block per
 * rank, with the loop regions of fields on its point types, its metrics and its masks, as
 * dl_esm_inf's grid_mod and field_mod define them (docs/runtime-gocean.md).
 *
 * Every point type shares the T points' (i, j) space: with the SW offset, u(i,j) lies on the
 * west face of T(i,j), v(i,j) on its south face and f(i,j) on its south-west corner; with NE,
 * on the east, north and north-east. So one block of T points owns the U, V and F points of
 * the same indices, and one halo exchange serves every point type. */
#include "Internal.h"

#include <stdlib.h>

static int isPeriodic(const PsyRtGoGrid *g, int axis) {
  return g->bc[axis] == PSY_RT_GO_BC_PERIODIC;
}

static int validArguments(int nx, int ny, const int bc[2], int offset, int halo) {
  int bcOk = bc[0] >= PSY_RT_GO_BC_PERIODIC && bc[0] <= PSY_RT_GO_BC_NONE &&
             bc[1] >= PSY_RT_GO_BC_PERIODIC && bc[1] <= PSY_RT_GO_BC_NONE;
  int offsetOk = offset == PSY_RT_GO_OFFSET_SW || offset == PSY_RT_GO_OFFSET_NE;
  return nx >= 1 && ny >= 1 && halo >= 1 && bcOk && offsetOk;
}

/* Start of block k of an axis of n points over p blocks. */
static int blockStart(int n, int p, int k) { return (int)((long long)k * n / p); }

/* Chooses the block layout and this rank's block; 0, or -1 when a block is too narrow. */
static int placeBlock(PsyRtGoGrid *g, int px, int py) {
  int nranks = psyRtCommSize(), rank = psyRtCommRank();
  if (px <= 0 || py <= 0)
    psyRtChooseBlocks(nranks, &px, &py);
  if (px * py != nranks)
    return -1;
  g->px = px, g->py = py, g->bx = rank % px, g->by = rank / px;
  g->x0 = blockStart(g->gnx, px, g->bx);
  g->y0 = blockStart(g->gny, py, g->by);
  /* The narrowest block decides: every block must hold a halo's worth of points. */
  int narrowX = g->gnx / px, narrowY = g->gny / py;
  g->nox = blockStart(g->gnx, px, g->bx + 1) - g->x0;
  g->noy = blockStart(g->gny, py, g->by + 1) - g->y0;
  return narrowX >= g->halo && narrowY >= g->halo ? 0 : -1;
}

PsyRtGoGrid *psyRtGoGridCreate(int nx, int ny, const int bc[2], int offset, int haloWidth,
                               int px, int py) {
  if (!bc || !validArguments(nx, ny, bc, offset, haloWidth))
    return NULL;
  PsyRtGoGrid *g = calloc(1, sizeof *g);
  if (!g)
    return NULL;
  *g = (PsyRtGoGrid){.gnx = nx, .gny = ny, .bc = {bc[0], bc[1]}, .offset = offset,
                     .halo = haloWidth, .dx = 1.0, .dy = 1.0, .latitude = 50.0};
  int ok = placeBlock(g, px, py) == 0;
  g->nx = g->nox + 2 * g->halo + 1;
  g->ny = g->noy + 2 * g->halo + 1;
  if (ok)
    g->tmask = malloc((size_t)g->nx * (size_t)g->ny * sizeof(int));
  if (!ok || !g->tmask) {
    psyRtGoGridDestroy(g);
    return NULL;
  }
  psyRtGoGridSetTmask(g, NULL);
  return g;
}

void psyRtGoGridDestroy(PsyRtGoGrid *grid) {
  if (!grid)
    return;
  free(grid->tmask);
  free(grid);
}

int psyRtGoGridGetOffset(const PsyRtGoGrid *grid) { return grid->offset; }
int psyRtGoGridGetHaloWidth(const PsyRtGoGrid *grid) { return grid->halo; }

void psyRtGoGridGetGlobalSize(const PsyRtGoGrid *grid, int *nx, int *ny) {
  *nx = grid->gnx;
  *ny = grid->gny;
}

void psyRtGoGridGetArraySize(const PsyRtGoGrid *grid, int *nx, int *ny) {
  *nx = grid->nx;
  *ny = grid->ny;
}

void psyRtGoGridGetSubdomain(const PsyRtGoGrid *grid, PsyRtGoRegion *out) {
  int h = grid->halo;
  *out = (PsyRtGoRegion){h + 1, h + grid->nox, h + 1, h + grid->noy};
}

void psyRtGoGridGetGlobalSubdomain(const PsyRtGoGrid *grid, PsyRtGoRegion *out) {
  *out = (PsyRtGoRegion){grid->x0 + 1, grid->x0 + grid->nox, grid->y0 + 1,
                         grid->y0 + grid->noy};
}

void psyRtGoGridGetBlock(const PsyRtGoGrid *grid, int *bx, int *by, int *px, int *py) {
  *bx = grid->bx, *by = grid->by, *px = grid->px, *py = grid->py;
}

/* With the SW offset on a closed axis, the first U (x) or V (y) points, and F's on both, lie
 * on the domain's boundary: the block at that boundary starts its internal region one
 * point later (dl_esm_inf's cu_sw_init, cv_sw_init, cf_sw_init). */
static const unsigned char swBoundaryShift[PSY_RT_GO_ALL_POINTS][2] = {
    [PSY_RT_GO_U_POINTS] = {1, 0},
    [PSY_RT_GO_V_POINTS] = {0, 1},
    [PSY_RT_GO_T_POINTS] = {0, 0},
    [PSY_RT_GO_F_POINTS] = {1, 1},
};

int psyRtGoGridGetRegion(const PsyRtGoGrid *grid, int points, int kind, PsyRtGoRegion *out) {
  if (points < 0 || points > PSY_RT_GO_ALL_POINTS)
    return -1;
  if (points == PSY_RT_GO_ALL_POINTS) {
    *out = (PsyRtGoRegion){1, grid->nx, 1, grid->ny};
    return 0;
  }
  PsyRtGoRegion r;
  psyRtGoGridGetSubdomain(grid, &r);
  if (grid->offset == PSY_RT_GO_OFFSET_SW) {
    if (!isPeriodic(grid, 0) && grid->bx == 0)
      r.xstart += swBoundaryShift[points][0];
    if (!isPeriodic(grid, 1) && grid->by == 0)
      r.ystart += swBoundaryShift[points][1];
  }
  if (kind == PSY_RT_GO_WHOLE)
    r = (PsyRtGoRegion){r.xstart - 1, r.xstop + 1, r.ystart - 1, r.ystop + 1};
  *out = r;
  return 0;
}

void psyRtGoGridSetSpacing(PsyRtGoGrid *grid, double dx, double dy, double latitude) {
  grid->dx = dx;
  grid->dy = dy;
  grid->latitude = latitude;
}

/* ---- metrics: a regular, orthogonal grid, so every metric is a constant or a coordinate. */

typedef double (*MetricFn)(const PsyRtGoGrid *g, int i, int j);

static double spacingX(const PsyRtGoGrid *g, int i, int j) { return g->dx; }
static double spacingY(const PsyRtGoGrid *g, int i, int j) { return g->dy; }
static double area(const PsyRtGoGrid *g, int i, int j) { return g->dx * g->dy; }
static double latitude(const PsyRtGoGrid *g, int i, int j) { return g->latitude; }
/* The centre of T(i,j) from the global domain's south-west corner (halo points continue the
 * line, past the domain's edge). */
static double centreX(const PsyRtGoGrid *g, int i, int j) {
  return (g->x0 + (i - g->halo) - 0.5) * g->dx;
}
static double centreY(const PsyRtGoGrid *g, int i, int j) {
  return (g->y0 + (j - g->halo) - 0.5) * g->dy;
}

static const MetricFn metricFns[PSY_RT_GO_NUM_METRICS] = {
    [PSY_RT_GO_DX_T] = spacingX, [PSY_RT_GO_DY_T] = spacingY, [PSY_RT_GO_DX_U] = spacingX,
    [PSY_RT_GO_DY_U] = spacingY, [PSY_RT_GO_DX_V] = spacingX, [PSY_RT_GO_DY_V] = spacingY,
    [PSY_RT_GO_DX_F] = spacingX, [PSY_RT_GO_DY_F] = spacingY, [PSY_RT_GO_AREA_T] = area,
    [PSY_RT_GO_AREA_U] = area,   [PSY_RT_GO_AREA_V] = area,   [PSY_RT_GO_GPHIU] = latitude,
    [PSY_RT_GO_GPHIV] = latitude, [PSY_RT_GO_GPHIF] = latitude, [PSY_RT_GO_XT] = centreX,
    [PSY_RT_GO_YT] = centreY,
};

void psyRtGoGridFillMetric(const PsyRtGoGrid *grid, int metric, double *out) {
  if (metric < 0 || metric >= PSY_RT_GO_NUM_METRICS)
    return;
  for (int j = 1; j <= grid->ny; ++j)
    for (int i = 1; i <= grid->nx; ++i)
      out[(size_t)(j - 1) * grid->nx + (i - 1)] = metricFns[metric](grid, i, j);
}

/* ---- masks */

void psyRtGoGridSetTmask(PsyRtGoGrid *grid, const int *tmask) {
  int ex = grid->nox + 2 * grid->halo, ey = grid->noy + 2 * grid->halo;
  for (int j = 0; j < grid->ny; ++j)
    for (int i = 0; i < grid->nx; ++i) {
      int inside = i < ex && j < ey;
      grid->tmask[(size_t)j * grid->nx + i] =
          !tmask ? 1 : inside ? tmask[(size_t)j * ex + i] : -1;
    }
}

/* The T points a point lies between: offsets [lo, hi] in x and y from its own (i, j). */
typedef struct {
  signed char xlo, xhi, ylo, yhi;
} Stencil;

static const Stencil swTouch[PSY_RT_GO_ALL_POINTS + 1] = {
    [PSY_RT_GO_U_POINTS] = {-1, 0, 0, 0},
    [PSY_RT_GO_V_POINTS] = {0, 0, -1, 0},
    [PSY_RT_GO_F_POINTS] = {-1, 0, -1, 0},
};
static const Stencil neTouch[PSY_RT_GO_ALL_POINTS + 1] = {
    [PSY_RT_GO_U_POINTS] = {0, 1, 0, 0},
    [PSY_RT_GO_V_POINTS] = {0, 0, 0, 1},
    [PSY_RT_GO_F_POINTS] = {0, 1, 0, 1},
};

static int maskAt(const PsyRtGoGrid *g, Stencil s, int i, int j) {
  int least = 1;
  for (int y = j + s.ylo; y <= j + s.yhi; ++y)
    for (int x = i + s.xlo; x <= i + s.xhi; ++x) {
      int m = x < 0 || y < 0 || x >= g->nx || y >= g->ny ? -1 : g->tmask[(size_t)y * g->nx + x];
      least = m < least ? m : least;
    }
  return least;
}

void psyRtGoGridFillMask(const PsyRtGoGrid *grid, int points, int *out) {
  if (points < 0 || points > PSY_RT_GO_ALL_POINTS)
    return;
  Stencil s = (grid->offset == PSY_RT_GO_OFFSET_NE ? neTouch : swTouch)[points];
  for (int j = 0; j < grid->ny; ++j)
    for (int i = 0; i < grid->nx; ++i)
      out[(size_t)j * grid->nx + i] = maskAt(grid, s, i, j);
}
