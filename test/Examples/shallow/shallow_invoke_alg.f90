! The time loop of the shallow-water model (shallow_alg.f90) written as PSyclone's GOcean 1.0
! algorithm: each call of the hand-written PSy layer becomes the invoke it stands for, the
! same kernels on the same fields (shallow_psy.f90's comments). psyc -api gocean builds the
! schedule of these invokes (shallow-view.test), which must have shallow_psy.f90's loops,
! regions and halo exchanges.
program shallow_invoke_alg
  use kind_params_mod, only: go_wp
  use grid_mod
  use field_mod
  use compute_cu_mod, only: compute_cu
  use compute_cv_mod, only: compute_cv
  use compute_z_mod, only: compute_z
  use compute_h_mod, only: compute_h
  use compute_unew_mod, only: compute_unew
  use compute_vnew_mod, only: compute_vnew
  use compute_pnew_mod, only: compute_pnew
  use time_smooth_mod, only: time_smooth
  implicit none
  integer, parameter :: ITMAX = 50
  real(go_wp), parameter :: dt = 90.0_go_wp, alpha = 0.001_go_wp
  type(r2d_field) :: p, u, v, cu, cv, z, h, pnew, unew, vnew, pold, uold, vold
  real(go_wp) :: tdt
  integer :: ncycle

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
    end if
  end do
end program shallow_invoke_alg
