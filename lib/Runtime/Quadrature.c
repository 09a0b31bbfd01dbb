/* Gaussian quadrature on the reference cube: LFRic's xyoz rule (horizontal tensor points
 * times vertical points) and rules on the six faces and twelve edges, with the evaluation of
 * basis functions at their points (LFRic's compute_function). */
#include "Internal.h"

#include <math.h>
#include <stdlib.h>

/* Legendre polynomial P_n(t) and its derivative, by the three-term recurrence. */
static double legendre(int n, double t, double *dp) {
  double p0 = 1.0, p1 = t;
  if (n == 0) {
    *dp = 0.0;
    return 1.0;
  }
  for (int k = 2; k <= n; ++k) {
    double p2 = ((2 * k - 1) * t * p1 - (k - 1) * p0) / k;
    p0 = p1;
    p1 = p2;
  }
  *dp = n * (t * p1 - p0) / (t * t - 1.0);
  return p1;
}

int psyRtGaussLegendre(int np, double *points, double *weights) {
  if (np < 1)
    return -1;
  const double pi = 3.14159265358979323846;
  for (int i = 0; i < np; ++i) {
    /* Newton from the usual guess; roots come in descending t, so store them mirrored. */
    double t = cos(pi * (i + 0.75) / (np + 0.5)), dp = 0.0;
    for (int it = 0; it < 100; ++it) {
      double dt = legendre(np, t, &dp) / dp;
      t -= dt;
      if (fabs(dt) < 1e-16)
        break;
    }
    legendre(np, t, &dp);
    points[np - 1 - i] = 0.5 * (1.0 + t);
    weights[np - 1 - i] = 1.0 / ((1.0 - t * t) * dp * dp);
  }
  return 0;
}

PsyRtQuadratureXyoz *psyRtQuadratureXyozCreate(int np_x, int np_y, int np_z) {
  if (np_x < 1 || np_y < 1 || np_z < 1)
    return NULL;
  PsyRtQuadratureXyoz *qr = calloc(1, sizeof *qr);
  if (!qr)
    return NULL;
  *qr = (PsyRtQuadratureXyoz){.np_x = np_x, .np_y = np_y, .np_z = np_z, .np_xy = np_x * np_y};
  int n = qr->np_xy;
  qr->points_xy = malloc(2 * (size_t)n * sizeof(double));
  qr->weights_xy = malloc((size_t)n * sizeof(double));
  qr->points_z = malloc((size_t)np_z * sizeof(double));
  qr->weights_z = malloc((size_t)np_z * sizeof(double));
  double *px = malloc((size_t)(np_x + np_y) * 2 * sizeof(double));
  if (!qr->points_xy || !qr->weights_xy || !qr->points_z || !qr->weights_z || !px) {
    free(px);
    psyRtQuadratureXyozDestroy(qr);
    return NULL;
  }
  double *wx = px + np_x, *py = wx + np_x, *wy = py + np_y;
  psyRtGaussLegendre(np_x, px, wx);
  psyRtGaussLegendre(np_y, py, wy);
  psyRtGaussLegendre(np_z, qr->points_z, qr->weights_z);
  for (int i = 0; i < np_x; ++i)
    for (int j = 0; j < np_y; ++j) {
      int q = i * np_y + j; /* y fastest, as LFRic */
      qr->points_xy[q] = px[i];
      qr->points_xy[n + q] = py[j];
      qr->weights_xy[q] = wx[i] * wy[j];
    }
  free(px);
  return qr;
}

void psyRtQuadratureXyozDestroy(PsyRtQuadratureXyoz *qr) {
  if (!qr)
    return;
  free(qr->points_xy);
  free(qr->weights_xy);
  free(qr->points_z);
  free(qr->weights_z);
  free(qr);
}

static int dimOf(PsyRtSpace space, PsyRtFunction which) {
  return which == PSY_RT_DIFF_BASIS ? psyRtSpaceGetDimSpaceDiff(space)
                                    : psyRtSpaceGetDimSpace(space);
}

/* Every basis function at one point: out(dim, ndf). */
static void evaluateAll(PsyRtSpace space, int order, PsyRtFunction which, const double xi[3],
                        double *out) {
  int ndf = psyRtSpaceGetNdf(space, order), dim = dimOf(space, which);
  for (int df = 0; df < ndf; ++df)
    psyRtSpaceEvaluate(space, order, which, df, xi, out + (size_t)df * dim);
}

