! A hand-written GOcean PSy layer for the shallow-water model, the way PSyclone writes one for
! dl_esm_inf: each invoke exchanges the halos that its kernels' stencils read, then runs each
! kernel in a j/i loop over the internal region of the field it writes, passing the fields'
! data and the grid's properties. This is the target the compiler's generated PSy layer must
! match.
module shallow_psy_mod
  use kind_params_mod, only: go_wp
  use field_mod, only: r2d_field
  use compute_cu_mod, only: compute_cu_code
  use compute_cv_mod, only: compute_cv_code
  use compute_z_mod, only: compute_z_code
  use compute_h_mod, only: compute_h_code
  use compute_unew_mod, only: compute_unew_code
  use compute_vnew_mod, only: compute_vnew_code
  use compute_pnew_mod, only: compute_pnew_code
  use time_smooth_mod, only: time_smooth_code
  implicit none
  private
  public :: invoke_fluxes, invoke_new, invoke_smooth

contains

  !> invoke(compute_cu(cu, p, u), compute_cv(cv, p, v), compute_z(z, p, u, v),
  !>        compute_h(h, p, u, v))
  subroutine invoke_fluxes(cu, cv, z, h, p, u, v)
    type(r2d_field), intent(inout) :: cu, cv, z, h, p, u, v
    integer :: i, j

    call p%halo_exchange(1)
    call u%halo_exchange(1)
    call v%halo_exchange(1)
    do j = cu%internal%ystart, cu%internal%ystop
      do i = cu%internal%xstart, cu%internal%xstop
        call compute_cu_code(i, j, cu%data, p%data, u%data)
      end do
    end do
    do j = cv%internal%ystart, cv%internal%ystop
      do i = cv%internal%xstart, cv%internal%xstop
        call compute_cv_code(i, j, cv%data, p%data, v%data)
      end do
    end do
    do j = z%internal%ystart, z%internal%ystop
      do i = z%internal%xstart, z%internal%xstop
        call compute_z_code(i, j, z%data, p%data, u%data, v%data, p%grid%dx, p%grid%dy)
      end do
    end do
    do j = h%internal%ystart, h%internal%ystop
      do i = h%internal%xstart, h%internal%xstop
        call compute_h_code(i, j, h%data, p%data, u%data, v%data)
      end do
    end do
  end subroutine invoke_fluxes

  !> invoke(compute_unew(unew, uold, z, cv, h, tdt), compute_vnew(vnew, vold, z, cu, h, tdt),
  !>        compute_pnew(pnew, pold, cu, cv, tdt))
  subroutine invoke_new(unew, vnew, pnew, uold, vold, pold, z, cu, cv, h, tdt)
    type(r2d_field), intent(inout) :: unew, vnew, pnew, uold, vold, pold, z, cu, cv, h
    real(go_wp), intent(in) :: tdt
    integer :: i, j

    call z%halo_exchange(1)
    call cu%halo_exchange(1)
    call cv%halo_exchange(1)
    call h%halo_exchange(1)
    do j = unew%internal%ystart, unew%internal%ystop
      do i = unew%internal%xstart, unew%internal%xstop
        call compute_unew_code(i, j, unew%data, uold%data, z%data, cv%data, h%data, tdt, &
                               z%grid%dx)
      end do
    end do
    do j = vnew%internal%ystart, vnew%internal%ystop
      do i = vnew%internal%xstart, vnew%internal%xstop
        call compute_vnew_code(i, j, vnew%data, vold%data, z%data, cu%data, h%data, tdt, &
                               z%grid%dy)
      end do
    end do
    do j = pnew%internal%ystart, pnew%internal%ystop
      do i = pnew%internal%xstart, pnew%internal%xstop
        call compute_pnew_code(i, j, pnew%data, pold%data, cu%data, cv%data, tdt, &
                               cu%grid%dx, cu%grid%dy)
      end do
    end do
  end subroutine invoke_new

  !> invoke(time_smooth(u, unew, uold, alpha), time_smooth(v, vnew, vold, alpha),
  !>        time_smooth(p, pnew, pold, alpha))
  subroutine invoke_smooth(u, unew, uold, v, vnew, vold, p, pnew, pold, alpha)
    type(r2d_field), intent(inout) :: u, unew, uold, v, vnew, vold, p, pnew, pold
    real(go_wp), intent(in) :: alpha
    integer :: i, j

    do j = uold%internal%ystart, uold%internal%ystop
      do i = uold%internal%xstart, uold%internal%xstop
        call time_smooth_code(i, j, u%data, unew%data, uold%data, alpha)
      end do
    end do
    do j = vold%internal%ystart, vold%internal%ystop
      do i = vold%internal%xstart, vold%internal%xstop
        call time_smooth_code(i, j, v%data, vnew%data, vold%data, alpha)
      end do
    end do
    do j = pold%internal%ystart, pold%internal%ystop
      do i = pold%internal%xstart, pold%internal%xstop
        call time_smooth_code(i, j, p%data, pnew%data, pold%data, alpha)
      end do
    end do
  end subroutine invoke_smooth

end module shallow_psy_mod
