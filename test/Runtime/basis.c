// Basis functions of the lowest-order spaces on the reference cube: partition of unity
// (W0), the nodal property (value, tangent or flux at each dof's node), and derivatives
// (gradient, curl, divergence) reproduced exactly for fields the space contains.
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

static const double Points[4][3] = {
    {0.1, 0.2, 0.3}, {0.9, 0.35, 0.7}, {0.5, 0.5, 0.5}, {0.02, 0.97, 0.61}};

/* The reference-cube vector that dof df's value is measured along: its basis vector,
 * read off the basis function at the dof's node (a unit vector there). */
static void dofDirection(PsyRtSpace s, int df, double t[3]) {
  double node[3];
  psyRtSpaceGetNode(s, 0, df, node);
  psyRtSpaceEvaluate(s, 0, PSY_RT_BASIS, df, node, t);
}

/* phi_i(node_j) . t_j = delta_ij for every pair of dofs. */
static void checkNodal(PsyRtSpace s) {
  int ndf = psyRtSpaceGetNdf(s, 0), dim = psyRtSpaceGetDimSpace(s), bad = 0;
  for (int j = 0; j < ndf; ++j) {
    double node[3], t[3] = {1, 0, 0};
    psyRtSpaceGetNode(s, 0, j, node);
    if (dim == 3)
      dofDirection(s, j, t);
    for (int i = 0; i < ndf; ++i) {
      double v[3] = {0, 0, 0};
      psyRtSpaceEvaluate(s, 0, PSY_RT_BASIS, i, node, v);
      double dot = v[0] * t[0] + v[1] * t[1] + v[2] * t[2];
      bad += fabs(dot - (i == j)) > 1e-14;
    }
  }
  printf("%s nodal: %d bad\n", psyRtSpaceName(s), bad);
  EXPECT(bad == 0, "%s nodal", psyRtSpaceName(s));
}

/* A field of the space, through its dofs: u(node) . t per dof; then the interpolant's
 * derivative at every test point must equal want (exact, since u is in the space). */
typedef void (*Field)(const double x[3], double u[3]);

static void checkDerivative(PsyRtSpace s, Field u, const double *want, int dimDiff) {
  int ndf = psyRtSpaceGetNdf(s, 0), dim = psyRtSpaceGetDimSpace(s);
  double maxErr = 0.0;
  for (int p = 0; p < 4; ++p) {
    double d[3] = {0, 0, 0};
    for (int df = 0; df < ndf; ++df) {
      double node[3], t[3] = {1, 0, 0}, val[3], dphi[3];
      psyRtSpaceGetNode(s, 0, df, node);
      if (dim == 3)
        dofDirection(s, df, t);
      u(node, val);
      double coeff = val[0] * t[0] + val[1] * t[1] + val[2] * t[2];
      psyRtSpaceEvaluate(s, 0, PSY_RT_DIFF_BASIS, df, Points[p], dphi);
      for (int a = 0; a < dimDiff; ++a)
        d[a] += coeff * dphi[a];
    }
    for (int a = 0; a < dimDiff; ++a)
      maxErr = fmax(maxErr, fabs(d[a] - want[a]));
  }
  printf("%s derivative error < 1e-13: %d\n", psyRtSpaceName(s), maxErr < 1e-13);
}

/* Scalar linear field 2 + 3x - y + 0.5z: gradient (3, -1, 0.5). */
static void linear(const double x[3], double u[3]) {
  u[0] = 2 + 3 * x[0] - x[1] + 0.5 * x[2];
  u[1] = u[2] = 0;
}
/* Nedelec field (1 + 2y - z, 3 + x + 4z, -1 + 5x - 2y): curl (-2 - 4, -1 - 5, 1 - 2). */
static void nedelec(const double x[3], double u[3]) {
  u[0] = 1 + 2 * x[1] - x[2];
  u[1] = 3 + x[0] + 4 * x[2];
  u[2] = -1 + 5 * x[0] - 2 * x[1];
}
/* Raviart-Thomas field (1 + 2x, -3 + 0.5y, 4 - z): divergence 1.5. */
static void raviart(const double x[3], double u[3]) {
  u[0] = 1 + 2 * x[0];
  u[1] = -3 + 0.5 * x[1];
  u[2] = 4 - x[2];
}
/* Wtheta: linear in z only, 1 + 7z. */
static void theta(const double x[3], double u[3]) {
  u[0] = 1 + 7 * x[2];
  u[1] = u[2] = 0;
}

