!> bench/dm-run: the model (test/Examples/model, psyc's DM code) on however many MPI ranks run
!> it. Arguments: nx ny nlayers nsteps niter reps. Each repetition times model_run (the
!> slowest rank's wall time) and the time spent in halo exchanges (the slowest rank's); rank 0
!> prints one line per repetition: `run <rep> time <s> exchange <s> checksum <x>`.
program dm_bench_main

  use, intrinsic :: iso_fortran_env, only: int64
  use constants_mod,                only: r_def, i_def
  use fs_continuity_mod,            only: W0, W3
  use mesh_mod,                     only: mesh_type
  use function_space_mod,           only: function_space_type
  use field_mod,                    only: field_type
  use quadrature_xyoz_mod,          only: quadrature_xyoz_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use scalar_mod,                   only: scalar_type
  use mpi_mod,                      only: get_comm_rank, finalise_comm
  use psy_rt_c_mod,                 only: psy_rt_halo_exchange_seconds
  use model_ids_mod,                only: fill_global_ids
  use model_alg_mod,                only: model_run

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: u, b, x, r, p, ap, mean
  type(quadrature_xyoz_type) :: qr
  type(scalar_type) :: slowest
  real(kind=r_def) :: checksum, t, ex
  integer(kind=i_def) :: args(6), i, rep
  integer(int64) :: c0, c1, rate
  character(len=32) :: arg

  args = [128, 128, 20, 1, 6, 3]
  do i = 1, min(command_argument_count(), 6)
    call get_command_argument(i, arg)
    read (arg, *) args(i)
  end do
  mesh = mesh_type(args(1), args(2), args(3), 0.5_r_def, 0.5_r_def, 0.25_r_def, 1)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call u%initialise(vector_space=w0_fs, name='u')
  call b%initialise(vector_space=w0_fs, name='b')
  call x%initialise(vector_space=w0_fs, name='x')
  call r%initialise(vector_space=w0_fs, name='r')
  call p%initialise(vector_space=w0_fs, name='p')
  call ap%initialise(vector_space=w0_fs, name='ap')
  call mean%initialise(vector_space=w3_fs, name='mean')
  qr = quadrature_xyoz_type(3, quadrature_rule_gaussian_type())

  do rep = 1, args(6)
    call fill_global_ids(b)
    ex = psy_rt_halo_exchange_seconds()
    call system_clock(c0, rate)
    call model_run(u, b, x, r, p, ap, mean, qr, 0.1_r_def, 0.5_r_def, 0.5_r_def, 0.25_r_def, &
                   args(4), args(5), checksum)
    call system_clock(c1)
    slowest%value = real(c1 - c0, r_def) / real(rate, r_def)
    t = slowest%get_max()
    slowest%value = psy_rt_halo_exchange_seconds() - ex
    ex = slowest%get_max()
    if (get_comm_rank() == 0) &
      print '(a,i0,a,f10.4,a,f10.4,a,es24.17)', 'run ', rep, ' time ', t, ' exchange ', ex, &
            ' checksum ', checksum
  end do
  call finalise_comm()
end program dm_bench_main
