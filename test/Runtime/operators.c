// LMA operators (storage, sizes) and CMA operators: LFRic's band parameters for each pair of
// horizontally discontinuous spaces, banded and indirection maps that cover each column's
// dofs, and assembly from an LMA operator whose column-wise application matches applying
// the LMA operator cell by cell.
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

#include <stdlib.h>

enum { NL = 4 };

static unsigned seed = 12345;
static double random01(void) {
  seed = seed * 1103515245u + 12345u;
  return (double)((seed >> 8) & 0xffff) / 65536.0;
}

static void printShape(const char *what, const PsyRtColumnwiseOperator *op) {
  PsyRtColumnwiseShape s = psyRtColumnwiseOperatorGetShape(op);
  printf("%s: alpha %d beta %d gamma_m %d gamma_p %d bandwidth %d nrow %d ncol %d ncell_2d %d\n",
         what, s.alpha, s.beta, s.gammaM, s.gammaP, s.bandwidth, s.nrow, s.ncol, s.ncell2d);
}

/* Every cell's column: base + indirection over all rows is exactly the set of its dofs,
 * and the banded map sends (df, k) to the row whose indirection is map[df] + k. */
static void checkMaps(const PsyRtFunctionSpace *fs, int nrow, const int *banded,
                      const int *indirect) {
  int ndf = psyRtFunctionSpaceGetNdf(fs), undf = psyRtFunctionSpaceGetUndf(fs);
  const int *map = psyRtFunctionSpaceGetDofmap(fs);
  const PsyRtMesh *m = psyRtFunctionSpaceGetMesh(fs);
  int *hits = calloc((size_t)undf, sizeof(int));
  for (int c = 0; c < psyRtMeshGetNCells2d(m); ++c) {
    int base = map[c * ndf];
    for (int i = 0; i < nrow; ++i)
      ++hits[base + indirect[i]];
    for (int df = 0; df < ndf; ++df)
      for (int k = 0; k < NL; ++k)
        EXPECT(base + indirect[banded[k * ndf + df]] == map[c * ndf + df] + k,
               "%s cell %d df %d k %d", psyRtSpaceName(psyRtFunctionSpaceGetSpace(fs)), c, df, k);
  }
  for (int d = 0; d < undf; ++d)
    EXPECT(hits[d] == 1, "%s dof %d in %d columns", psyRtSpaceName(psyRtFunctionSpaceGetSpace(fs)),
           d, hits[d]);
  free(hits);
}

/* y = LMA x, cell by cell (what LFRic's LMA apply kernel computes). */
static void applyLma(PsyRtOperator *op, const double *x, double *y) {
  const PsyRtFunctionSpace *to = psyRtOperatorGetFsTo(op), *from = psyRtOperatorGetFsFrom(op);
  int nt = psyRtFunctionSpaceGetNdf(to), nf = psyRtFunctionSpaceGetNdf(from);
  const int *mt = psyRtFunctionSpaceGetDofmap(to), *mf = psyRtFunctionSpaceGetDofmap(from);
  const double *a = psyRtOperatorGetData(op);
  for (int d = 0; d < psyRtFunctionSpaceGetUndf(to); ++d)
    y[d] = 0.0;
  for (int c = 0; c < psyRtOperatorGetNCell3d(op) / NL; ++c)
    for (int k = 0; k < NL; ++k)
      for (int i = 0; i < nt; ++i)
        for (int j = 0; j < nf; ++j)
          y[mt[c * nt + i] + k] += a[((c * NL + k) * nf + j) * nt + i] * x[mf[c * nf + j] + k];
}