int main(void) {
  for (int s = 0; s < PSY_RT_NUM_SPACES; ++s)
    checkNodal(s);
  // CHECK: W0 nodal: 0 bad
  // CHECK: W1 nodal: 0 bad
  // CHECK: W2 nodal: 0 bad
  // CHECK: W2H nodal: 0 bad
  // CHECK: W2V nodal: 0 bad
  // CHECK: W3 nodal: 0 bad
  // CHECK: Wtheta nodal: 0 bad
  // CHECK: Wchi nodal: 0 bad

  double worst = 0.0;
  for (int p = 0; p < 4; ++p) {
    double sum = 0.0, v;
    for (int df = 0; df < 8; ++df) {
      psyRtSpaceEvaluate(PSY_RT_W0, 0, PSY_RT_BASIS, df, Points[p], &v);
      sum += v;
    }
    worst = fmax(worst, fabs(sum - 1.0));
  }
  printf("W0 partition of unity: %d\n", worst < 1e-15);
  // CHECK: W0 partition of unity: 1

  // LFRic's orientation: W and E faces carry +x, S and N carry -y (normal_to_face).
  double v[3], c[3] = {0.5, 0.5, 0.5};
  psyRtSpaceEvaluate(PSY_RT_W2, 0, PSY_RT_BASIS, 1, c, v);
  printf("W2 S at centre: %g %g %g\n", v[0], v[1], v[2]);
  // CHECK: W2 S at centre: 0 -0.5 0

  checkDerivative(PSY_RT_W0, linear, (const double[]){3, -1, 0.5}, 3);
  // CHECK: W0 derivative error < 1e-13: 1
  checkDerivative(PSY_RT_W1, nedelec, (const double[]){-6, -6, -1}, 3);
  // CHECK: W1 derivative error < 1e-13: 1
  checkDerivative(PSY_RT_W2, raviart, (const double[]){1.5}, 1);
  // CHECK: W2 derivative error < 1e-13: 1
  checkDerivative(PSY_RT_W3, linear, (const double[]){0, 0, 0}, 3);
  // CHECK: W3 derivative error < 1e-13: 1
  checkDerivative(PSY_RT_WTHETA, theta, (const double[]){0, 0, 7}, 3);
  // CHECK: Wtheta derivative error < 1e-13: 1

  // Wchi of order 1 is trilinear: it reproduces x*y*z at every point.
  double worstChi = 0.0;
  for (int p = 0; p < 4; ++p) {
    double sum = 0.0, node[3], phi;
    for (int df = 0; df < 8; ++df) {
      psyRtSpaceGetNode(PSY_RT_WCHI, 1, df, node);
      psyRtSpaceEvaluate(PSY_RT_WCHI, 1, PSY_RT_BASIS, df, Points[p], &phi);
      sum += node[0] * node[1] * node[2] * phi;
    }
    worstChi = fmax(worstChi, fabs(sum - Points[p][0] * Points[p][1] * Points[p][2]));
  }
  printf("Wchi/1 trilinear: %d dims %d %d\n", worstChi < 1e-15,
         psyRtSpaceGetDimSpace(PSY_RT_WCHI), psyRtSpaceGetDimSpaceDiff(PSY_RT_W2));
  // CHECK: Wchi/1 trilinear: 1 dims 1 1
  return report();
  // CHECK: 0 failures
}
