!> bench/gpu: the triad (aX_plus_Y, z = a*x + y) and the inner product (X_innerproduct_Y) on
!> W3 fields of nx*ny*nl dofs through psyc --target=nvptx, on the device $PSY_DEVICE names.
!> Arguments: nx ny nl reps. The first triad copies the fields to the device (not timed); then each
!> invoke is timed up to reps times (the launches wait for the kernel), and the best is printed
!> with its bandwidth, counted as STREAM counts it: each array read or written once a dof, the
!> triad 3 arrays, the inner product 2. The results are checked against the host's: the triad's
!> field (copied back) exactly, the inner product to 1e-10 relative (another order of sums).
program builtins_main
  use, intrinsic :: iso_fortran_env, only: int64
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use psy_device_mod, only: psy_device_update_host
  use bench_gpu_alg_mod, only: triad, inner
  implicit none

  real(r_def), parameter :: a = 0.5_r_def
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(field_type) :: x, y, z
  type(field_proxy_type) :: px, py, pz
  real(r_def) :: s, t0, best(2), expect, total
  integer(i_def) :: nx, ny, nl, reps, rep, n, i
  integer(int64) :: bad
  character(32) :: arg

  nx = iarg(1); ny = iarg(2); nl = iarg(3); reps = iarg(4)
  mesh = mesh_type(nx, ny, nl, 1.0_r_def, 1.0_r_def, 1.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  call x%initialise(vector_space=w3_fs, name='x')
  call y%initialise(vector_space=w3_fs, name='y')
  call z%initialise(vector_space=w3_fs, name='z')
  px = x%get_proxy(); py = y%get_proxy(); pz = z%get_proxy()
  n = size(px%data)
  do i = 1, n
    px%data(i) = 1.0_r_def + real(mod(i, 7), r_def) * 0.125_r_def
    py%data(i) = 2.0_r_def - real(mod(i, 5), r_def) * 0.25_r_def
  end do
  pz%data = 0.0_r_def

  ! The triad: the first call copies x and y to the device (untimed), the others do not.
  call triad(z, a, x, y)
  best = huge(1.0_r_def)
  do rep = 1, reps
    t0 = seconds()
    call triad(z, a, x, y)
    best(1) = min(best(1), seconds() - t0)
  end do
  call psy_device_update_host(pz%data)
  bad = count(pz%data /= a * px%data + py%data)
  print '(a, i0)', 'dofs ', n
  print '(a, es12.5, a, f10.2, a)', 'triad ', best(1), ' s ', &
        24.0_r_def * n / best(1) / 1.0e9_r_def, ' GB/s'
  flush(6)
  ! The inner product: x and y are on the device already, so every call is timed; no more
  ! calls once they have taken 2 s (a slow reduction must not eat a GPU machine's minutes).
  total = 0.0_r_def
  do rep = 1, reps
    t0 = seconds()
    call inner(s, x, y)
    best(2) = min(best(2), seconds() - t0)
    total = total + (seconds() - t0)
    if (total > 2.0_r_def) exit
  end do
  expect = sum(px%data * py%data)
  print '(a, es12.5, a, f10.2, a, i0, a)', 'inner ', best(2), ' s ', &
        16.0_r_def * n / best(2) / 1.0e9_r_def, ' GB/s (', min(rep, reps), ' calls)'
  if (bad /= 0 .or. abs(s - expect) > 1.0e-10_r_def * abs(expect)) then
    print '(a, i0, a, 2es24.16)', 'wrong results: triad ', bad, ' dofs; inner product ', s, expect
    stop 1
  end if
  print '(a)', 'results: as the host computes them'

contains

  integer(i_def) function iarg(k)
    integer, intent(in) :: k
    call get_command_argument(k, arg)
    read(arg, *) iarg
  end function iarg

  real(r_def) function seconds()
    integer(int64) :: count, rate
    call system_clock(count, rate)
    seconds = real(count, r_def) / real(rate, r_def)
  end function seconds
end program builtins_main
