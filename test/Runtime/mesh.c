// The runtime's planar periodic mesh: local cell numbering, halo counts, LFRic's neighbour
// order (W, S, E, N) and periodic images.
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

static const int Opposite[4] = {PSY_RT_FACE_E, PSY_RT_FACE_N, PSY_RT_FACE_W, PSY_RT_FACE_S};

static int cellAt(const PsyRtMesh *m, int i, int j) {
  for (int c = 0; c < psyRtMeshGetNCells2d(m); ++c) {
    int ci, cj;
    psyRtMeshGetCellPosition(m, c, &ci, &cj);
    if (ci == i && cj == j)
      return c;
  }
  return -1;
}

static int mod(int a, int n) { return ((a % n) + n) % n; }

/* Every neighbour link goes back, and every cell images the owned cell at its wrapped
 * position. */
static void checkLinks(const PsyRtMesh *m) {
  int nx = psyRtMeshGetNx(m), ny = psyRtMeshGetNy(m);
  for (int c = 0; c < psyRtMeshGetNCells2d(m); ++c) {
    int i, j;
    psyRtMeshGetCellPosition(m, c, &i, &j);
    EXPECT(psyRtMeshGetOwnedImage(m, c) == mod(j, ny) * nx + mod(i, nx), "image of %d", c);
    for (int f = 0; f < 4; ++f) {
      int n = psyRtMeshGetCellNext(m, c, f);
      if (n >= 0)
        EXPECT(psyRtMeshGetCellNext(m, n, Opposite[f]) == c, "link %d face %d", c, f);
    }
  }
}

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(4, 3, 5, 100.0, 100.0, 10.0, 2);
  printf("ncells=%d owned=%d halo1=%d halo2=%d halo3=%d\n", psyRtMeshGetNCells2d(m),
         psyRtMeshGetLastEdgeCell(m), psyRtMeshGetLastHaloCell(m, 1),
         psyRtMeshGetLastHaloCell(m, 2), psyRtMeshGetLastHaloCell(m, 3));
  // CHECK: ncells=56 owned=12 halo1=30 halo2=56 halo3=-1

  // Owned cells first, row by row; cell 5 is (1, 1).
  int i, j;
  psyRtMeshGetCellPosition(m, 5, &i, &j);
  printf("cell 5 at (%d,%d)\n", i, j);
  // CHECK-NEXT: cell 5 at (1,1)

  // Neighbours of owned cell 0 in LFRic's order W, S, E, N: west and south are halo cells,
  // images of the owned cells across the periodic boundaries.
  int w = psyRtMeshGetCellNext(m, 0, PSY_RT_FACE_W), s = psyRtMeshGetCellNext(m, 0, PSY_RT_FACE_S);
  printf("cell 0: W=%s S=%s E=%d N=%d; W images %d, S images %d\n",
         w >= 12 && w < 30 ? "halo1" : "?", s >= 12 && s < 30 ? "halo1" : "?",
         psyRtMeshGetCellNext(m, 0, PSY_RT_FACE_E), psyRtMeshGetCellNext(m, 0, PSY_RT_FACE_N),
         psyRtMeshGetOwnedImage(m, w), psyRtMeshGetOwnedImage(m, s));
  // CHECK-NEXT: cell 0: W=halo1 S=halo1 E=1 N=4; W images 3, S images 8
  EXPECT(w == cellAt(m, -1, 0) && s == cellAt(m, 0, -1), "halo neighbours of cell 0");

  // Halo depth 2 cells have no neighbour further out.
  int corner = cellAt(m, -2, -2);
  printf("corner depth2: W=%d S=%d E=%d\n", psyRtMeshGetCellNext(m, corner, PSY_RT_FACE_W),
         psyRtMeshGetCellNext(m, corner, PSY_RT_FACE_S),
         psyRtMeshGetCellNext(m, corner, PSY_RT_FACE_E) == cellAt(m, -1, -2));
  // CHECK-NEXT: corner depth2: W=-1 S=-1 E=1
  EXPECT(corner >= 30 && corner < 56, "corner in depth 2");
  checkLinks(m);
  psyRtMeshDestroy(m);

  // Without a halo the owned cells wrap around.
  m = psyRtMeshCreate(3, 2, 1, 1.0, 1.0, 1.0, 0);
  printf("no halo: ncells=%d W(0)=%d S(0)=%d E(2)=%d N(4)=%d\n", psyRtMeshGetNCells2d(m),
         psyRtMeshGetCellNext(m, 0, PSY_RT_FACE_W), psyRtMeshGetCellNext(m, 0, PSY_RT_FACE_S),
         psyRtMeshGetCellNext(m, 2, PSY_RT_FACE_E), psyRtMeshGetCellNext(m, 4, PSY_RT_FACE_N));
  // CHECK-NEXT: no halo: ncells=6 W(0)=2 S(0)=3 E(2)=0 N(4)=1
  checkLinks(m);
  psyRtMeshDestroy(m);

  printf("bad: %d %d\n", psyRtMeshCreate(0, 2, 1, 1, 1, 1, 0) == NULL,
         psyRtMeshCreate(2, 2, 1, 1, -1, 1, 0) == NULL);
  // CHECK-NEXT: bad: 1 1
  return report();
  // CHECK-NEXT: 0 failures
}
