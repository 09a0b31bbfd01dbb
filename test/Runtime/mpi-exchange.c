// Halo exchanges over 1 to 4 ranks (libPsyRuntimeMpi): owners write f(global dof) into
// their owned dofs and -1 elsewhere; after an exchange to depth d every annexed and halo dof
// to depth d holds f(its global dof) and deeper ones keep -1, for W0, W1, W2, W3 and Wtheta,
// real64 and int32, at depths 0 to 3, blocking and split into start/finish with work in
// between. Then rank-ordered sums (the same bits on every rank and on a rerun), min/max, and
// the global field writer, whose file is the same on 1 and 3 ranks.
// REQUIRES: mpi
// RUN: %mpicc %s -I%psy_src_root/include -I%S/Inputs %psy_rt_mpi_libs -o %t
// RUN: %t %t.np1.txt | FileCheck %s --check-prefixes=CHECK,NP1
// RUN: %mpirun -np 2 %t %t.np2.txt | FileCheck %s --check-prefixes=CHECK,NP2
// RUN: %mpirun -np 3 %t %t.np3.txt | FileCheck %s --check-prefixes=CHECK,NP3
// RUN: %mpirun -np 4 %t %t.np4.txt | FileCheck %s --check-prefixes=CHECK,NP4
// RUN: cmp %t.np1.txt %t.np3.txt
// RUN: cmp %t.np1.txt %t.np4.txt
// RUN: FileCheck %s --check-prefix=FILE < %t.np2.txt
#include "check.h"
#include "psy-rt/Runtime.h"

#include <mpi.h>
#include <stdint.h>
#include <string.h>

enum { NX = 6, NY = 5, NL = 2, HALO = 3 };

static double f(int64_t g) { return (double)(g % 1009) + 0.25; }

/* Owned dofs f(g), the others -1. */
static void fill(PsyRtField *field) {
  const PsyRtFunctionSpace *fs = psyRtFieldGetFunctionSpace(field);
  int owned = psyRtFunctionSpaceGetLastDofOwned(fs), undf = psyRtFunctionSpaceGetUndf(fs);
  void *data = psyRtFieldGetData(field);
  for (int d = 0; d < undf; ++d) {
    double v = d < owned ? f(psyRtFunctionSpaceGetGlobalDof(fs, d)) : -1.0;
    if (psyRtFieldGetDataType(field) == PSY_RT_INT32)
      ((int *)data)[d] = (int)v;
    else
      ((double *)data)[d] = v;
  }
  psyRtFieldSetDirty(field);
}

/* Dofs to depth hold f(g), deeper ones -1. */
static void check(PsyRtField *field, int depth, const char *how) {
  const PsyRtFunctionSpace *fs = psyRtFieldGetFunctionSpace(field);
  int last = psyRtFunctionSpaceGetLastDofHalo(fs, depth), undf = psyRtFunctionSpaceGetUndf(fs);
  void *data = psyRtFieldGetData(field);
  int isInt = psyRtFieldGetDataType(field) == PSY_RT_INT32, bad = 0;
  for (int d = 0; d < undf; ++d) {
    double expect = d < last ? f(psyRtFunctionSpaceGetGlobalDof(fs, d)) : -1.0;
    double got = isInt ? ((int *)data)[d] : ((double *)data)[d];
    bad += got != (isInt ? (int)expect : expect);
  }
  EXPECT(bad == 0, "%s %s %s depth %d: %d wrong dofs",
         psyRtSpaceName(psyRtFunctionSpaceGetSpace(fs)), isInt ? "int32" : "real64", how, depth,
         bad);
  EXPECT(psyRtFieldGetCleanDepth(field) == depth, "clean depth after exchange to %d", depth);
}

/* Work between start and finish, so the messages travel while it runs. */
static double work(void) {
  double s = 0;
  for (int k = 1; k < 100000; ++k)
    s += 1.0 / k;
  return s;
}

