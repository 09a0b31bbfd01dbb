! The plain-loop reference of the kernels in kernels/: each kernel's arithmetic written out as
! j/i do-loops over the region of the field it writes (its internal points for GO_INTERNAL_PTS,
! its whole region for GO_ALL_PTS), grid properties read from the grid directly. No PSy layer
! and no kernel call: what the generated PSy layer must compute, bit for bit.
module forms_ref_mod
  use kind_params_mod, only: go_wp
  use field_mod
  implicit none
  private
  public :: ref_ct_scale, ref_cu_flux, ref_cv_flux, ref_cf_curl, ref_ct_laplace, ref_ct_diag, &
            ref_every_fill, ref_ct_all, ref_cu_bounds, ref_cu_flux_ne, ref_cv_flux_ne, ref_cf_ne

contains

  subroutine ref_ct_scale(out, in, a, n)
    type(r2d_field), intent(inout) :: out
    type(r2d_field), intent(in) :: in
    real(go_wp), intent(in) :: a
    integer, intent(in) :: n
    integer :: i, j
    do j = out%internal%ystart, out%internal%ystop
      do i = out%internal%xstart, out%internal%xstop
        out%data(i,j) = a * in%data(i,j) + real(n, go_wp)
      end do
    end do
  end subroutine ref_ct_scale

  subroutine ref_cu_flux(cu, p, u)
    type(r2d_field), intent(inout) :: cu
    type(r2d_field), intent(in) :: p, u
    integer :: i, j
    do j = cu%internal%ystart, cu%internal%ystop
      do i = cu%internal%xstart, cu%internal%xstop
        cu%data(i,j) = 0.5_go_wp * (p%data(i,j) + p%data(i-1,j)) * u%data(i,j) * &
                       p%grid%area_u(i,j) / p%grid%dx_u(i,j)
      end do
    end do
  end subroutine ref_cu_flux

  subroutine ref_cv_flux(cv, p)
    type(r2d_field), intent(inout) :: cv
    type(r2d_field), intent(in) :: p
    integer :: i, j
    do j = cv%internal%ystart, cv%internal%ystop
      do i = cv%internal%xstart, cv%internal%xstop
        cv%data(i,j) = cv%data(i,j) + 0.5_go_wp * (p%data(i,j) + p%data(i,j-1)) * &
                       p%grid%area_v(i,j) / p%grid%dy_v(i,j) - p%grid%dy
      end do
    end do
  end subroutine ref_cv_flux

  subroutine ref_cf_curl(z, u, v, p)
    type(r2d_field), intent(inout) :: z
    type(r2d_field), intent(in) :: u, v, p
    real(go_wp) :: dx, dy
    integer :: i, j
    dx = u%grid%dx
    dy = u%grid%dy
    do j = z%internal%ystart, z%internal%ystop
      do i = z%internal%xstart, z%internal%xstop
        z%data(i,j) = ((v%data(i,j) - v%data(i-1,j)) / dx - &
                       (u%data(i,j) - u%data(i,j-1)) / dy) * 0.25_go_wp * &
                      (p%data(i-1,j-1) + p%data(i,j-1) + p%data(i,j) + p%data(i-1,j))
      end do
    end do
  end subroutine ref_cf_curl

  subroutine ref_ct_laplace(lap, p)
    type(r2d_field), intent(inout) :: lap
    type(r2d_field), intent(in) :: p
    integer :: i, j
    do j = lap%internal%ystart, lap%internal%ystop
      do i = lap%internal%xstart, lap%internal%xstop
        lap%data(i,j) = real(p%grid%tmask(i,j), go_wp) * &
            ((p%data(i+1,j) - 2.0_go_wp * p%data(i,j) + p%data(i-1,j)) / &
             (p%grid%dx_t(i,j) * p%grid%dx_t(i,j)) + &
             (p%data(i,j+1) - 2.0_go_wp * p%data(i,j) + p%data(i,j-1)) / &
             (p%grid%dy_t(i,j) * p%grid%dy_t(i,j)))
      end do
    end do
  end subroutine ref_ct_laplace

  subroutine ref_ct_diag(d, p, w)
    type(r2d_field), intent(inout) :: d
    type(r2d_field), intent(in) :: p
    real(go_wp), intent(in) :: w
    integer :: i, j
    do j = d%internal%ystart, d%internal%ystop
      do i = d%internal%xstart, d%internal%xstop
        d%data(i,j) = w * (p%data(i-1,j+1) + p%data(i+1,j+1) + p%data(i-1,j-1) + &
                           p%data(i+1,j-1))
      end do
    end do
  end subroutine ref_ct_diag

  subroutine ref_every_fill(e, src, k)
    type(r2d_field), intent(inout) :: e
    type(r2d_field), intent(in) :: src
    integer, intent(in) :: k
    integer :: i, j
    do j = e%whole%ystart, e%whole%ystop
      do i = e%whole%xstart, e%whole%xstop
        e%data(i,j) = src%data(i,j) * real(k, go_wp) + real(i + 100 * j, go_wp)
      end do
    end do
  end subroutine ref_every_fill

  subroutine ref_ct_all(t, s)
    type(r2d_field), intent(inout) :: t
    type(r2d_field), intent(in) :: s
    integer :: i, j
    do j = t%whole%ystart, t%whole%ystop
      do i = t%whole%xstart, t%whole%xstop
        t%data(i,j) = t%data(i,j) + 1.0e-3_go_wp * s%grid%area_t(i,j) * s%data(i,j)
      end do
    end do
  end subroutine ref_ct_all

  ! The integer properties come from the field the kernel only reads (s), as PSyclone picks.
  subroutine ref_cu_bounds(o, s)
    type(r2d_field), intent(inout) :: o
    type(r2d_field), intent(in) :: s
    integer :: i, j
    do j = o%internal%ystart, o%internal%ystop
      do i = o%internal%xstart, o%internal%xstop
        o%data(i,j) = s%data(i,j) * real(merge(2, 1, i == s%internal%xstop), go_wp) + &
                      real(merge(10, 0, j == s%internal%ystart), go_wp) + &
                      1.0e-3_go_wp * real(s%grid%ny, go_wp)
      end do
    end do
  end subroutine ref_cu_bounds

  subroutine ref_cu_flux_ne(cu, p, u)
    type(r2d_field), intent(inout) :: cu
    type(r2d_field), intent(in) :: p, u
    integer :: i, j
    do j = cu%internal%ystart, cu%internal%ystop
      do i = cu%internal%xstart, cu%internal%xstop
        cu%data(i,j) = 0.5_go_wp * (p%data(i,j) + p%data(i+1,j)) * u%data(i,j) / p%grid%dx
      end do
    end do
  end subroutine ref_cu_flux_ne

  subroutine ref_cv_flux_ne(cv, p)
    type(r2d_field), intent(inout) :: cv
    type(r2d_field), intent(in) :: p
    integer :: i, j
    do j = cv%internal%ystart, cv%internal%ystop
      do i = cv%internal%xstart, cv%internal%xstop
        cv%data(i,j) = 0.5_go_wp * (p%data(i,j) + p%data(i,j+1)) * p%grid%dx_v(i,j) / &
                       p%grid%dy_u(i,j)
      end do
    end do
  end subroutine ref_cv_flux_ne

  subroutine ref_cf_ne(z, u, v)
    type(r2d_field), intent(inout) :: z
    type(r2d_field), intent(in) :: u, v
    integer :: i, j
    do j = z%internal%ystart, z%internal%ystop
      do i = z%internal%xstart, z%internal%xstop
        z%data(i,j) = (v%data(i+1,j) - v%data(i,j)) - (u%data(i,j+1) - u%data(i,j)) + &
                      1.0e-3_go_wp * u%grid%gphiu(i,j)
      end do
    end do
  end subroutine ref_cf_ne

end module forms_ref_mod
