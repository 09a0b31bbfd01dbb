// The sanitizer build's leak suppressions (test/lsan.supp) hide only the third-party
// libraries' allocations: a field of this project's runtime that a program over MPI never
// destroys is still reported, with psyRtFieldCreate in its stack, and fails the run. Nothing
// of MPI's shows: on one rank the field (one object) is the direct leak, its data and dirty
// flags indirect ones, 3 allocations; on two ranks its exchange buffers and requests too, 6.
// REQUIRES: sanitizer, mpi
// RUN: %mpicc %s -I%psy_src_root/include %psy_rt_mpi_libs -o %t
// RUN: not --crash %t 2> %t.err
// RUN: FileCheck %s --check-prefixes=CHECK,NP1 < %t.err
// RUN: not %mpirun -np 2 %t 2> %t.np2.err
// RUN: FileCheck %s --check-prefixes=CHECK,NP2 < %t.np2.err
// CHECK: ERROR: LeakSanitizer: detected memory leaks
// CHECK: Direct leak of {{[0-9]+}} byte(s) in 1 object(s) allocated from:
// CHECK: in psyRtFieldCreate
// CHECK-NOT: libmpi
// CHECK-NOT: libopen-pal
// CHECK-NOT: libhwloc
// CHECK-NOT: libevent
// NP1: SUMMARY: AddressSanitizer: {{[0-9]+}} byte(s) leaked in 3 allocation(s).
// NP2: SUMMARY: AddressSanitizer: {{[0-9]+}} byte(s) leaked in 6 allocation(s).
#include "psy-rt/Runtime.h"

#include <stdio.h>

/* The field is created and exchanged here, and its pointer dropped on return. */
static void leakField(PsyRtFunctionSpace *fs) {
  PsyRtField *f = psyRtFieldCreate(fs, PSY_RT_REAL64);
  psyRtFieldHaloExchange(f, 1);
}

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(4, 4, 1, 1.0, 1.0, 1.0, 1);
  PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(m, PSY_RT_W0, 0);
  leakField(fs);
  psyRtFunctionSpaceDestroy(fs);
  psyRtMeshDestroy(m);
  psyRtFinalize();
  printf("done\n");
  return 0;
}
