// Gaussian quadrature: n points integrate polynomials of degree 2n - 1 exactly and not
// degree 2n; the xyoz rule (y fastest), the face and edge rules, and basis functions at
// quadrature points in LFRic's layout basis(dim, ndf, np_xy, np_z).
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

#include <stdlib.h>

/* Highest degree p such that the rule integrates x^0..x^p on [0,1] exactly. */
static int exactDegree(int np) {
  double x[8], w[8];
  psyRtGaussLegendre(np, x, w);
  for (int p = 0;; ++p) {
    double sum = 0.0;
    for (int q = 0; q < np; ++q)
      sum += w[q] * pow(x[q], p);
    if (fabs(sum - 1.0 / (p + 1)) > 1e-13)
      return p - 1;
  }
}

static double monomial(const double *x, const int *e) {
  return pow(x[0], e[0]) * pow(x[1], e[1]) * pow(x[2], e[2]);
}

/* Error of the xyoz rule on x^a y^b z^c over the unit cube. */
static double xyozError(const PsyRtQuadratureXyoz *qr, const int e[3]) {
  double sum = 0.0;
  for (int qz = 0; qz < qr->np_z; ++qz)
    for (int q = 0; q < qr->np_xy; ++q) {
      double x[3] = {qr->points_xy[q], qr->points_xy[qr->np_xy + q], qr->points_z[qz]};
      sum += qr->weights_xy[q] * qr->weights_z[qz] * monomial(x, e);
    }
  return fabs(sum - 1.0 / ((e[0] + 1) * (e[1] + 1) * (e[2] + 1)));
}

int main(void) {
  for (int np = 1; np <= 5; ++np)
    printf("np=%d exact to degree %d\n", np, exactDegree(np));
  // CHECK: np=1 exact to degree 1
  // CHECK-NEXT: np=2 exact to degree 3
  // CHECK-NEXT: np=3 exact to degree 5
  // CHECK-NEXT: np=4 exact to degree 7
  // CHECK-NEXT: np=5 exact to degree 9
  EXPECT(psyRtGaussLegendre(0, NULL, NULL) == -1, "np = 0 accepted");

  PsyRtQuadratureXyoz *qr = psyRtQuadratureXyozCreate(2, 3, 2);
  printf("xyoz np_xy=%d np_z=%d y-fastest=%d\n", qr->np_xy, qr->np_z,
         qr->points_xy[0] == qr->points_xy[1] && qr->points_xy[6] < qr->points_xy[7]);
  // CHECK-NEXT: xyoz np_xy=6 np_z=2 y-fastest=1
  printf("x^3 y^5 z^3 %d, x^4 %d, y^6 %d, z^4 %d\n", xyozError(qr, (int[]){3, 5, 3}) < 1e-14,
         xyozError(qr, (int[]){4, 0, 0}) < 1e-8, xyozError(qr, (int[]){0, 6, 0}) < 1e-8,
         xyozError(qr, (int[]){0, 0, 4}) < 1e-8);
  // CHECK-NEXT: x^3 y^5 z^3 1, x^4 0, y^6 0, z^4 0

  // W0 basis at every point sums to one; the W2 divergence is 1 component per dof.
  int ndf = psyRtSpaceGetNdf(PSY_RT_W0, 0);
  double *basis = malloc((size_t)ndf * qr->np_xy * qr->np_z * sizeof(double));
  psyRtQuadratureXyozCompute(qr, PSY_RT_W0, 0, PSY_RT_BASIS, basis);
  double worst = 0.0;
  for (int q = 0; q < qr->np_xy * qr->np_z; ++q) {
    double sum = 0.0;
    for (int df = 0; df < ndf; ++df)
      sum += basis[q * ndf + df];
    worst = fmax(worst, fabs(sum - 1.0));
  }
  double xi[3] = {qr->points_xy[4], qr->points_xy[6 + 4], qr->points_z[1]}, v;
  psyRtSpaceEvaluate(PSY_RT_W0, 0, PSY_RT_BASIS, 6, xi, &v);
  printf("W0 basis sums to 1: %d; basis(1,7,5,2) matches: %d\n", worst < 1e-15,
         basis[(1 * 6 + 4) * ndf + 6] == v);
  // CHECK-NEXT: W0 basis sums to 1: 1; basis(1,7,5,2) matches: 1
  free(basis);
  psyRtQuadratureXyozDestroy(qr);

  // Faces W S E N B T: np*np points on each, weights summing to 1; x^3 z^3 on face W
  // (x = 0) integrates to 0, y^3 z^3 to 1/16.
  PsyRtQuadratureEntity *face = psyRtQuadratureFaceCreate(2);
  double wsum = 0.0, yz = 0.0;
  int onFace = 1;
  for (int f = 0; f < 6; ++f)
    for (int q = 0; q < face->npts; ++q) {
      const double *x = face->points + 3 * (f * face->npts + q);
      double w = face->weights[f * face->npts + q];
      wsum += w;
      onFace &= f == 0 ? x[0] == 0.0 : f == 3 ? x[1] == 1.0 : f == 5 ? x[2] == 1.0 : 1;
      if (f == 0)
        yz += w * x[1] * x[1] * x[1] * x[2] * x[2] * x[2];
    }
  printf("faces=%d npts=%d weights=%g on-face=%d y3z3=%d\n", face->nentities, face->npts,
         wsum, onFace, fabs(yz - 1.0 / 16) < 1e-15);
  // CHECK-NEXT: faces=6 npts=4 weights=6 on-face=1 y3z3=1
  psyRtQuadratureEntityDestroy(face);

  // Edges in LFRic's order: edge 2 (SB) runs along x at y = z = 0; x^5 integrates exactly.
  PsyRtQuadratureEntity *edge = psyRtQuadratureEdgeCreate(3);
  double x5 = 0.0;
  int along = 1;
  for (int q = 0; q < 3; ++q) {
    const double *x = edge->points + 3 * (1 * 3 + q);
    along &= x[1] == 0.0 && x[2] == 0.0;
    x5 += edge->weights[3 + q] * pow(x[0], 5);
  }
  printf("edges=%d SB along x=%d x^5=%d\n", edge->nentities, along, fabs(x5 - 1.0 / 6) < 1e-15);
  // CHECK-NEXT: edges=12 SB along x=1 x^5=1
  psyRtQuadratureEntityDestroy(edge);
  return report();
  // CHECK-NEXT: 0 failures
}
