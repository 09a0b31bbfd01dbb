// The GOcean grid's C core: the loop regions of each point type under the SW and NE offsets on
// periodic and closed domains, derived masks, the periodic halo exchange to depths 1 and 2 on
// one rank and on 4 (every halo point gets the value of the global point it images), and the
// global sum.
// RUN: %cc %s -I%psy_src_root/include %psy_libdir/libPsyRuntime.a -lm -o %t
// RUN: %t | FileCheck %s --check-prefixes=CHECK,NP1
// REQUIRES: mpi
// RUN: %mpicc %s -I%psy_src_root/include %psy_rt_mpi_libs -o %t.mpi
// RUN: %mpirun -np 4 %t.mpi | FileCheck %s --check-prefixes=CHECK,NP4
#include "psy-rt/GOcean.h"
#include "psy-rt/Runtime.h"

#include <stdio.h>
#include <stdlib.h>

static const char *pointNames[] = {"U", "V", "T", "F", "ALL"};

static void printRegions(const char *title, const PsyRtGoGrid *g) {
  if (psyRtGetRank() != 0)
    return;
  printf("%s\n", title);
  for (int p = PSY_RT_GO_U_POINTS; p <= PSY_RT_GO_ALL_POINTS; ++p) {
    PsyRtGoRegion in, whole;
    psyRtGoGridGetRegion(g, p, PSY_RT_GO_INTERNAL, &in);
    psyRtGoGridGetRegion(g, p, PSY_RT_GO_WHOLE, &whole);
    printf("  %s internal %d:%d,%d:%d whole %d:%d,%d:%d\n", pointNames[p], in.xstart, in.xstop,
           in.ystart, in.ystop, whole.xstart, whole.xstop, whole.ystart, whole.ystop);
  }
}

// A value naming global point (I, J), 1-based, wrapped into the domain.
static double globalValue(int gnx, int gny, int gi, int gj) {
  gi = (gi - 1 + gnx) % gnx + 1;
  gj = (gj - 1 + gny) % gny + 1;
  return 1000.0 * gi + gj;
}

// Fills the owned points, exchanges to `depth` and counts the halo points within that depth
// that do not hold their image's value.
static int exchangeErrors(const PsyRtGoGrid *g, int depth) {
  int nx, ny, gnx, gny, errors = 0;
  PsyRtGoRegion r, gr;
  psyRtGoGridGetArraySize(g, &nx, &ny);
  psyRtGoGridGetGlobalSize(g, &gnx, &gny);
  psyRtGoGridGetSubdomain(g, &r);
  psyRtGoGridGetGlobalSubdomain(g, &gr);
  double *data = malloc((size_t)nx * ny * sizeof(double));
  for (int j = 1; j <= ny; ++j)
    for (int i = 1; i <= nx; ++i) {
      int owned = i >= r.xstart && i <= r.xstop && j >= r.ystart && j <= r.ystop;
      data[(j - 1) * nx + i - 1] =
          owned ? globalValue(gnx, gny, gr.xstart + i - r.xstart, gr.ystart + j - r.ystart) : -1;
    }
  psyRtGoHaloExchange(g, data, depth);
  for (int j = r.ystart - depth; j <= r.ystop + depth; ++j)
    for (int i = r.xstart - depth; i <= r.xstop + depth; ++i) {
      double want = globalValue(gnx, gny, gr.xstart + i - r.xstart, gr.ystart + j - r.ystart);
      errors += data[(j - 1) * nx + i - 1] != want;
    }
  // Beyond the depth, the halo is untouched.
  if (depth < psyRtGoGridGetHaloWidth(g))
    errors += data[(r.ystart - depth - 2) * nx + r.xstart - 1] != -1;
  free(data);
  return (int)psyRtGlobalSum(errors);
}