static void checkSpace(const PsyRtMesh *m, PsyRtSpace space, PsyRtDataType type) {
  PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(m, space, 0);
  PsyRtField *field = psyRtFieldCreate(fs, type);
  for (int depth = 0; depth <= HALO; ++depth) {
    fill(field);
    EXPECT(psyRtFieldHaloExchange(field, depth) == 0, "exchange");
    check(field, depth, "blocking");
    fill(field);
    EXPECT(psyRtFieldHaloExchangeStart(field, depth) == 0, "start");
    EXPECT(psyRtFieldHaloExchangeStart(field, depth) == -1, "second start");
    EXPECT(work() > 1.0, "work");
    EXPECT(psyRtFieldHaloExchangeFinish(field, depth) == 0, "finish");
    check(field, depth, "start/finish");
  }
  EXPECT(psyRtFieldHaloExchange(field, HALO + 1) == -1, "exchange beyond the halo");
  EXPECT(psyRtFieldHaloExchangeFinish(field, 1) == -1, "finish without start");
  psyRtFieldDestroy(field);
  psyRtFunctionSpaceDestroy(fs);
}

static void checkReductions(int rank) {
  double mine = 0.1 * (rank + 1) + 1e-17 * rank;
  double a = psyRtGlobalSum(mine), b = psyRtGlobalSum(mine), all[16];
  EXPECT(memcmp(&a, &b, sizeof a) == 0, "sum differs on a rerun");
  MPI_Allgather(&a, 1, MPI_DOUBLE, all, 1, MPI_DOUBLE, MPI_COMM_WORLD);
  for (int r = 0; r < psyRtGetNRanks(); ++r)
    EXPECT(memcmp(&a, &all[r], sizeof a) == 0, "sum differs on rank %d", r);
  double lo = psyRtGlobalMin(rank + 0.5), hi = psyRtGlobalMax(rank + 0.5);
  if (rank == 0)
    printf("min %g max %g\n", lo, hi);
}

int main(int argc, char **argv) {
  PsyRtMesh *m = psyRtMeshCreate(NX, NY, NL, 1.0, 1.0, 1.0, HALO);
  int rank = psyRtGetRank();
  static const PsyRtSpace spaces[] = {PSY_RT_W0, PSY_RT_W1, PSY_RT_W2, PSY_RT_W3,
                                      PSY_RT_WTHETA};
  for (int s = 0; s < 5; ++s) {
    checkSpace(m, spaces[s], PSY_RT_REAL64);
    checkSpace(m, spaces[s], PSY_RT_INT32);
  }
  checkReductions(rank);
  // NP1: min 0.5 max 0.5
  // NP2: min 0.5 max 1.5
  // NP3: min 0.5 max 2.5
  // NP4: min 0.5 max 3.5

  // The writer: a W2 field holding f(global dof), the same file on any number of ranks.
  PsyRtFunctionSpace *w2 = psyRtFunctionSpaceCreate(m, PSY_RT_W2, 0);
  PsyRtField *field = psyRtFieldCreate(w2, PSY_RT_REAL64);
  fill(field);
  EXPECT(psyRtFieldWriteGlobal(field, argv[argc - 1]) == 0, "write");
  EXPECT(psyRtFieldWriteGlobal(field, "/nonexistent-dir/x") == -1, "write to a bad path");
  // The first ids are x-edges' (entity kind 1): column key * (nlayers + 1) + layer.
  // FILE: 90 90.25
  // FILE-NEXT: 91 91.25
  // FILE-NEXT: 93 93.25
  psyRtFieldDestroy(field);
  psyRtFunctionSpaceDestroy(w2);
  psyRtMeshDestroy(m);

  int bad = (int)psyRtGlobalSum(failures);
  if (rank == 0)
    printf("%d failures on all ranks\n", bad);
  // CHECK: 0 failures on all ranks
  psyRtFinalize();
  return bad != 0;
}
