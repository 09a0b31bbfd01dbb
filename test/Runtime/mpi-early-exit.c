// A rank that ends early ends the whole job with a message instead of leaving the others
// waiting forever in their next exchange: rank 1 returns from main while rank 0 waits for its
// halo values. The run must stop with a non-zero status well before %mpirun's timeout
// (status 124).
// REQUIRES: mpi
// RUN: %mpicc %s -I%psy_src_root/include %psy_rt_mpi_libs -o %t
// RUN: %mpirun -np 2 %t > %t.out 2>&1; echo "status $?" >> %t.out
// RUN: FileCheck %s < %t.out
// RUN: FileCheck --check-prefix=TIMEOUT %s < %t.out
// CHECK: psy-rt: rank 1 of 2 ended before psyRtFinalize: aborting the job
// CHECK: {{^}}status {{[1-9][0-9]*$}}
// A timeout's status must not appear anywhere (a CHECK-NOT just before the line above
// would check nothing: that line matches `status 124` too).
// TIMEOUT-NOT: status 124
#include "psy-rt/Runtime.h"

#include <stdio.h>

int main(void) {
  PsyRtMesh *m = psyRtMeshCreate(4, 4, 1, 1.0, 1.0, 1.0, 1);
  PsyRtFunctionSpace *fs = psyRtFunctionSpaceCreate(m, PSY_RT_W0, 0);
  PsyRtField *f = psyRtFieldCreate(fs, PSY_RT_REAL64);
  if (psyRtGetRank() == 1)
    return 3;
  psyRtFieldHaloExchange(f, 1);
  printf("rank 0 got its halo: wrong\n");
  psyRtFinalize();
  return 0;
}
