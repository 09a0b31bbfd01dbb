! The shallow-water reference: Sadourny's energy-conserving finite-difference scheme for the
! shallow-water equations on a doubly periodic M x N domain (the classic "shallow" benchmark),
! written from the equations as plain loops over serial arrays: no PSy layer, no runtime.
!
! Arrays run 1..M+1 by 1..N+1: each quantity is computed on one M x N set of points and its
! periodic images (column M+1 or 1, row N+1 or 1) are copied. On the C grid, with the south-west
! convention, u(i,j) lies west of p(i,j), v(i,j) south of it and z(i,j) on its south-west
! corner. Each step: mass fluxes cu = p u, cv = p v, potential vorticity z and the Bernoulli
! function h; then leapfrog updates of u, v, p; then Robert-Asselin smoothing of the old
! level (the first step is a forward step of dt).
! Prints the checksums (sum of |value|) of p, u and v after the last step.
program shallow_ref
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  integer, parameter :: M = 64, N = 48, ITMAX = 50
  real(wp), parameter :: dt = 90.0_wp, dx = 1.0e5_wp, dy = 1.0e5_wp, a = 1.0e6_wp
  real(wp), parameter :: alpha = 0.001_wp
  real(wp), dimension(M+1, N+1) :: u, v, p, unew, vnew, pnew, uold, vold, pold
  real(wp), dimension(M+1, N+1) :: cu, cv, z, h, psi
  real(wp) :: pi, tpi, di, dj, el, pcf, fsdx, fsdy, tdt, tdts8, tdtsdx, tdtsdy
  integer :: i, j, ncycle

  pi = 4.0_wp * atan(1.0_wp)
  tpi = pi + pi
  di = tpi / M
  dj = tpi / N
  el = N * dx
  pcf = pi * pi * a * a / (el * el)

  ! The initial stream function gives a non-divergent velocity; p balances it.
  do j = 1, N + 1
    do i = 1, M + 1
      psi(i,j) = a * sin((i - 0.5_wp) * di) * sin((j - 0.5_wp) * dj)
      p(i,j) = pcf * (cos(2.0_wp * (i - 1) * di) + cos(2.0_wp * (j - 1) * dj)) + 50000.0_wp
    end do
  end do
  do j = 1, N
    do i = 1, M
      u(i+1,j) = -(psi(i+1,j+1) - psi(i+1,j)) / dy
      v(i,j+1) = (psi(i+1,j+1) - psi(i,j+1)) / dx
    end do
  end do
  call wrap_west(u)
  call wrap_south(v)
  uold = u
  vold = v
  pold = p

  fsdx = 4.0_wp / dx
  fsdy = 4.0_wp / dy
  tdt = dt
  do ncycle = 1, ITMAX
    do j = 1, N
      do i = 1, M
        cu(i+1,j) = 0.5_wp * (p(i+1,j) + p(i,j)) * u(i+1,j)
        cv(i,j+1) = 0.5_wp * (p(i,j+1) + p(i,j)) * v(i,j+1)
        z(i+1,j+1) = (fsdx * (v(i+1,j+1) - v(i,j+1)) - fsdy * (u(i+1,j+1) - u(i+1,j))) / &
                     (p(i,j) + p(i+1,j) + p(i+1,j+1) + p(i,j+1))
        h(i,j) = p(i,j) + 0.25_wp * (u(i+1,j) * u(i+1,j) + u(i,j) * u(i,j) + &
                                     v(i,j+1) * v(i,j+1) + v(i,j) * v(i,j))
      end do
    end do
    call wrap_west(cu)
    call wrap_south(cv)
    call wrap_south_west(z)
    call wrap_north_east(h)

    tdts8 = tdt / 8.0_wp
    tdtsdx = tdt / dx
    tdtsdy = tdt / dy
    do j = 1, N
      do i = 1, M
        unew(i+1,j) = uold(i+1,j) + tdts8 * (z(i+1,j+1) + z(i+1,j)) * &
                      (cv(i+1,j+1) + cv(i,j+1) + cv(i,j) + cv(i+1,j)) - &
                      tdtsdx * (h(i+1,j) - h(i,j))
        vnew(i,j+1) = vold(i,j+1) - tdts8 * (z(i+1,j+1) + z(i,j+1)) * &
                      (cu(i+1,j+1) + cu(i,j+1) + cu(i,j) + cu(i+1,j)) - &
                      tdtsdy * (h(i,j+1) - h(i,j))
        pnew(i,j) = pold(i,j) - tdtsdx * (cu(i+1,j) - cu(i,j)) - tdtsdy * (cv(i,j+1) - cv(i,j))
      end do
    end do
    call wrap_west(unew)
    call wrap_south(vnew)
    call wrap_north_east(pnew)

    if (ncycle > 1) then
      uold = u + alpha * (unew - 2.0_wp * u + uold)
      vold = v + alpha * (vnew - 2.0_wp * v + vold)
      pold = p + alpha * (pnew - 2.0_wp * p + pold)
    else
      tdt = tdt + tdt
      uold = u
      vold = v
      pold = p
    end if
    u = unew
    v = vnew
    p = pnew
  end do

  write(*, "(A, ES25.16)") "checksum p", sum(abs(p(1:M, 1:N)))
  write(*, "(A, ES25.16)") "checksum u", sum(abs(u(2:M+1, 1:N)))
  write(*, "(A, ES25.16)") "checksum v", sum(abs(v(1:M, 2:N+1)))

contains

  ! Periodic images of a quantity computed on columns 2..M+1 and rows 1..N (u, cu).
  subroutine wrap_west(q)
    real(wp), intent(inout) :: q(M+1, N+1)
    q(1, 1:N) = q(M+1, 1:N)
    q(1:M+1, N+1) = q(1:M+1, 1)
  end subroutine wrap_west

  ! Computed on columns 1..M, rows 2..N+1 (v, cv).
  subroutine wrap_south(q)
    real(wp), intent(inout) :: q(M+1, N+1)
    q(M+1, 2:N+1) = q(1, 2:N+1)
    q(1:M+1, 1) = q(1:M+1, N+1)
  end subroutine wrap_south

  ! Computed on columns 2..M+1, rows 2..N+1 (z).
  subroutine wrap_south_west(q)
    real(wp), intent(inout) :: q(M+1, N+1)
    q(1, 2:N+1) = q(M+1, 2:N+1)
    q(1:M+1, 1) = q(1:M+1, N+1)
  end subroutine wrap_south_west

  ! Computed on columns 1..M, rows 1..N (p, h).
  subroutine wrap_north_east(q)
    real(wp), intent(inout) :: q(M+1, N+1)
    q(M+1, 1:N) = q(1, 1:N)
    q(1:M+1, N+1) = q(1:M+1, 1)
  end subroutine wrap_north_east

end program shallow_ref
