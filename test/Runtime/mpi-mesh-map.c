// Mesh maps over 1 to 4 ranks: psyRtMeshCreateRefined cuts the fine mesh so that each fine
// block is its coarse block refined, and the map from every local coarse cell (halo cells
// too) gives the fine cells of the right global ids. An 8 x 6 mesh made on its own is cut
// differently on 3 ranks (3 x 1 blocks) and on 4 (2 x 2: 3 rows cut 0,1,3 refine to 0,2,6,
// 6 rows cut 0,3,6), so psyRtMeshMapRatio refuses it there, on every rank.
// REQUIRES: mpi
// RUN: %mpicc %s -I%psy_src_root/include -I%S/Inputs %psy_rt_mpi_libs -o %t
// RUN: %t | FileCheck %s --check-prefixes=CHECK,ALIGNED
// RUN: %mpirun -np 2 %t | FileCheck %s --check-prefixes=CHECK,ALIGNED
// RUN: %mpirun -np 3 %t | FileCheck %s --check-prefixes=CHECK,UNALIGNED
// RUN: %mpirun -np 4 %t | FileCheck %s --check-prefixes=CHECK,UNALIGNED
#include "check.h"
#include "psy-rt/Runtime.h"

#include <stdlib.h>

enum { NX = 4, NY = 3, RX = 2, RY = 2 };

int main(void) {
  PsyRtMesh *coarse = psyRtMeshCreate(NX, NY, 2, 2.0, 2.0, 1.0, 1);
  PsyRtMesh *fine = psyRtMeshCreateRefined(coarse, RX, RY, 2);
  int rx = 0, ry = 0;
  EXPECT(psyRtMeshMapRatio(coarse, fine, &rx, &ry) == 0 && rx == RX && ry == RY, "ratio");
  double d[3];
  psyRtMeshGetSpacing(fine, d);
  EXPECT(d[0] == 1.0 && d[1] == 1.0 && d[2] == 1.0, "fine spacing");
  int ncoarse = psyRtMeshGetNCells2d(coarse);
  int *map = malloc((size_t)(RX * RY * ncoarse) * sizeof(int));
  EXPECT(psyRtMeshMapCells(coarse, fine, map) == 0, "map");
  for (int c = 0; c < ncoarse; ++c) {
    int id = psyRtMeshGetGlobalCellId(coarse, c), I = id % NX, J = id / NX;
    for (int j = 0; j < RY; ++j)
      for (int i = 0; i < RX; ++i) {
        int f = map[(c * RY + j) * RX + i];
        EXPECT(f >= 0 && psyRtMeshGetGlobalCellId(fine, f) == (RY * J + j) * RX * NX + RX * I + i,
               "coarse cell %d (%d, %d) -> fine %d", c, i, j, f);
      }
  }
  free(map);
  PsyRtMesh *alone = psyRtMeshCreate(RX * NX, RY * NY, 2, 1.0, 1.0, 1.0, 1);
  int aligned = psyRtMeshMapRatio(coarse, alone, &rx, &ry) == 0;
  if (psyRtGetRank() == 0)
    printf("independent mesh %s\n", aligned ? "aligned" : "not aligned");
  // ALIGNED: independent mesh aligned
  // UNALIGNED: independent mesh not aligned
  psyRtMeshDestroy(alone);
  psyRtMeshDestroy(fine);
  psyRtMeshDestroy(coarse);
  int bad = (int)psyRtGlobalSum(failures);
  if (psyRtGetRank() == 0)
    printf("%d failures on all ranks\n", bad);
  // CHECK: 0 failures on all ranks
  psyRtFinalize();
  return bad != 0;
}
