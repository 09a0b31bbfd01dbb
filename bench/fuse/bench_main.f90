!> bench/fuse: builtin chains of 3 and 5 builtins on N dofs (a W3 field on an nx x ny x nl
!> mesh) through psy-mlir fused (psy-fuse), psy-mlir unfused, and one plain Fortran loop per
!> builtin (flang -O3, PSyclone's PSy layer without fusion), with a STREAM triad on arrays of
!> the same length in the same run. Arguments: nx ny nl reps. Prints the best time of each
!> form, the speed-ups and the bandwidths, counted as STREAM counts them (each array read
!> and each array written once per dof: chain3 moves 4 arrays fused, chain5 5; the triad 3).
program bench_main
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use bench_fuse_alg_mod, only: fused3 => chain3, fused5 => chain5
  use bench_unfused_alg_mod, only: unfused3 => chain3, unfused5 => chain5
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(field_type) :: x, y, z, w, v
  real(r_def), allocatable :: ta(:), tb(:), tc(:)
  real(r_def), parameter :: a = 0.5_r_def, c = 1.5_r_def
  real(r_def) :: t(7), check(6)
  integer(i_def) :: nx, ny, nl, reps, rep, n
  character(32) :: arg

  nx = iarg(1); ny = iarg(2); nl = iarg(3); reps = iarg(4)
  mesh = mesh_type(nx, ny, nl, 1.0_r_def, 1.0_r_def, 1.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  call x%initialise(vector_space=w3_fs, name='x')
  call y%initialise(vector_space=w3_fs, name='y')
  call z%initialise(vector_space=w3_fs, name='z')
  call w%initialise(vector_space=w3_fs, name='w')
  call v%initialise(vector_space=w3_fs, name='v')
  n = size_of(x)
  allocate(ta(n), tb(n), tc(n))
  ta = 1.0_r_def; tb = 2.0_r_def; tc = 0.5_r_def
  t = huge(1.0_r_def)
  do rep = 1, reps
    call fill()
    t(1) = min(t(1), timed3(1))
    check(1) = total(z)
    call fill()
    t(2) = min(t(2), timed3(2))
    check(2) = total(z)
    call fill()
    t(3) = min(t(3), timed3(3))
    check(3) = total(z)
    call fill()
    t(4) = min(t(4), timed5(1))
    check(4) = total(v)
    call fill()
    t(5) = min(t(5), timed5(2))
    check(5) = total(v)
    call fill()
    t(6) = min(t(6), timed5(3))
    check(6) = total(v)
    t(7) = min(t(7), triad())
  end do
  ! Fused and unfused agree to the bit; the plain loops may contract a*x+y into a fused
  ! multiply-add (flang -O3 -march=native), so they agree to rounding.
  if (check(1) /= check(2) .or. check(4) /= check(5) .or. &
      abs(check(3) - check(1)) > 1.0e-9_r_def * abs(check(1)) .or. &
      abs(check(6) - check(4)) > 1.0e-9_r_def * abs(check(4))) then
    print *, 'results differ:', check
    stop 1
  end if
  print '(a, i0, a)', 'dofs ', n, ' (best of each form)'
  call report('chain3', t(1), t(2), t(3), 4)
  call report('chain5', t(4), t(5), t(6), 5)
  print '(a, f8.4, a, f7.2, a)', 'STREAM triad           ', t(7), ' s  ', &
        24.0_r_def * n / t(7) / 1.0e9_r_def, ' GB/s'
  print '(a, f6.3)', 'chain3 fused bandwidth / triad ', (32.0_r_def * n / t(1)) / (24.0_r_def * n / t(7))
  print '(a, f6.3)', 'chain5 fused bandwidth / triad ', (40.0_r_def * n / t(4)) / (24.0_r_def * n / t(7))

contains

  integer(i_def) function iarg(i)
    integer, intent(in) :: i
    call get_command_argument(i, arg)
    read(arg, *) iarg
  end function iarg

  integer(i_def) function size_of(f)
    type(field_type), intent(in) :: f
    type(field_proxy_type) :: p
    p = f%get_proxy()
    size_of = size(p%data)
  end function size_of

  subroutine set(f, value)
    type(field_type), intent(in) :: f
    real(r_def), intent(in) :: value
    type(field_proxy_type) :: p
    integer(i_def) :: i
    p = f%get_proxy()
    do i = 1, size(p%data)
      p%data(i) = value + real(mod(i, 7), r_def) * 0.125_r_def
    end do
  end subroutine set

  subroutine fill()
    call set(x, 1.0_r_def)
    call set(y, 2.0_r_def)
    call set(z, 0.0_r_def)
    call set(w, 0.0_r_def)
    call set(v, 0.0_r_def)
  end subroutine fill

  real(r_def) function total(f)
    type(field_type), intent(in) :: f
    type(field_proxy_type) :: p
    p = f%get_proxy()
    total = sum(p%data)
  end function total

  real(r_def) function seconds()
    integer(kind=8) :: count, rate
    call system_clock(count, rate)
    seconds = real(count, r_def) / rate
  end function seconds

  !> Form 1 fused, 2 unfused, 3 plain loops.
  real(r_def) function timed3(form)
    integer, intent(in) :: form
    real(r_def) :: t0
    t0 = seconds()
    select case (form)
    case (1)
      call fused3(x, y, z, a, c)
    case (2)
      call unfused3(x, y, z, a, c)
    case default
      call plain3(x, y, z)
    end select
    timed3 = seconds() - t0
  end function timed3

  real(r_def) function timed5(form)
    integer, intent(in) :: form
    real(r_def) :: t0
    t0 = seconds()
    select case (form)
    case (1)
      call fused5(x, y, z, w, v, a, c)
    case (2)
      call unfused5(x, y, z, w, v, a, c)
    case default
      call plain5(x, y, z, w, v)
    end select
    timed5 = seconds() - t0
  end function timed5

  !> PSyclone's PSy layer for chain3 without fusion: one loop per builtin.
  subroutine plain3(fx, fy, fz)
    type(field_type), intent(in) :: fx, fy, fz
    type(field_proxy_type) :: px, py, pz
    integer(i_def) :: df
    px = fx%get_proxy(); py = fy%get_proxy(); pz = fz%get_proxy()
    do df = 1, px%vspace%get_undf()
      px%data(df) = a * px%data(df) + py%data(df)
    end do
    do df = 1, pz%vspace%get_undf()
      pz%data(df) = px%data(df) + py%data(df)
    end do
    do df = 1, pz%vspace%get_undf()
      pz%data(df) = c * pz%data(df)
    end do
  end subroutine plain3

  subroutine plain5(fx, fy, fz, fw, fv)
    type(field_type), intent(in) :: fx, fy, fz, fw, fv
    type(field_proxy_type) :: px, py, pz, pw, pv
    integer(i_def) :: df
    px = fx%get_proxy(); py = fy%get_proxy(); pz = fz%get_proxy()
    pw = fw%get_proxy(); pv = fv%get_proxy()
    do df = 1, pz%vspace%get_undf()
      pz%data(df) = px%data(df) + py%data(df)
    end do
    do df = 1, pz%vspace%get_undf()
      pz%data(df) = a * pz%data(df)
    end do
    do df = 1, pw%vspace%get_undf()
      pw%data(df) = pz%data(df) * px%data(df)
    end do
    do df = 1, pw%vspace%get_undf()
      pw%data(df) = c * pw%data(df) + py%data(df)
    end do
    do df = 1, pv%vspace%get_undf()
      pv%data(df) = pw%data(df) - pz%data(df)
    end do
  end subroutine plain5

  real(r_def) function triad()
    real(r_def) :: t0
    integer(i_def) :: i
    t0 = seconds()
    do i = 1, n
      ta(i) = tb(i) + c * tc(i)
    end do
    triad = seconds() - t0
    if (ta(n) < 0.0_r_def) print *, ta(1)  ! keeps the loop
  end function triad

  subroutine report(name, fused, unfused, plain, arrays)
    character(*), intent(in) :: name
    real(r_def), intent(in) :: fused, unfused, plain
    integer, intent(in) :: arrays
    print '(a, a, f8.4, a, f7.2, a)', name, ' psy-mlir fused    ', fused, ' s  ', &
          8.0_r_def * arrays * n / fused / 1.0e9_r_def, ' GB/s'
    print '(a, a, f8.4, a)', name, ' psy-mlir unfused  ', unfused, ' s'
    print '(a, a, f8.4, a)', name, ' plain loops -O3   ', plain, ' s'
    print '(a, a, f6.3, a, f6.3)', name, ' fused speed-up over unfused ', unfused / fused, &
          ', over plain loops ', plain / fused
  end subroutine report

end program bench_main