void psyRtQuadratureXyozCompute(const PsyRtQuadratureXyoz *qr, PsyRtSpace space,
                                int elementOrder, PsyRtFunction which, double *out) {
  size_t stride = (size_t)dimOf(space, which) * psyRtSpaceGetNdf(space, elementOrder);
  for (int qz = 0; qz < qr->np_z; ++qz)
    for (int q = 0; q < qr->np_xy; ++q) {
      double xi[3] = {qr->points_xy[q], qr->points_xy[qr->np_xy + q], qr->points_z[qz]};
      evaluateAll(space, elementOrder, which, xi, out + stride * (size_t)(qz * qr->np_xy + q));
    }
}

static PsyRtQuadratureEntity *entityRule(int np, int npts, int nentities) {
  PsyRtQuadratureEntity *qr = calloc(1, sizeof *qr);
  if (!qr)
    return NULL;
  *qr = (PsyRtQuadratureEntity){.np = np, .npts = npts, .nentities = nentities};
  qr->points = malloc(3 * (size_t)npts * (size_t)nentities * sizeof(double));
  qr->weights = malloc((size_t)npts * (size_t)nentities * sizeof(double));
  if (!qr->points || !qr->weights) {
    psyRtQuadratureEntityDestroy(qr);
    return NULL;
  }
  return qr;
}

/* Places the tensor Gauss points of one entity. A W2 (face) or W1 (edge) dof describes the
 * entity: a constant factor marks a free direction, 1 - x or x a fixed coordinate 0 or 1.
 * Free directions vary in axis order, the last fastest. */
static void placePoints(PsyRtQuadratureEntity *qr, int e, const PsyRtDofShape *shape,
                        const double *gp, const double *gw) {
  int free[2], nfree = 0;
  for (int a = 0; a < 3; ++a)
    if (shape->f[a] == PSY_RT_ONE)
      free[nfree++] = a;
  for (int q = 0; q < qr->npts; ++q) {
    double *x = qr->points + 3 * ((size_t)e * qr->npts + q);
    int idx[2] = {nfree == 2 ? q / qr->np : q, q % qr->np};
    double w = 1.0;
    for (int a = 0; a < 3; ++a)
      x[a] = shape->f[a] == PSY_RT_HI ? 1.0 : 0.0;
    for (int k = 0; k < nfree; ++k) {
      x[free[k]] = gp[idx[k]];
      w *= gw[idx[k]];
    }
    qr->weights[(size_t)e * qr->npts + q] = w;
  }
}

static PsyRtQuadratureEntity *entityCreate(int np, PsyRtSpace describing, int dims) {
  if (np < 1)
    return NULL;
  int nent;
  const PsyRtDofShape *shapes = psyRtSpaceShapes(describing, 0, &nent);
  PsyRtQuadratureEntity *qr = entityRule(np, dims == 2 ? np * np : np, nent);
  double *gp = malloc(2 * (size_t)np * sizeof(double));
  if (!qr || !gp) {
    free(gp);
    psyRtQuadratureEntityDestroy(qr);
    return NULL;
  }
  psyRtGaussLegendre(np, gp, gp + np);
  for (int e = 0; e < nent; ++e)
    placePoints(qr, e, &shapes[e], gp, gp + np);
  free(gp);
  return qr;
}

PsyRtQuadratureEntity *psyRtQuadratureFaceCreate(int np) {
  return entityCreate(np, PSY_RT_W2, 2);
}

PsyRtQuadratureEntity *psyRtQuadratureEdgeCreate(int np) {
  return entityCreate(np, PSY_RT_W1, 1);
}

void psyRtQuadratureEntityDestroy(PsyRtQuadratureEntity *qr) {
  if (!qr)
    return;
  free(qr->points);
  free(qr->weights);
  free(qr);
}

void psyRtQuadratureEntityCompute(const PsyRtQuadratureEntity *qr, PsyRtSpace space,
                                  int elementOrder, PsyRtFunction which, double *out) {
  size_t stride = (size_t)dimOf(space, which) * psyRtSpaceGetNdf(space, elementOrder);
  size_t n = (size_t)qr->npts * qr->nentities;
  for (size_t q = 0; q < n; ++q)
    evaluateAll(space, elementOrder, which, qr->points + 3 * q, out + stride * q);
}
