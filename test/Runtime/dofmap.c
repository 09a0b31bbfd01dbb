// Dofmaps of the lowest-order spaces: counts, ownership, coverage of the dof ranges,
// shared dofs between neighbours, periodic images and the column layout (layer k = map + k).
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

#include <stdlib.h>
#include <string.h>

enum { NX = 4, NY = 3, NL = 5 };

/* Global dof counts of a periodic NX x NY x NL mesh. */
static int globalDofs(PsyRtSpace s, int order) {
  int c = NX * NY;
  switch (s) {
  case PSY_RT_W0: return c * (NL + 1);
  case PSY_RT_W1: return 2 * c * (NL + 1) + c * NL;
  case PSY_RT_W2: return 2 * c * NL + c * (NL + 1);
  case PSY_RT_W2H: return 2 * c * NL;
  case PSY_RT_W2V: case PSY_RT_WTHETA: return c * (NL + 1);
  case PSY_RT_W3: return c * NL;
  case PSY_RT_WCHI: return (order ? 8 : 1) * c * NL;
  default: return -1;
  }
}

static int dof(const PsyRtFunctionSpace *fs, int cell, int df) {
  return psyRtFunctionSpaceGetDofmap(fs)[cell * psyRtFunctionSpaceGetNdf(fs) + df];
}

/* Cells [0, last) reach exactly the dofs [0, expected), every layer included. */
static void checkReach(const PsyRtFunctionSpace *fs, int last, int expected, const char *what) {
  int undf = psyRtFunctionSpaceGetUndf(fs), ndf = psyRtFunctionSpaceGetNdf(fs), top = -1;
  char *seen = calloc((size_t)undf, 1);
  for (int c = 0; c < last; ++c)
    for (int df = 0; df < ndf; ++df)
      for (int k = 0; k < NL; ++k) {
        int d = dof(fs, c, df) + k;
        EXPECT(d >= 0 && d < undf, "dof %d out of range", d);
        if (d >= 0 && d < undf)
          seen[d] = 1;
        top = d > top ? d : top;
      }
  int holes = 0;
  for (int d = 0; d < expected; ++d)
    holes += !seen[d];
  EXPECT(holes == 0 && top == expected - 1, "%s %s: %d holes, top %d, expected %d",
         psyRtSpaceName(psyRtFunctionSpaceGetSpace(fs)), what, holes, top, expected);
  free(seen);
}

/* Owned dofs image themselves; every other dof images an owned one; a cell and the owned
 * cell it images hold images of the same owned dofs (periodicity). */
static void checkImages(const PsyRtFunctionSpace *fs, const PsyRtMesh *m) {
  int owned = psyRtFunctionSpaceGetLastDofOwned(fs), ndf = psyRtFunctionSpaceGetNdf(fs);
  for (int d = 0; d < psyRtFunctionSpaceGetUndf(fs); ++d) {
    int img = psyRtFunctionSpaceGetOwnedImage(fs, d);
    EXPECT(d < owned ? img == d : img >= 0 && img < owned, "image of %d is %d", d, img);
  }
  for (int c = 0; c < psyRtMeshGetNCells2d(m); ++c)
    for (int df = 0; df < ndf; ++df)
      for (int k = 0; k < NL; k += NL - 1)
        EXPECT(psyRtFunctionSpaceGetOwnedImage(fs, dof(fs, c, df) + k) ==
                   psyRtFunctionSpaceGetOwnedImage(
                       fs, dof(fs, psyRtMeshGetOwnedImage(m, c), df) + k),
               "%s cell %d df %d layer %d", psyRtSpaceName(psyRtFunctionSpaceGetSpace(fs)), c,
               df, k);
}

/* Local dofs that a cell shares with its east (E) and north (N) neighbours: pairs
 * (this cell's df, neighbour's df), -1 terminated. */
typedef struct { PsyRtSpace space; int east[9], north[9]; } Shared;
static const Shared SharedDofs[] = {
    {PSY_RT_W0, {1, 0, 2, 3, 5, 4, 6, 7, -1}, {3, 0, 2, 1, 7, 4, 6, 5, -1}},
    {PSY_RT_W1, {2, 0, 5, 4, 6, 7, 10, 8, -1}, {3, 1, 7, 4, 6, 5, 11, 9, -1}},
    {PSY_RT_W2, {2, 0, -1}, {3, 1, -1}},
    {PSY_RT_W2H, {2, 0, -1}, {3, 1, -1}},
};

static void checkShared(const PsyRtFunctionSpace *fs, const PsyRtMesh *m, const Shared *sh) {
  for (int c = 0; c < psyRtMeshGetLastEdgeCell(m); ++c) {
    int e = psyRtMeshGetCellNext(m, c, PSY_RT_FACE_E);
    int n = psyRtMeshGetCellNext(m, c, PSY_RT_FACE_N);
    for (int p = 0; sh->east[p] >= 0; p += 2)
      EXPECT(dof(fs, c, sh->east[p]) == dof(fs, e, sh->east[p + 1]), "%s east %d",
             psyRtSpaceName(sh->space), c);
    for (int p = 0; sh->north[p] >= 0; p += 2)
      EXPECT(dof(fs, c, sh->north[p]) == dof(fs, n, sh->north[p + 1]), "%s north %d",
             psyRtSpaceName(sh->space), c);
  }
}

