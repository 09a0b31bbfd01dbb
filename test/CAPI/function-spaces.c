/* The compiler's and the runtime's function spaces (psy-c/FunctionSpaces.def) checked
 * against each other: for every space the runtime builds, the compiler knows the name, its
 * basis sizes are the runtime's, and the compiler calls it discontinuous exactly when the
 * runtime's dofmap shares no dof between two cells -- but for Wchi, which the compiler treats
 * as continuous as PSyclone does (the .def says why) while LFRic keeps its dofs in the cell.
 * RUN: psy-function-spaces-test | FileCheck %s
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "psy-c/Domain.h"
#include "psy-rt/Runtime.h"

/* Whether two cells' dofmaps hold the same dof (columns are contiguous: a dof shared up a
 * column is the same cell's, so only neighbours across the mesh count). */
static bool sharesDofs(const PsyRtFunctionSpace *fs, int ncells) {
  int ndf = psyRtFunctionSpaceGetNdf(fs);
  const int *map = psyRtFunctionSpaceGetDofmap(fs);
  for (int a = 0; a < ncells * ndf; ++a)
    for (int b = a + 1; b < ncells * ndf; ++b)
      if (a / ndf != b / ndf && map[a] == map[b]) return true;
  return false;
}

static void check(PsyRtSpace s, const PsyRtMesh *mesh) {
  char name[32];
  snprintf(name, sizeof name, "%s", psyRtSpaceName(s));
  for (char *p = name; *p; ++p) *p = (char)tolower((unsigned char)*p);
  size_t n = strlen(name);
  PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(mesh, s, 0);
  bool shared = sharesDofs(fs, psyRtMeshGetNCells2d(mesh));
  bool discontinuous = psyFunctionSpaceIsDiscontinuous(name, n);
  bool basis = psyFunctionSpaceBasisDim(name, n, PSY_BASIS) == psyRtSpaceGetDimSpace(s) &&
               psyFunctionSpaceBasisDim(name, n, PSY_DIFF_BASIS) == psyRtSpaceGetDimSpaceDiff(s);
  printf("%s: known %d, basis sizes agree %d, compiler %s, runtime %s dofs: %s\n", name,
         psyFunctionSpaceIsValid(name, n), basis,
         discontinuous ? "discontinuous" : "continuous", shared ? "shares" : "keeps its",
         discontinuous == !shared ? "agree" : "differ");
  psyRtFunctionSpaceDestroy(fs);
}

int main(void) {
  PsyRtMesh *mesh = psyRtMeshCreate(3, 3, 2, 1.0, 1.0, 1.0, 0);
  for (int s = 0; s < PSY_RT_NUM_SPACES; ++s) check((PsyRtSpace)s, mesh);
  psyRtMeshDestroy(mesh);
  return 0;
}
// CHECK: w0: known 1, basis sizes agree 1, compiler continuous, runtime shares dofs: agree
// CHECK-NEXT: w1: known 1, basis sizes agree 1, compiler continuous, runtime shares dofs: agree
// CHECK-NEXT: w2: known 1, basis sizes agree 1, compiler continuous, runtime shares dofs: agree
// CHECK-NEXT: w2h: known 1, basis sizes agree 1, compiler continuous, runtime shares dofs: agree
// CHECK-NEXT: w2v: known 1, basis sizes agree 1, compiler discontinuous, runtime keeps its dofs: agree
// CHECK-NEXT: w3: known 1, basis sizes agree 1, compiler discontinuous, runtime keeps its dofs: agree
// CHECK-NEXT: wtheta: known 1, basis sizes agree 1, compiler discontinuous, runtime keeps its dofs: agree
// The one deliberate difference (psy-c/FunctionSpaces.def): PSyclone's halo rules.
// CHECK-NEXT: wchi: known 1, basis sizes agree 1, compiler continuous, runtime keeps its dofs: differ