int main(void) {
  const int periodic[2] = {PSY_RT_GO_BC_PERIODIC, PSY_RT_GO_BC_PERIODIC};
  const int closed[2] = {PSY_RT_GO_BC_NONE, PSY_RT_GO_BC_NONE};
  int rank = psyRtGetRank();

  PsyRtGoGrid *g = psyRtGoGridCreate(8, 6, periodic, PSY_RT_GO_OFFSET_SW, 1, 0, 0);
  int nx, ny, bx, by, px, py;
  psyRtGoGridGetArraySize(g, &nx, &ny);
  psyRtGoGridGetBlock(g, &bx, &by, &px, &py);
  if (rank == 0)
    printf("blocks %d x %d, rank 0 arrays %d x %d\n", px, py, nx, ny);
  // NP1: blocks 1 x 1, rank 0 arrays 11 x 9
  // NP4: blocks 2 x 2, rank 0 arrays 7 x 6
  printRegions("periodic SW", g);
  // CHECK-LABEL: periodic SW
  // NP1-NEXT: U internal 2:9,2:7 whole 1:10,1:8
  // NP1-NEXT: V internal 2:9,2:7 whole 1:10,1:8
  // NP1-NEXT: T internal 2:9,2:7 whole 1:10,1:8
  // NP1-NEXT: F internal 2:9,2:7 whole 1:10,1:8
  // NP1-NEXT: ALL internal 1:11,1:9 whole 1:11,1:9
  // NP4-NEXT: U internal 2:5,2:4 whole 1:6,1:5
  // NP4-NEXT: V internal 2:5,2:4 whole 1:6,1:5
  // NP4-NEXT: T internal 2:5,2:4 whole 1:6,1:5
  // NP4-NEXT: F internal 2:5,2:4 whole 1:6,1:5
  // NP4-NEXT: ALL internal 1:7,1:6 whole 1:7,1:6
  int e1 = exchangeErrors(g, 1);
  if (rank == 0)
    printf("periodic depth 1: %d wrong\n", e1);
  // CHECK: periodic depth 1: 0 wrong
  psyRtGoGridDestroy(g);

  g = psyRtGoGridCreate(8, 6, periodic, PSY_RT_GO_OFFSET_SW, 2, 0, 0);
  int e2 = exchangeErrors(g, 2), e21 = exchangeErrors(g, 1);
  if (rank == 0)
    printf("periodic halo 2: depth 2 %d wrong, depth 1 %d wrong\n", e2, e21);
  // CHECK: periodic halo 2: depth 2 0 wrong, depth 1 0 wrong
  psyRtGoGridDestroy(g);

  // Closed domain, SW: the first U column, V row and F row and column of the domain are its
  // boundary; only the blocks at the west and south boundaries shift.
  g = psyRtGoGridCreate(8, 6, closed, PSY_RT_GO_OFFSET_SW, 1, 0, 0);
  printRegions("closed SW", g);
  // CHECK-LABEL: closed SW
  // NP1-NEXT: U internal 3:9,2:7 whole 2:10,1:8
  // NP1-NEXT: V internal 2:9,3:7 whole 1:10,2:8
  // NP1-NEXT: T internal 2:9,2:7 whole 1:10,1:8
  // NP1-NEXT: F internal 3:9,3:7 whole 2:10,2:8
  // NP4-NEXT: U internal 3:5,2:4 whole 2:6,1:5
  // NP4-NEXT: V internal 2:5,3:4 whole 1:6,2:5
  // NP4-NEXT: T internal 2:5,2:4 whole 1:6,1:5
  // NP4-NEXT: F internal 3:5,3:4 whole 2:6,2:5
  psyRtGoGridDestroy(g);

  g = psyRtGoGridCreate(8, 6, closed, PSY_RT_GO_OFFSET_NE, 1, 0, 0);
  printRegions("closed NE", g);
  // CHECK-LABEL: closed NE
  // NP1-NEXT: U internal 2:9,2:7 whole 1:10,1:8
  // NP1-NEXT: V internal 2:9,2:7 whole 1:10,1:8
  int e3 = exchangeErrors(g, 1);
  if (rank == 0)
    printf("closed exchange: %d wrong of the inner halo points\n", e3);
  // A closed domain on one rank has no neighbour: every halo point keeps -1.
  // NP1: closed exchange: {{[1-9][0-9]*}} wrong
  // NP4: closed exchange: {{[1-9][0-9]*}} wrong

  // Masks: one land point at T(3,3) (local indices) makes U(2,3) and U(3,3), which lie
  // between it and a neighbour under NE, land; the last column lies off the T mask.
  psyRtGoGridGetArraySize(g, &nx, &ny);
  int ex = nx - 1, ey = ny - 1; // the tmask covers owned points and halo, not the extra line
  int *tmask = malloc((size_t)ex * ey * sizeof(int)), *umask = malloc((size_t)nx * ny * sizeof(int));
  for (int k = 0; k < ex * ey; ++k)
    tmask[k] = 1;
  tmask[2 * ex + 2] = 0;
  psyRtGoGridSetTmask(g, tmask);
  psyRtGoGridFillMask(g, PSY_RT_GO_U_POINTS, umask);
  if (rank == 0)
    printf("NE umask row 3: %d %d %d %d, last column %d\n", umask[2 * nx + 0], umask[2 * nx + 1],
           umask[2 * nx + 2], umask[2 * nx + 3], umask[2 * nx + nx - 1]);
  // CHECK: NE umask row 3: 1 0 0 1, last column -1
  free(tmask);
  free(umask);
  psyRtGoGridDestroy(g);

  double sum = psyRtGlobalSum(rank + 1.0);
  if (rank == 0)
    printf("global sum %g\n", sum);
  // NP1: global sum 1
  // NP4: global sum 10

  // A halo wider than the narrowest block, and an offset no field supports, are refused.
  PsyRtGoGrid *wide = psyRtGoGridCreate(8, 6, periodic, PSY_RT_GO_OFFSET_SW, 7, 0, 0);
  PsyRtGoGrid *se = psyRtGoGridCreate(8, 6, periodic, PSY_RT_GO_OFFSET_SE, 1, 0, 0);
  if (rank == 0)
    printf("halo 7: %s, offset SE: %s\n", wide ? "made" : "refused", se ? "made" : "refused");
  // CHECK: halo 7: refused, offset SE: refused
  psyRtFinalize();
  return 0;
}