/* Discontinuous spaces share nothing between cells. */
static void checkUnshared(const PsyRtFunctionSpace *fs, const PsyRtMesh *m) {
  int ndf = psyRtFunctionSpaceGetNdf(fs), n = psyRtMeshGetNCells2d(m) * ndf;
  char *seen = calloc((size_t)psyRtFunctionSpaceGetUndf(fs), 1);
  int repeats = 0;
  for (int i = 0; i < n; ++i)
    repeats += seen[psyRtFunctionSpaceGetDofmap(fs)[i]]++ != 0;
  EXPECT(repeats == 0, "%d shared dofs", repeats);
  free(seen);
}

static void checkSpace(const PsyRtMesh *m, PsyRtSpace s, int order) {
  PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(m, s, order);
  int h = psyRtMeshGetHaloDepth(m);
  printf("%s/%d ndf=%d owned=%d annexed=%d", psyRtSpaceName(s), order,
         psyRtFunctionSpaceGetNdf(fs), psyRtFunctionSpaceGetLastDofOwned(fs),
         psyRtFunctionSpaceGetLastDofAnnexed(fs));
  for (int d = 1; d <= h; ++d)
    printf(" halo%d=%d", d, psyRtFunctionSpaceGetLastDofHalo(fs, d));
  printf(" undf=%d\n", psyRtFunctionSpaceGetUndf(fs));
  EXPECT(psyRtFunctionSpaceGetLastDofOwned(fs) == globalDofs(s, order), "%s owned count",
         psyRtSpaceName(s));
  checkReach(fs, psyRtMeshGetLastEdgeCell(m), psyRtFunctionSpaceGetLastDofAnnexed(fs), "owned");
  for (int d = 1; d <= h; ++d)
    checkReach(fs, psyRtMeshGetLastHaloCell(m, d), psyRtFunctionSpaceGetLastDofHalo(fs, d), "halo");
  checkImages(fs, m);
  for (size_t i = 0; i < sizeof SharedDofs / sizeof *SharedDofs; ++i)
    if (SharedDofs[i].space == s)
      checkShared(fs, m, &SharedDofs[i]);
  if (s == PSY_RT_W3 || s == PSY_RT_WCHI)
    checkUnshared(fs, m);
  psyRtFunctionSpaceDestroy(fs);
}

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(NX, NY, NL, 1.0, 1.0, 1.0, 2);
  for (int s = 0; s < PSY_RT_NUM_SPACES; ++s)
    checkSpace(m, s, 0);
  checkSpace(m, PSY_RT_WCHI, 1);
  // CHECK: W0/0 ndf=8 owned=72 annexed=120 halo1=252 halo2=432 undf=432
  // CHECK-NEXT: W1/0 ndf=12 owned=204
  // CHECK-NEXT: W2/0 ndf=6 owned=192
  // CHECK-NEXT: W2H/0 ndf=4 owned=120 annexed=155
  // CHECK-NEXT: W2V/0 ndf=2 owned=72 annexed=72 halo1=180 halo2=336 undf=336
  // CHECK-NEXT: W3/0 ndf=1 owned=60 annexed=60 halo1=150 halo2=280 undf=280
  // CHECK-NEXT: Wtheta/0 ndf=2 owned=72 annexed=72
  // CHECK-NEXT: Wchi/0 ndf=1 owned=60
  // CHECK-NEXT: Wchi/1 ndf=8 owned=480 annexed=480 halo1=1200 halo2=2240 undf=2240

  // The column layout: top dofs are bottom dofs + 1 (W0 SWT/SWB, W1 WT/WB, W2 T/B).
  PsyRtFunctionSpace *w0 = psyRtFunctionSpaceCreate(m, PSY_RT_W0, 0);
  PsyRtFunctionSpace *w1 = psyRtFunctionSpaceCreate(m, PSY_RT_W1, 0);
  PsyRtFunctionSpace *w2 = psyRtFunctionSpaceCreate(m, PSY_RT_W2, 0);
  printf("top-bottom: W0 %d W1 %d W2 %d\n", dof(w0, 7, 4) - dof(w0, 7, 0),
         dof(w1, 7, 8) - dof(w1, 7, 0), dof(w2, 7, 5) - dof(w2, 7, 4));
  // CHECK-NEXT: top-bottom: W0 1 W1 1 W2 1
  psyRtFunctionSpaceDestroy(w0);
  psyRtFunctionSpaceDestroy(w1);
  psyRtFunctionSpaceDestroy(w2);
  psyRtMeshDestroy(m);

  // Without a halo every dof is owned, and the periodic neighbour shares dofs directly.
  m = psyRtMeshCreate(NX, NY, NL, 1.0, 1.0, 1.0, 0);
  checkSpace(m, PSY_RT_W0, 0);
  checkSpace(m, PSY_RT_W2, 0);
  // CHECK-NEXT: W0/0 ndf=8 owned=72 annexed=72 undf=72
  // CHECK-NEXT: W2/0 ndf=6 owned=192 annexed=192 undf=192
  PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(m, PSY_RT_W0, 0);
  printf("wrap: SEB(3)=SWB(0) %d\n", dof(fs, 3, 1) == dof(fs, 0, 0));
  // CHECK-NEXT: wrap: SEB(3)=SWB(0) 1
  psyRtFunctionSpaceDestroy(fs);

  printf("unsupported: %d %d\n", psyRtFunctionSpaceCreate(m, PSY_RT_W0, 1) == NULL,
         psyRtFunctionSpaceCreate(m, PSY_RT_NUM_SPACES, 0) == NULL);
  // CHECK-NEXT: unsupported: 1 1
  psyRtMeshDestroy(m);
  return report();
  // CHECK-NEXT: 0 failures
}
