// Mesh maps (psyRtMeshMapRatio, psyRtMeshMapCells): the fine cells under each coarse cell sit
// at (rx * I + i, ry * J + j), every owned fine cell lies under exactly one owned coarse cell,
// and a mesh that does not refine another (nx or ny not a multiple, other layers) is refused.
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

#include <stdlib.h>

static void checkRefinement(int nx, int ny, int rx, int ry) {
  PsyRtMesh *coarse = psyRtMeshCreate(nx, ny, 2, 2.0, 3.0, 1.0, 0);
  PsyRtMesh *fine = psyRtMeshCreate(rx * nx, ry * ny, 2, 1.0, 1.0, 1.0, 0);
  int gx = 0, gy = 0, nc = psyRtMeshGetNCells2d(coarse), nf = psyRtMeshGetNCells2d(fine);
  EXPECT(psyRtMeshMapRatio(coarse, fine, &gx, &gy) == 0 && gx == rx && gy == ry,
         "ratio %d x %d, expected %d x %d", gx, gy, rx, ry);
  int *map = malloc((size_t)(rx * ry * nc) * sizeof(int));
  int *seen = calloc((size_t)nf, sizeof(int));
  EXPECT(psyRtMeshMapCells(coarse, fine, map) == 0, "map cells failed");
  for (int c = 0; c < nc; ++c) {
    int ci, cj;
    psyRtMeshGetCellPosition(coarse, c, &ci, &cj);
    for (int j = 0; j < ry; ++j)
      for (int i = 0; i < rx; ++i) {
        int f = map[(c * ry + j) * rx + i], fi, fj;
        EXPECT(f >= 0 && f < nf, "coarse cell %d: fine cell %d out of range", c, f);
        if (f < 0 || f >= nf) continue;
        psyRtMeshGetCellPosition(fine, f, &fi, &fj);
        EXPECT(fi == rx * ci + i && fj == ry * cj + j, "coarse cell %d (%d,%d): fine (%d,%d)",
               c, i, j, fi, fj);
        ++seen[f];
      }
  }
  for (int f = 0; f < nf; ++f) EXPECT(seen[f] == 1, "fine cell %d mapped %d times", f, seen[f]);
  free(map);
  free(seen);
  psyRtMeshDestroy(coarse);
  psyRtMeshDestroy(fine);
}

int main(void) {
  checkRefinement(3, 2, 2, 3);
  checkRefinement(4, 4, 2, 2);
  checkRefinement(2, 3, 1, 1);
  int rx, ry;
  PsyRtMesh *a = psyRtMeshCreate(3, 2, 2, 1.0, 1.0, 1.0, 0);
  PsyRtMesh *b = psyRtMeshCreate(4, 4, 2, 1.0, 1.0, 1.0, 0);
  PsyRtMesh *c = psyRtMeshCreate(6, 4, 3, 1.0, 1.0, 1.0, 0);
  EXPECT(psyRtMeshMapRatio(a, b, &rx, &ry) == -1, "4 x 4 does not refine 3 x 2");
  EXPECT(psyRtMeshMapRatio(a, c, &rx, &ry) == -1, "other layers");
  psyRtMeshDestroy(a);
  psyRtMeshDestroy(b);
  psyRtMeshDestroy(c);
  return report();
}
// CHECK-NOT: FAIL
// CHECK: 0 failures
