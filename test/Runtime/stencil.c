// Stencil cells in LFRic's order: the cell, then its arms W, S, E, N (only those of the
// shape), REGION arms each followed by their left branches; sizes; cells missing beyond
// the halo; duplicates dropped on small wrapped meshes.
// RUN: %cc %s -I%psy_src_root/include -I%S/Inputs %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s
#include "check.h"
#include "psy-rt/Runtime.h"

#include <stdlib.h>

enum { MAX = 64 };

/* Prints the offsets of the stencil cells from the centre. */
static void printStencil(const PsyRtMesh *m, const char *name, PsyRtStencilShape shape,
                         int extent, int cell) {
  int cells[MAX], ci, cj;
  int n = psyRtMeshGetStencilCells(m, shape, extent, cell, cells);
  psyRtMeshGetCellPosition(m, cell, &ci, &cj);
  printf("%s %d (max %d):", name, extent, psyRtStencilGetMaxSize(shape, extent));
  for (int k = 0; k < n; ++k) {
    int i, j;
    psyRtMeshGetCellPosition(m, cells[k], &i, &j);
    printf(" %d,%d", i - ci, j - cj);
  }
  printf("\n");
}

/* Every owned cell's stencil is full when the halo is deep enough, and REGION covers the
 * whole square without repeats. */
static void checkFull(const PsyRtMesh *m, PsyRtStencilShape shape, int extent) {
  for (int c = 0; c < psyRtMeshGetLastEdgeCell(m); ++c) {
    int cells[MAX], seen[2 * 3 + 1][2 * 3 + 1] = {{0}}, ci, cj;
    int n = psyRtMeshGetStencilCells(m, shape, extent, c, cells);
    EXPECT(n == psyRtStencilGetMaxSize(shape, extent), "cell %d: %d cells", c, n);
    psyRtMeshGetCellPosition(m, c, &ci, &cj);
    for (int k = 0; k < n; ++k) {
      int i, j;
      psyRtMeshGetCellPosition(m, cells[k], &i, &j);
      EXPECT(abs(i - ci) <= extent && abs(j - cj) <= extent, "cell %d: far cell", c);
      EXPECT(!seen[i - ci + 3][j - cj + 3]++, "cell %d: repeated cell", c);
    }
  }
}

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(5, 5, 2, 1.0, 1.0, 1.0, 2);
  int centre = 2 * 5 + 2;
  printStencil(m, "point", PSY_RT_STENCIL_POINT, 2, centre);
  printStencil(m, "1dx", PSY_RT_STENCIL_1DX, 2, centre);
  printStencil(m, "1dy", PSY_RT_STENCIL_1DY, 1, centre);
  printStencil(m, "cross", PSY_RT_STENCIL_CROSS, 2, centre);
  printStencil(m, "region", PSY_RT_STENCIL_REGION, 1, centre);
  printStencil(m, "region", PSY_RT_STENCIL_REGION, 2, centre);
  // CHECK: point 2 (max 1): 0,0
  // CHECK-NEXT: 1dx 2 (max 5): 0,0 -1,0 -2,0 1,0 2,0
  // CHECK-NEXT: 1dy 1 (max 3): 0,0 0,-1 0,1
  // CHECK-NEXT: cross 2 (max 9): 0,0 -1,0 -2,0 0,-1 0,-2 1,0 2,0 0,1 0,2
  // CHECK-NEXT: region 1 (max 9): 0,0 -1,0 -1,-1 0,-1 1,-1 1,0 1,1 0,1 -1,1
  // CHECK-NEXT: region 2 (max 25): 0,0 -1,0 -1,-1 -1,-2 -2,0 -2,-1 -2,-2 0,-1 1,-1 2,-1
  // CHECK-SAME: {{ }}0,-2 1,-2 2,-2 1,0 1,1 1,2 2,0 2,1 2,2 0,1 -1,1 -2,1 0,2 -1,2 -2,2{{$}}

  checkFull(m, PSY_RT_STENCIL_CROSS, 2);
  checkFull(m, PSY_RT_STENCIL_REGION, 2);

  // Owned corner cell 0 reaches halo depth 2; the outermost halo cell lacks its W and S arms.
  int outer = psyRtMeshGetLastHaloCell(m, 1); /* first depth-2 cell: position (-2, -2) */
  printStencil(m, "corner cross", PSY_RT_STENCIL_CROSS, 2, 0);
  printStencil(m, "outer cross", PSY_RT_STENCIL_CROSS, 1, outer);
  // CHECK-NEXT: corner cross 2 (max 9): 0,0 -1,0 -2,0 0,-1 0,-2 1,0 2,0 0,1 0,2
  // CHECK-NEXT: outer cross 1 (max 5): 0,0 1,0 0,1
  int cells[MAX];
  printf("bad: %d %d %d size %d\n", psyRtMeshGetStencilCells(m, 1234, 1, 0, cells),
         psyRtMeshGetStencilCells(m, PSY_RT_STENCIL_CROSS, -1, 0, cells),
         psyRtMeshGetStencilCells(m, PSY_RT_STENCIL_CROSS, 1, -1, cells),
         psyRtStencilGetMaxSize(1234, 1));
  // CHECK-NEXT: bad: -1 -1 -1 size 0
  psyRtMeshDestroy(m);

  // A wrapped 3 x 3 mesh: the region of extent 2 would repeat cells; each counts once.
  m = psyRtMeshCreate(3, 3, 2, 1.0, 1.0, 1.0, 0);
  printf("wrapped region 2: %d cells\n",
         psyRtMeshGetStencilCells(m, PSY_RT_STENCIL_REGION, 2, 4, cells));
  // CHECK-NEXT: wrapped region 2: 9 cells
  psyRtMeshDestroy(m);
  return report();
  // CHECK-NEXT: 0 failures
}
