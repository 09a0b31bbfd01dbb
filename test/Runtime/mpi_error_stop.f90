! `error stop` on one rank ends the whole job: rank 1 stops while rank 0 waits for its halo
! values in halo_exchange. The runtime's exit hook sees a rank ending before finalise_comm
! and aborts the job, so the run stops with a non-zero status and a message well before
! %mpirun's timeout (status 124).
! REQUIRES: mpi
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_mpi_libs %flang_rt -o %t
! RUN: %mpirun -np 2 %t > %t.out 2>&1; echo "status $?" >> %t.out
! RUN: FileCheck %s < %t.out
! RUN: FileCheck --check-prefix=TIMEOUT %s < %t.out
! CHECK-DAG: rank 1 gives up
! CHECK-DAG: psy-rt: rank 1 of 2 ended before psyRtFinalize: aborting the job
! CHECK: {{^}}status {{[1-9][0-9]*$}}
! A timeout's status must not appear anywhere (a CHECK-NOT just before the line above
! would check nothing: that line matches `status 124` too).
! TIMEOUT-NOT: status 124
program mpi_error_stop_test

  use constants_mod, only: r_def
  use fs_continuity_mod, only: W0
  use mesh_mod, only: mesh_type
  use mpi_mod, only: get_comm_rank, finalise_comm
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs
  type(field_type) :: theta
  type(field_proxy_type) :: theta_p

  mesh = mesh_type(4, 4, 1, 1.0_r_def, 1.0_r_def, 1.0_r_def, 1)
  w0_fs = function_space_type(mesh, 0, W0)
  call theta%initialise(vector_space=w0_fs)
  theta_p = theta%get_proxy()
  if (get_comm_rank() == 1) error stop 'rank 1 gives up'
  call theta_p%halo_exchange(depth=1)
  print '(a)', 'rank 0 got its halo: wrong'
  call finalise_comm()
end program mpi_error_stop_test
