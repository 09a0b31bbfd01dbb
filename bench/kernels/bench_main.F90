!> bench/kernels: the model's invokes through psy-mlir (model_run: psyc's binding module and
!> schedule object, kernels inlined) against the same kernels called from PSyclone-style plain
!> loops (model_run_ref), on one mesh, in one run. Arguments: nx ny nlayers nsteps niter reps.
!> Prints the best time of `reps` runs of each and their ratio. Built with -DPLAIN_ONLY it
!> times the plain loops alone: the gfortran baseline, whose module files cannot be mixed with
!> flang's (bench/kernels/run.sh builds the runtime's modules with gfortran for it).
program bench_main

  use constants_mod,                only: r_def, i_def
  use fs_continuity_mod,            only: W0, W3
  use mesh_mod,                     only: mesh_type
  use function_space_mod,           only: function_space_type
  use field_mod,                    only: field_type
  use quadrature_xyoz_mod,          only: quadrature_xyoz_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use model_ids_mod,                only: fill_global_ids
#ifndef PLAIN_ONLY
  use model_alg_mod,                only: model_run
#endif
  use model_ref_mod,                only: model_run_ref

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: u, b, x, r, p, ap, mean
  type(quadrature_xyoz_type) :: qr
  real(kind=r_def) :: checksum, reference, t_psy, t_ref, t
  integer(kind=i_def) :: nx, ny, nl, nsteps, niter, reps, rep
  integer(kind=8) :: c0, c1, rate
  character(len=32) :: arg

  nx = iarg(1); ny = iarg(2); nl = iarg(3); nsteps = iarg(4); niter = iarg(5); reps = iarg(6)
  mesh = mesh_type(nx, ny, nl, 0.5_r_def, 0.5_r_def, 0.25_r_def, 1)
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

  t_psy = huge(1.0_r_def)
  t_ref = huge(1.0_r_def)
  checksum = 0.0_r_def
  do rep = 1, reps
#ifndef PLAIN_ONLY
    call system_clock(c0, rate)
    call fill_global_ids(b)
    call model_run(u, b, x, r, p, ap, mean, qr, 0.1_r_def, 0.5_r_def, 0.5_r_def, 0.25_r_def, &
                   nsteps, niter, checksum)
    call system_clock(c1)
    t = real(c1 - c0, r_def) / rate
    t_psy = min(t_psy, t)
#endif
    call system_clock(c0, rate)
    call fill_global_ids(b)
    call model_run_ref(u, b, x, r, p, ap, mean, qr, 0.1_r_def, 0.5_r_def, 0.5_r_def,       &
                       0.25_r_def, nsteps, niter, reference, quiet=.true.)
    call system_clock(c1)
    t = real(c1 - c0, r_def) / rate
    t_ref = min(t_ref, t)
  end do
#ifdef PLAIN_ONLY
  print '(a,es24.17)', 'checksum ', reference
  print '(a,f10.4,a)', 'plain loops ', t_ref, ' s'
#else
  print '(a,es24.17,a,es24.17)', 'checksums ', checksum, ' ', reference
  print '(a,f10.4,a,f10.4,a,f6.3)', 'psy-mlir ', t_psy, ' s  plain loops ', t_ref, &
        ' s  speed-up ', t_ref / t_psy
#endif

contains

  integer(kind=i_def) function iarg(i)
    integer, intent(in) :: i
    call get_command_argument(i, arg)
    read(arg, *) iarg
  end function iarg

end program bench_main
