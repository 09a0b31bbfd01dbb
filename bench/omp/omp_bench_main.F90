!> bench/omp: the model's OpenMP schedules through psy-mlir (psyc --psy-omp: bench_omp_alg_mod's
!> Helmholtz invoke, whose coloured cell loop runs the cells of a colour on the threads, and
!> model_alg_mod's model_run) against the same invokes as plain loops with OpenMP directives
!> (omp_ref_mod, PSyclone's OpenMP code), in one run at the thread count OMP_NUM_THREADS gives.
!> Arguments: nx ny nlayers nsteps niter reps napply. Each repetition times napply Helmholtz
!> invokes and one model run of each; prints the best of reps:
!>   helm <psy-mlir s> <plain s>     (per invoke)
!>   model <psy-mlir s> <plain s>
!>   checksums <psy-mlir> <plain>
!> Built with -DPLAIN_ONLY it times the plain loops alone (the gfortran baseline, whose
!> module files cannot be mixed with flang's) and prints "-" for psy-mlir.
program omp_bench_main

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
  use bench_omp_alg_mod,            only: helm_apply
#endif
  use omp_ref_mod,                  only: helm_apply_omp_ref, model_run_omp_ref

  implicit none

  real(kind=r_def), parameter :: alpha = 0.1_r_def, hx = 0.5_r_def, hy = 0.5_r_def, &
                                 hz = 0.25_r_def
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: u, b, x, r, p, ap, mean
  type(quadrature_xyoz_type) :: qr
  real(kind=r_def) :: checksum, reference, best(4)
  integer(kind=i_def) :: nx, ny, nl, nsteps, niter, reps, napply, rep, i
  integer(kind=8) :: c0, rate
  character(len=32) :: arg

  nx = iarg(1); ny = iarg(2); nl = iarg(3); nsteps = iarg(4); niter = iarg(5); reps = iarg(6)
  napply = iarg(7)
  ! No halo: the mesh wraps, so the schedules without distributed memory solve the periodic
  ! problem the distributed-memory runs of run.sh solve (one checksum for all).
  mesh = mesh_type(nx, ny, nl, hx, hy, hz, 0)
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

  best = huge(1.0_r_def)
  checksum = 0.0_r_def
  do rep = 1, reps
#ifndef PLAIN_ONLY
    call fill_global_ids(p)
    call system_clock(c0, rate)
    do i = 1, napply
      call helm_apply(ap, p, qr, alpha, hx, hy, hz)
    end do
    best(1) = min(best(1), since(c0) / napply)
    call fill_global_ids(b)
    call system_clock(c0)
    call model_run(u, b, x, r, p, ap, mean, qr, alpha, hx, hy, hz, nsteps, niter, checksum)
    best(2) = min(best(2), since(c0))
#endif
    call fill_global_ids(p)
    call system_clock(c0, rate)
    do i = 1, napply
      call helm_apply_omp_ref(ap, p, qr, alpha, hx, hy, hz)
    end do
    best(3) = min(best(3), since(c0) / napply)
    call fill_global_ids(b)
    call system_clock(c0)
    call model_run_omp_ref(u, b, x, r, p, ap, mean, qr, alpha, hx, hy, hz, nsteps, niter, &
                           reference)
    best(4) = min(best(4), since(c0))
  end do
#ifdef PLAIN_ONLY
  print '(a,f12.6)', 'helm - ', best(3)
  print '(a,f12.6)', 'model - ', best(4)
  print '(a,es24.17)', 'checksums - ', reference
#else
  print '(a,f12.6,f12.6)', 'helm ', best(1), best(3)
  print '(a,f12.6,f12.6)', 'model ', best(2), best(4)
  print '(a,es24.17,a,es24.17)', 'checksums ', checksum, ' ', reference
#endif

contains

  integer(kind=i_def) function iarg(i)
    integer, intent(in) :: i
    call get_command_argument(i, arg)
    read(arg, *) iarg
  end function iarg

  !> Seconds since the clock read c0.
  real(kind=r_def) function since(c0)
    integer(kind=8), intent(in) :: c0
    integer(kind=8) :: c1
    call system_clock(c1)
    since = real(c1 - c0, r_def) / real(rate, r_def)
  end function since

end program omp_bench_main
