! The shallow-water model (shallow_alg.f90) written as PSyclone's GOcean 1.0 algorithm: each
! call of the hand-written PSy layer becomes the invoke it stands for, the same kernels on the
! same fields (shallow_psy.f90's comments), and the rest is shallow_alg.f90's. psyc -api gocean
! builds the schedule of these invokes (shallow-view.test), which must have shallow_psy.f90's
! loops, regions and halo exchanges, and generates the PSy layer that runs it
! (shallow-psyc.test), which must give shallow_alg.f90's checksums.
program shallow_invoke_alg
  use kind_params_mod, only: go_wp
  use grid_mod
  use field_mod
  use gocean_mod, only: gocean_initialise, gocean_finalise
  use parallel_mod, only: on_master, get_num_ranks
  use compute_cu_mod, only: compute_cu
  use compute_cv_mod, only: compute_cv
  use compute_z_mod, only: compute_z
  use compute_h_mod, only: compute_h
  use compute_unew_mod, only: compute_unew
  use compute_vnew_mod, only: compute_vnew
  use compute_pnew_mod, only: compute_pnew
  use time_smooth_mod, only: time_smooth
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
    call invoke(compute_cu(cu, p, u), compute_cv(cv, p, v), compute_z(z, p, u, v), &
                compute_h(h, p, u, v), name="fluxes")
    call invoke(compute_unew(unew, uold, z, cv, h, tdt), &
                compute_vnew(vnew, vold, z, cu, h, tdt), &
                compute_pnew(pnew, pold, cu, cv, tdt), name="new")
    if (ncycle > 1) then
      call invoke(time_smooth(u, unew, uold, alpha), time_smooth(v, vnew, vold, alpha), &
                  time_smooth(p, pnew, pold, alpha), name="smooth")
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

end program shallow_invoke_alg
