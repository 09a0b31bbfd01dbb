!> bench/jit: how close the model's dominant invokes come to the machine. Each invoke of
!> bench_jit_alg_mod runs napply times per repetition (after one call, which specialises it
!> under --psy-jit), best of reps; a STREAM triad on arrays as long as a W0 field runs in the
!> same repetitions. Bytes are counted as STREAM counts them, each array read and each array
!> written once per dof (cell kernels: the fields they read and write, and the dofmap):
!>   helm       x read, lhs read and written: 3 W0 fields, + the W0 dofmap
!>   update     x, r read and written, p, ap read, r read again by the inner product: 7 fields
!>   direction  p read and written, r read: 3 fields
!>   diagnose   u read (W0), mean written (W3), + both dofmaps
!> Arguments: nx ny nlayers reps napply [first]: the invokes from number `first` on (1: all;
!> 2: all but the Helmholtz operator, which takes seconds a call on meshes larger than the
!> caches). Prints per invoke its time per call, its bandwidth and that as a fraction of the
!> triad's, then the triad.
program bw_main
  use constants_mod,                only: r_def, i_def
  use fs_continuity_mod,            only: W0, W3
  use mesh_mod,                     only: mesh_type
  use function_space_mod,           only: function_space_type
  use field_mod,                    only: field_type, field_proxy_type
  use quadrature_xyoz_mod,          only: quadrature_xyoz_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use bench_jit_alg_mod,            only: helm, update, direction, diagnose
  implicit none

  real(r_def), parameter :: alpha = 0.1_r_def, hx = 0.5_r_def, hy = 0.5_r_def, &
                            hz = 0.25_r_def
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: x, r, p, ap, mean
  type(quadrature_xyoz_type) :: qr
  real(r_def), allocatable :: ta(:), tb(:), tc(:)
  real(r_def) :: t(5), bytes(5), rr, check
  integer(i_def) :: nx, ny, nl, reps, napply, rep, n0, n3, ncol, k, first
  character(32) :: arg
  character(10), parameter :: names(5) = [character(10) :: 'helm', 'update', 'direction', &
                                          'diagnose', 'triad']

  nx = iarg(1); ny = iarg(2); nl = iarg(3); reps = iarg(4); napply = iarg(5)
  first = 1
  if (command_argument_count() > 5) first = iarg(6)
  mesh = mesh_type(nx, ny, nl, hx, hy, hz, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call x%initialise(vector_space=w0_fs, name='x')
  call r%initialise(vector_space=w0_fs, name='r')
  call p%initialise(vector_space=w0_fs, name='p')
  call ap%initialise(vector_space=w0_fs, name='ap')
  call mean%initialise(vector_space=w3_fs, name='mean')
  qr = quadrature_xyoz_type(3, quadrature_rule_gaussian_type())
  n0 = size_of(x); n3 = size_of(mean); ncol = nx * ny
  bytes = [8.0_r_def * (3 * n0 + 4 * ncol), 8.0_r_def * 7 * n0, 8.0_r_def * 3 * n0, &
           8.0_r_def * (n0 + n3) + 4.0_r_def * 9 * ncol, 24.0_r_def * n0]
  allocate(ta(n0), tb(n0), tc(n0))
  ta = 0.0_r_def; tb = 1.0_r_def; tc = 0.5_r_def
  call set(x, 1.0_r_def); call set(r, 0.5_r_def); call set(p, 0.25_r_def)
  call set(ap, 0.0_r_def); call set(mean, 0.0_r_def)
  do k = first, 4
    call run(k) ! the first call specialises
  end do
  t = huge(1.0_r_def)
  do rep = 1, reps
    do k = first, 5
      t(k) = min(t(k), timed(k))
    end do
  end do
  check = total(x) + total(r) + total(p) + total(ap) + total(mean) + sum(ta)
  print '(a, i0, a, i0, a)', 'W0 dofs ', n0, ', W3 dofs ', n3, ' (best of each)'
  do k = first, 5
    print '(a10, f12.6, a, f8.2, a, f6.3)', names(k), t(k), ' s/call ', &
          bytes(k) / t(k) / 1.0e9_r_def, ' GB/s  of triad ', (bytes(k) / t(k)) / (bytes(5) / t(5))
  end do
  print '(a, es24.17)', 'checksum ', check

contains

  integer(i_def) function iarg(i)
    integer, intent(in) :: i
    call get_command_argument(i, arg)
    read(arg, *) iarg
  end function iarg

  integer(i_def) function size_of(f)
    type(field_type), intent(in) :: f
    type(field_proxy_type) :: fp
    fp = f%get_proxy()
    size_of = size(fp%data)
  end function size_of

  subroutine set(f, value)
    type(field_type), intent(in) :: f
    real(r_def), intent(in) :: value
    type(field_proxy_type) :: fp
    integer(i_def) :: i
    fp = f%get_proxy()
    do i = 1, size(fp%data)
      fp%data(i) = value + real(mod(i, 7), r_def) * 1.0e-3_r_def
    end do
  end subroutine set

  real(r_def) function total(f)
    type(field_type), intent(in) :: f
    type(field_proxy_type) :: fp
    fp = f%get_proxy()
    total = sum(fp%data)
  end function total

  real(r_def) function seconds()
    integer(kind=8) :: count, rate
    call system_clock(count, rate)
    seconds = real(count, r_def) / rate
  end function seconds

  !> Invoke k once (5: the triad). Small steps keep the values bounded over many calls.
  subroutine run(k)
    integer(i_def), intent(in) :: k
    select case (k)
    case (1)
      call helm(ap, p, qr, 1.0e-6_r_def, hx, hy, hz)
    case (2)
      call update(x, r, p, ap, 1.0e-6_r_def, rr)
    case (3)
      call direction(p, r, 1.0e-6_r_def)
    case (4)
      call diagnose(mean, x)
    case default
      call triad(n0, ta, tb, tc, 1.0e-6_r_def)
    end select
  end subroutine run

  !> Explicit-shape dummies: the compiler knows the three arrays apart and vectorises.
  subroutine triad(n, a, b, c, s)
    integer(i_def), intent(in) :: n
    real(r_def), intent(out) :: a(n)
    real(r_def), intent(in) :: b(n), c(n), s
    integer(i_def) :: i
    do i = 1, n
      a(i) = b(i) + s * c(i)
    end do
  end subroutine triad

  real(r_def) function timed(k)
    integer(i_def), intent(in) :: k
    real(r_def) :: t0
    integer(i_def) :: i
    t0 = seconds()
    do i = 1, napply
      call run(k)
    end do
    timed = (seconds() - t0) / napply
  end function timed

end program bw_main
