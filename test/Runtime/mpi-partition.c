// The partitioned mesh and dof ownership over 1 to 4 ranks (libPsyRuntimeMpi): blocks and
// their local numbering (owned cells, halo counts per depth, global cell ids), colourings
// valid on each partition, every global dof owned by exactly one rank and, for the dofs of
// owned cells, by the rank of the lowest global cell id sharing it; global dof ids the same
// on any number of ranks. Rank 0 prints the ranks' totals.
// REQUIRES: mpi
// RUN: %mpicc %s -I%psy_src_root/include -I%S/Inputs %psy_rt_mpi_libs -o %t
// RUN: %t | FileCheck %s --check-prefix=NP1
// RUN: %mpirun -np 2 %t | FileCheck %s --check-prefix=NP2
// RUN: %mpirun -np 3 %t | FileCheck %s --check-prefix=NP3
// RUN: %mpirun -np 4 %t | FileCheck %s --check-prefix=NP4
#include "check.h"
#include "psy-rt/Runtime.h"

#include <mpi.h>
#include <stdint.h>
#include <stdlib.h>

enum { NX = 7, NY = 5, NL = 2, HALO = 3 };

static int rank, nranks;

static int mod(int a, int n) { return ((a % n) + n) % n; }

/* Owned cells, their global ids (each global cell owned once over all ranks), the global
 * id of every cell from its position, and the size of each halo ring. */