/* Assembles a random LMA operator into a CMA one and compares the two applications. */
static void checkAssembly(const PsyRtMesh *m, PsyRtSpace to, int orderTo, PsyRtSpace from,
                          int orderFrom) {
  PsyRtFunctionSpace *ft = psyRtFunctionSpaceCreate(m, to, orderTo);
  PsyRtFunctionSpace *ff = psyRtFunctionSpaceCreate(m, from, orderFrom);
  PsyRtOperator *lma = psyRtOperatorCreate(ft, ff, PSY_RT_REAL64);
  PsyRtColumnwiseOperator *cma = psyRtColumnwiseOperatorCreate(ft, ff);
  PsyRtColumnwiseShape s = psyRtColumnwiseOperatorGetShape(cma);
  checkMaps(ft, s.nrow, psyRtColumnwiseOperatorGetBandedDofmapTo(cma),
            psyRtColumnwiseOperatorGetIndirectionTo(cma));
  checkMaps(ff, s.ncol, psyRtColumnwiseOperatorGetBandedDofmapFrom(cma),
            psyRtColumnwiseOperatorGetIndirectionFrom(cma));
  int nt = psyRtFunctionSpaceGetUndf(ft), nf = psyRtFunctionSpaceGetUndf(ff);
  size_t n = (size_t)psyRtFunctionSpaceGetNdf(ft) * (size_t)psyRtFunctionSpaceGetNdf(ff) *
             (size_t)psyRtOperatorGetNCell3d(lma);
  double *a = psyRtOperatorGetData(lma), *x = malloc((size_t)nf * sizeof(double));
  double *y = malloc((size_t)nt * sizeof(double)), *yref = malloc((size_t)nt * sizeof(double));
  for (size_t i = 0; i < n; ++i)
    a[i] = random01() - 0.5;
  for (int i = 0; i < nf; ++i)
    x[i] = random01();
  applyLma(lma, x, yref);
  int rc = psyRtColumnwiseOperatorAssemble(cma, lma);
  psyRtColumnwiseOperatorApply(cma, x, y);
  double err = 0.0, size = 0.0;
  for (int i = 0; i < nt; ++i) {
    err = fmax(err, fabs(y[i] - yref[i]));
    size = fmax(size, fabs(yref[i]));
  }
  EXPECT(size > 0.1, "vacuous comparison: |y| <= %g", size);
  printf("%s<-%s: assemble %d, max error below 1e-13: %d\n", psyRtSpaceName(to),
         psyRtSpaceName(from), rc, err < 1e-13);
  free(x);
  free(y);
  free(yref);
  psyRtColumnwiseOperatorDestroy(cma);
  psyRtOperatorDestroy(lma);
  psyRtFunctionSpaceDestroy(ft);
  psyRtFunctionSpaceDestroy(ff);
}

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(3, 2, NL, 1.0, 1.0, 1.0, 1);
  PsyRtMesh *other = psyRtMeshCreate(3, 2, NL, 1.0, 1.0, 1.0, 1);
  PsyRtFunctionSpace *w0 = psyRtFunctionSpaceCreate(m, PSY_RT_W0, 0);
  PsyRtFunctionSpace *w2 = psyRtFunctionSpaceCreate(m, PSY_RT_W2, 0);
  PsyRtFunctionSpace *w2h = psyRtFunctionSpaceCreate(m, PSY_RT_W2H, 0);
  PsyRtFunctionSpace *w2v = psyRtFunctionSpaceCreate(m, PSY_RT_W2V, 0);
  PsyRtFunctionSpace *w3 = psyRtFunctionSpaceCreate(m, PSY_RT_W3, 0);
  PsyRtFunctionSpace *wt = psyRtFunctionSpaceCreate(m, PSY_RT_WTHETA, 0);
  PsyRtFunctionSpace *wchi = psyRtFunctionSpaceCreate(m, PSY_RT_WCHI, 1);
  PsyRtFunctionSpace *w3other = psyRtFunctionSpaceCreate(other, PSY_RT_W3, 0);

  // LMA: one ndf_to x ndf_from matrix per 3D cell, halo cells included (20 cells * 4).
  PsyRtOperator *op = psyRtOperatorCreate(w2, w0, PSY_RT_REAL32);
  const float *v = psyRtOperatorGetData(op);
  int nonzero = 0;
  for (int i = 0; i < 6 * 8 * psyRtOperatorGetNCell3d(op); ++i)
    nonzero += v[i] != 0.0f;
  printf("lma W2<-W0: ncell_3d %d, to %s, from %s, real32 %d, nonzero %d\n",
         psyRtOperatorGetNCell3d(op),
         psyRtSpaceName(psyRtFunctionSpaceGetSpace(psyRtOperatorGetFsTo(op))),
         psyRtSpaceName(psyRtFunctionSpaceGetSpace(psyRtOperatorGetFsFrom(op))),
         psyRtOperatorGetDataType(op) == PSY_RT_REAL32, nonzero);
  // CHECK: lma W2<-W0: ncell_3d 80, to W2, from W0, real32 1, nonzero 0
  psyRtOperatorDestroy(op);
  printf("lma refused: int %d, two meshes %d\n", psyRtOperatorCreate(w3, w3, PSY_RT_INT32) == NULL,
         psyRtOperatorCreate(w3, w3other, PSY_RT_REAL64) == NULL);
  // CHECK-NEXT: lma refused: int 1, two meshes 1

  // CMA band parameters: LFRic's defaults for each pair with equal dofs per layer; the
  // Wchi1<-W2V band is wider than LFRic's formula, which would miss entries.
  const struct {
    const char *name;
    PsyRtFunctionSpace *to, *from;
  } Pairs[] = {{"W3<-W3", w3, w3},           {"W3<-W2V", w3, w2v},       {"W2V<-W3", w2v, w3},
               {"W2V<-W2V", w2v, w2v},       {"Wtheta<-Wtheta", wt, wt}, {"W3<-Wtheta", w3, wt},
               {"Wchi1<-Wchi1", wchi, wchi}, {"Wchi1<-W2V", wchi, w2v}};
  for (size_t p = 0; p < sizeof Pairs / sizeof *Pairs; ++p) {
    PsyRtColumnwiseOperator *cma = psyRtColumnwiseOperatorCreate(Pairs[p].to, Pairs[p].from);
    printShape(Pairs[p].name, cma);
    psyRtColumnwiseOperatorDestroy(cma);
  }
  // CHECK-NEXT: W3<-W3: alpha 1 beta 1 gamma_m 0 gamma_p 0 bandwidth 1 nrow 4 ncol 4 ncell_2d 20
  // CHECK-NEXT: W3<-W2V: alpha 1 beta 1 gamma_m 1 gamma_p 0 bandwidth 2 nrow 4 ncol 5 ncell_2d 20
  // CHECK-NEXT: W2V<-W3: alpha 1 beta 1 gamma_m 0 gamma_p 1 bandwidth 2 nrow 5 ncol 4 ncell_2d 20
  // CHECK-NEXT: W2V<-W2V: alpha 1 beta 1 gamma_m 1 gamma_p 1 bandwidth 3 nrow 5 ncol 5
  // CHECK-NEXT: Wtheta<-Wtheta: alpha 1 beta 1 gamma_m 1 gamma_p 1 bandwidth 3 nrow 5 ncol 5
  // CHECK-NEXT: W3<-Wtheta: alpha 1 beta 1 gamma_m 1 gamma_p 0 bandwidth 2 nrow 4 ncol 5
  // CHECK-NEXT: Wchi1<-Wchi1: alpha 1 beta 1 gamma_m 7 gamma_p 7 bandwidth 15 nrow 32 ncol 32
  // CHECK-NEXT: Wchi1<-W2V: alpha 1 beta 8 gamma_m 15 gamma_p 0 bandwidth 3 nrow 32 ncol 5

  // Row i (0-based) of W3<-W2V holds columns i and i+1: the bottom and top face.
  PsyRtColumnwiseOperator *div = psyRtColumnwiseOperatorCreate(w3, w2v);
  PsyRtColumnwiseShape ds = psyRtColumnwiseOperatorGetShape(div);
  printf("W3<-W2V first columns: %d %d %d %d\n", psyRtColumnwiseFirstColumn(&ds, 0),
         psyRtColumnwiseFirstColumn(&ds, 1), psyRtColumnwiseFirstColumn(&ds, 2),
         psyRtColumnwiseFirstColumn(&ds, 3));
  // CHECK-NEXT: W3<-W2V first columns: 0 1 2 3
  psyRtColumnwiseOperatorDestroy(div);

  // A custom band is reduced by gcd(alpha, beta), as LFRic does.
  PsyRtColumnwiseOperator *custom = psyRtColumnwiseOperatorCreateCustom(w3, w2v, 2, 4, 6, 2);
  printShape("custom 2 4 6 2", custom);
  // CHECK-NEXT: custom 2 4 6 2: alpha 1 beta 2 gamma_m 3 gamma_p 1 bandwidth 3 nrow 4 ncol 5
  psyRtColumnwiseOperatorDestroy(custom);

  printf("cma refused: W0 %d W2 %d W2H %d two meshes %d bad band %d\n",
         psyRtColumnwiseOperatorCreate(w0, w0) == NULL,
         psyRtColumnwiseOperatorCreate(w3, w2) == NULL,
         psyRtColumnwiseOperatorCreate(w2h, w3) == NULL,
         psyRtColumnwiseOperatorCreate(w3, w3other) == NULL,
         psyRtColumnwiseOperatorCreateCustom(w3, w3, 0, 1, 0, 0) == NULL);
  // CHECK-NEXT: cma refused: W0 1 W2 1 W2H 1 two meshes 1 bad band 1

  // Assembly: the CMA operator applied column by column equals the LMA operator applied
  // cell by cell, on every local dof.
  checkAssembly(m, PSY_RT_W3, 0, PSY_RT_W2V, 0);
  checkAssembly(m, PSY_RT_W2V, 0, PSY_RT_W3, 0);
  checkAssembly(m, PSY_RT_WTHETA, 0, PSY_RT_WTHETA, 0);
  checkAssembly(m, PSY_RT_W3, 0, PSY_RT_WTHETA, 0);
  checkAssembly(m, PSY_RT_WCHI, 1, PSY_RT_W2V, 0);
  // CHECK-NEXT: W3<-W2V: assemble 0, max error below 1e-13: 1
  // CHECK-NEXT: W2V<-W3: assemble 0, max error below 1e-13: 1
  // CHECK-NEXT: Wtheta<-Wtheta: assemble 0, max error below 1e-13: 1
  // CHECK-NEXT: W3<-Wtheta: assemble 0, max error below 1e-13: 1
  // CHECK-NEXT: Wchi<-W2V: assemble 0, max error below 1e-13: 1

  // A band too narrow for the LMA operator's coupling is refused.
  PsyRtOperator *lma = psyRtOperatorCreate(w3, w2v, PSY_RT_REAL64);
  PsyRtColumnwiseOperator *narrow = psyRtColumnwiseOperatorCreateCustom(w3, w2v, 1, 1, 0, 0);
  PsyRtColumnwiseOperator *wrong = psyRtColumnwiseOperatorCreate(w3, w3);
  printf("narrow band: %d, other spaces: %d\n", psyRtColumnwiseOperatorAssemble(narrow, lma),
         psyRtColumnwiseOperatorAssemble(wrong, lma));
  // CHECK-NEXT: narrow band: -1, other spaces: -1
  psyRtColumnwiseOperatorDestroy(narrow);
  psyRtColumnwiseOperatorDestroy(wrong);
  psyRtOperatorDestroy(lma);
  // LFRic's formula, gamma_m = (ndf_from - 1) * beta = 8 and gamma_p = (ndf_to - 1) * alpha
  // = 7, is too narrow for Wchi1<-W2V: the runtime's default band (15, 0) is needed.
  lma = psyRtOperatorCreate(wchi, w2v, PSY_RT_REAL64);
  narrow = psyRtColumnwiseOperatorCreateCustom(wchi, w2v, 1, 8, 8, 7);
  printf("LFRic's Wchi1<-W2V band: %d\n", psyRtColumnwiseOperatorAssemble(narrow, lma));
  // CHECK-NEXT: LFRic's Wchi1<-W2V band: -1
  psyRtColumnwiseOperatorDestroy(narrow);
  psyRtOperatorDestroy(lma);

  PsyRtFunctionSpace *all[] = {w0, w2, w2h, w2v, w3, wt, wchi, w3other};
  for (size_t i = 0; i < sizeof all / sizeof *all; ++i)
    psyRtFunctionSpaceDestroy(all[i]);
  psyRtMeshDestroy(m);
  psyRtMeshDestroy(other);
  return report();
  // CHECK-NEXT: 0 failures
}
