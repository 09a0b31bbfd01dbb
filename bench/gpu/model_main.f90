!> bench/gpu: the model (test/Examples/model's model_run, psyc's distributed-memory code on the
!> runtime without MPI: one process) on an nx x ny x nl periodic mesh with one halo ring, built
!> for the device (--target=nvptx) or for the CPU (--psy-omp). Arguments: nx ny nlayers
!> nsteps niter reps. Each repetition starts from the same state (b refilled on the host and
!> declared changed, so the device copies it again) and times model_run; prints one line per
!> repetition: `run <rep> time <s> checksum <x>`.
program model_main
  use, intrinsic :: iso_fortran_env, only: int64
  use constants_mod,                only: r_def, i_def
  use fs_continuity_mod,            only: W0, W3
  use mesh_mod,                     only: mesh_type
  use function_space_mod,           only: function_space_type
  use field_mod,                    only: field_type, field_proxy_type
  use quadrature_xyoz_mod,          only: quadrature_xyoz_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use psy_device_mod,               only: psy_device_host_changed
  use model_ids_mod,                only: fill_global_ids
  use model_alg_mod,                only: model_run
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: u, b, x, r, p, ap, mean
  type(field_proxy_type) :: pb
  type(quadrature_xyoz_type) :: qr
  real(kind=r_def) :: checksum
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
    pb = b%get_proxy()
    call psy_device_host_changed(pb%data)
    call system_clock(c0, rate)
    call model_run(u, b, x, r, p, ap, mean, qr, 0.1_r_def, 0.5_r_def, 0.5_r_def, 0.25_r_def, &
                   args(4), args(5), checksum)
    call system_clock(c1)
    print '(a,i0,a,f10.4,a,es24.17)', 'run ', rep, ' time ', &
          real(c1 - c0, r_def) / real(rate, r_def), ' checksum ', checksum
  end do
end program model_main
