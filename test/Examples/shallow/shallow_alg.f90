! The shallow-water model (shallow_ref.f90's scheme and sizes) as a GOcean 1.0 algorithm over
! dl_esm_inf's API: a periodic grid decomposed over the ranks, fields on its T, U, V and F
! points, and the time loop calling the hand-written PSy layer (shallow_psy.f90). The initial
! state is set from global indices, each point taking the value the reference computes for
! its periodic image, so both models start, and stay, bit for bit the same; only the
! checksums' summation order differs. Prints the checksums of p, u and v after the last step.
program shallow_alg
  use kind_params_mod, only: go_wp
  use grid_mod
  use field_mod
  use gocean_mod, only: gocean_initialise, gocean_finalise
  use parallel_mod, only: on_master, get_num_ranks
  use shallow_psy_mod, only: invoke_fluxes, invoke_new, invoke_smooth
  implicit none
  integer, parameter :: M = 64, N = 48, ITMAX = 50
  real(go_wp), parameter :: dt = 90.0_go_wp, dx = 1.0e5_go_wp, dy = 1.0e5_go_wp
  real(go_wp), parameter :: a = 1.0e6_go_wp, alpha = 0.001_go_wp
  type(grid_type), target :: model_grid
  type(r2d_field) :: p, u, v, cu, cv, z, h, pnew, unew, vnew, pold, uold, vold
  real(go_wp) :: tdt
  integer :: ncycle

  call gocean_initialise()
  model_grid = grid_type(GO_ARAKAWA_C, (/GO_BC_PERIODIC, GO_BC_PERIODIC, GO_BC_NONE/), &
                         GO_OFFSET_SW)
  call model_grid%decompose(M, N)
  call grid_init(model_grid, dx, dy)
  p = r2d_field(model_grid, GO_T_POINTS)
  h = r2d_field(model_grid, GO_T_POINTS)
  pnew = r2d_field(model_grid, GO_T_POINTS)
  pold = r2d_field(model_grid, GO_T_POINTS)
  u = r2d_field(model_grid, GO_U_POINTS)
  cu = r2d_field(model_grid, GO_U_POINTS)
  unew = r2d_field(model_grid, GO_U_POINTS)
  uold = r2d_field(model_grid, GO_U_POINTS)
  v = r2d_field(model_grid, GO_V_POINTS)
  cv = r2d_field(model_grid, GO_V_POINTS)
  vnew = r2d_field(model_grid, GO_V_POINTS)
  vold = r2d_field(model_grid, GO_V_POINTS)
  z = r2d_field(model_grid, GO_F_POINTS)
  if (on_master()) write(*, "(A, I0, A)") "ranks ", get_num_ranks(), ""

  call init_state(p, u, v)
  call copy_field(u, uold)
  call copy_field(v, vold)
  call copy_field(p, pold)

  tdt = dt
  do ncycle = 1, ITMAX
    call invoke_fluxes(cu, cv, z, h, p, u, v)
    call invoke_new(unew, vnew, pnew, uold, vold, pold, z, cu, cv, h, tdt)
    if (ncycle > 1) then
      call invoke_smooth(u, unew, uold, v, vnew, vold, p, pnew, pold, alpha)
    else
      tdt = tdt + tdt
      call copy_field(u, uold)
      call copy_field(v, vold)
      call copy_field(p, pold)
    end if
    call copy_field(unew, u)
    call copy_field(vnew, v)
    call copy_field(pnew, p)
  end do

  ! Every rank takes part in the global sums; the first prints.
  call report("p", field_checksum(p))
  call report("u", field_checksum(u))
  call report("v", field_checksum(v))
  call gocean_finalise()

contains

  subroutine report(name, value)
    character(len=*), intent(in) :: name
    real(go_wp), intent(in) :: value
    if (on_master()) write(*, "(A, ES25.16)") "checksum " // name, value
  end subroutine report

  ! The reference's index of a field point: global index + 1 (its arrays start one point west
  ! and south of the first simulated T point), wrapped into the range the reference computes
  ! the field on (lo .. lo + period - 1).
  integer function ref_index(local, start, gstart, lo, period)
    integer, intent(in) :: local, start, gstart, lo, period
    ref_index = lo + modulo(gstart + (local - start) + 1 - lo, period)
  end function ref_index

  real(go_wp) function psi(i, j)
    integer, intent(in) :: i, j
    real(go_wp) :: di, dj, pi
    pi = 4.0_go_wp * atan(1.0_go_wp)
    di = (pi + pi) / M
    dj = (pi + pi) / N
    psi = a * sin((i - 0.5_go_wp) * di) * sin((j - 0.5_go_wp) * dj)
  end function psi

  subroutine init_state(p, u, v)
    type(r2d_field), intent(inout) :: p, u, v
    real(go_wp) :: pi, di, dj, el, pcf
    integer :: i, j, r, s, xs, ys, gx, gy

    pi = 4.0_go_wp * atan(1.0_go_wp)
    di = (pi + pi) / M
    dj = (pi + pi) / N
    el = N * dx
    pcf = pi * pi * a * a / (el * el)
    xs = p%internal%xstart
    ys = p%internal%ystart
    gx = model_grid%subdomain%global%xstart
    gy = model_grid%subdomain%global%ystart
    do j = ys, p%internal%ystop
      do i = xs, p%internal%xstop
        r = ref_index(i, xs, gx, 1, M)
        s = ref_index(j, ys, gy, 1, N)
        p%data(i,j) = pcf * (cos(2.0_go_wp * (r - 1) * di) + cos(2.0_go_wp * (s - 1) * dj)) &
                      + 50000.0_go_wp
        r = ref_index(i, xs, gx, 2, M)
        s = ref_index(j, ys, gy, 1, N)
        u%data(i,j) = -(psi(r, s+1) - psi(r, s)) / dy
        r = ref_index(i, xs, gx, 1, M)
        s = ref_index(j, ys, gy, 2, N)
        v%data(i,j) = (psi(r+1, s) - psi(r, s)) / dx
      end do
    end do
  end subroutine init_state

end program shallow_alg