static void checkCells(const PsyRtMesh *m) {
  int nx = psyRtMeshGetNx(m), ny = psyRtMeshGetNy(m), i0, j0;
  psyRtMeshGetBlockOrigin(m, &i0, &j0);
  EXPECT(psyRtMeshGetLastEdgeCell(m) == nx * ny, "owned cells");
  int count[NX * NY] = {0};
  for (int c = 0; c < psyRtMeshGetNCells2d(m); ++c) {
    int i, j;
    psyRtMeshGetCellPosition(m, c, &i, &j);
    int id = mod(j0 + j, NY) * NX + mod(i0 + i, NX);
    EXPECT(psyRtMeshGetGlobalCellId(m, c) == id, "global id of cell %d", c);
    if (c < nx * ny) {
      count[id] += 1;
      EXPECT(psyRtMeshGetCellOwner(m, c) == rank, "owner of owned cell %d", c);
    }
  }
  MPI_Allreduce(MPI_IN_PLACE, count, NX * NY, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  for (int id = 0; id < NX * NY; ++id)
    EXPECT(count[id] == 1, "global cell %d owned %d times", id, count[id]);
  for (int d = 1; d <= HALO; ++d) {
    int ring = (nx + 2 * d) * (ny + 2 * d) - (nx + 2 * d - 2) * (ny + 2 * d - 2);
    EXPECT(psyRtMeshGetLastHaloCell(m, d) - psyRtMeshGetLastHaloCell(m, d - 1) == ring,
           "halo ring %d", d);
  }
}

/* No dof of fs reached by two cells of one colour; every cell has a colour. */
static void checkColours(const PsyRtMesh *m, const PsyRtFunctionSpace *fs) {
  int undf = psyRtFunctionSpaceGetUndf(fs), ndf = psyRtFunctionSpaceGetNdf(fs);
  const int *map = psyRtFunctionSpaceGetDofmap(fs);
  int *user = malloc((size_t)undf * sizeof(int));
  for (int colour = 0; colour < psyRtMeshGetNColours(m); ++colour) {
    for (int d = 0; d < undf; ++d)
      user[d] = -1;
    int n;
    const int *cells = psyRtMeshGetColourCells(m, colour, &n);
    for (int k = 0; k < n; ++k)
      for (int df = 0; df < ndf; ++df) {
        int *u = &user[map[cells[k] * ndf + df]];
        EXPECT(*u < 0 || *u == cells[k], "colour %d: cells %d and %d share a dof", colour,
               *u, cells[k]);
        *u = cells[k];
      }
  }
  for (int c = 0; c < psyRtMeshGetNCells2d(m); ++c)
    EXPECT(psyRtMeshGetCellColour(m, c) >= 0, "cell %d has no colour", c);
  free(user);
}

/* The rank each dof of an owned cell should belong to: that of the lowest global cell id
 * among the local cells reaching it (all cells sharing it lie within halo depth 1). */
static int *expectedOwners(const PsyRtMesh *m, const PsyRtFunctionSpace *fs) {
  int undf = psyRtFunctionSpaceGetUndf(fs), ndf = psyRtFunctionSpaceGetNdf(fs);
  const int *map = psyRtFunctionSpaceGetDofmap(fs);
  int *lowest = malloc((size_t)undf * sizeof(int)), *owner = malloc((size_t)undf * sizeof(int));
  for (int d = 0; d < undf; ++d)
    lowest[d] = owner[d] = -1;
  for (int c = 0; c < psyRtMeshGetLastHaloCell(m, 1); ++c)
    for (int df = 0; df < ndf; ++df) {
      int d = map[c * ndf + df], id = psyRtMeshGetGlobalCellId(m, c);
      if (lowest[d] < 0 || id < lowest[d]) {
        lowest[d] = id;
        owner[d] = psyRtMeshGetCellOwner(m, c);
      }
    }
  free(lowest);
  return owner;
}

static int byFirst(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* Gathers pairs (global dof, value) from every rank to rank 0, sorted by dof. */
static int64_t *gatherPairs(const int64_t *pairs, int n, int *total) {
  int counts[16], displs[16];
  int mine = 2 * n;
  MPI_Gather(&mine, 1, MPI_INT, counts, 1, MPI_INT, 0, MPI_COMM_WORLD);
  *total = 0;
  for (int r = 0; rank == 0 && r < nranks; ++r) {
    displs[r] = 2 * *total;
    *total += counts[r] / 2;
  }
  int64_t *all = malloc((size_t)(2 * *total + 2) * sizeof(int64_t));
  MPI_Gatherv(pairs, mine, MPI_INT64_T, all, counts, displs, MPI_INT64_T, 0, MPI_COMM_WORLD);
  if (rank == 0)
    qsort(all, (size_t)*total, 2 * sizeof(int64_t), byFirst);
  return all;
}

static const int64_t *findPair(const int64_t *all, int n, int64_t key) {
  return bsearch(&key, all, (size_t)n, 2 * sizeof(int64_t), byFirst);
}

/* Every global dof owned once; each dof of an owned cell owned by its expected rank; every
 * dof of any local cell is owned somewhere. Prints the number of global dofs. */
static void checkOwnership(const PsyRtMesh *m, const PsyRtFunctionSpace *fs) {
  int undf = psyRtFunctionSpaceGetUndf(fs), owned = psyRtFunctionSpaceGetLastDofOwned(fs);
  int annexed = psyRtFunctionSpaceGetLastDofAnnexed(fs);
  int *expect = expectedOwners(m, fs);
  int64_t *mine = malloc((size_t)(2 * undf + 2) * sizeof(int64_t));
  int64_t *want = malloc((size_t)(2 * undf + 2) * sizeof(int64_t));
  int nwant = 0;
  for (int d = 0; d < undf; ++d) {
    mine[2 * d] = psyRtFunctionSpaceGetGlobalDof(fs, d);
    mine[2 * d + 1] = rank;
    want[2 * nwant] = mine[2 * d];
    want[2 * nwant++ + 1] = d < annexed ? expect[d] : -1;
  }
  int nowned, nall;
  int64_t *ownedAll = gatherPairs(mine, owned, &nowned);
  int64_t *wantAll = gatherPairs(want, nwant, &nall);
  if (rank == 0) {
    for (int k = 1; k < nowned; ++k)
      EXPECT(ownedAll[2 * k] != ownedAll[2 * k - 2], "dof %lld owned twice",
             (long long)ownedAll[2 * k]);
    for (int k = 0; k < nall; ++k) {
      const int64_t *o = findPair(ownedAll, nowned, wantAll[2 * k]);
      EXPECT(o, "dof %lld owned nowhere", (long long)wantAll[2 * k]);
      EXPECT(!o || wantAll[2 * k + 1] < 0 || o[1] == wantAll[2 * k + 1],
             "dof %lld owned by %lld, expected %lld", (long long)wantAll[2 * k],
             (long long)(o ? o[1] : -1), (long long)wantAll[2 * k + 1]);
    }
    printf("%s: %d global dofs\n", psyRtSpaceName(psyRtFunctionSpaceGetSpace(fs)), nowned);
  }
  free(ownedAll);
  free(wantAll);
  free(mine);
  free(want);
  free(expect);
}

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(NX, NY, NL, 1.0, 1.0, 1.0, HALO);
  rank = psyRtGetRank();
  nranks = psyRtGetNRanks();
  if (rank == 0)
    printf("%d ranks, block %d x %d\n", nranks, psyRtMeshGetNx(m), psyRtMeshGetNy(m));
  // NP1: 1 ranks, block 7 x 5
  // NP2: 2 ranks, block 3 x 5
  // NP3: 3 ranks, block 2 x 5
  // NP4: 4 ranks, block 3 x 2
  checkCells(m);
  static const PsyRtSpace spaces[] = {PSY_RT_W0, PSY_RT_W1, PSY_RT_W2, PSY_RT_W3,
                                      PSY_RT_WTHETA};
  for (int s = 0; s < 5; ++s) {
    PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(m, spaces[s], 0);
    checkColours(m, fs);
    checkOwnership(m, fs);
    psyRtFunctionSpaceDestroy(fs);
  }
  // NP1: W0: 105 global dofs
  // NP1-NEXT: W1: 280 global dofs
  // NP1-NEXT: W2: 245 global dofs
  // NP1-NEXT: W3: 70 global dofs
  // NP1-NEXT: Wtheta: 105 global dofs
  // NP4: W0: 105 global dofs
  // NP4-NEXT: W1: 280 global dofs
  // NP4-NEXT: W2: 245 global dofs
  // NP4-NEXT: W3: 70 global dofs

  // Too small a mesh for the ranks, and no halo over several ranks.
  PsyRtMesh *tiny = psyRtMeshCreate(1, 1, 1, 1.0, 1.0, 1.0, 1);
  PsyRtMesh *bare = psyRtMeshCreate(NX, NY, 1, 1.0, 1.0, 1.0, 0);
  if (rank == 0)
    printf("tiny %s, no halo %s\n", tiny ? "made" : "refused", bare ? "made" : "refused");
  // NP1: tiny made, no halo made
  // NP2: tiny refused, no halo refused
  // NP3: tiny refused, no halo refused
  psyRtMeshDestroy(tiny);
  psyRtMeshDestroy(bare);
  psyRtMeshDestroy(m);

  int bad = (int)psyRtGlobalSum(failures);
  if (rank == 0)
    printf("%d failures on all ranks\n", bad);
  // NP1: 0 failures on all ranks
  // NP2: 0 failures on all ranks
  // NP3: 0 failures on all ranks
  // NP4: 0 failures on all ranks
  psyRtFinalize();
  return bad != 0;
}
