!> The model without a PSy layer: model_alg_mod's algorithm with each invoke written out by
!> hand as the plain loops PSyclone generates without distributed memory (cells 1..ncells,
!> dofs 1..undf, reductions summed in dof order). The reference for the compiled schedule.
module model_ref_mod

  use constants_mod,              only: r_def, i_def
  use field_mod,                  only: field_type, field_proxy_type
  use function_space_mod,         only: function_space_type, BASIS, DIFF_BASIS
  use quadrature_xyoz_mod,        only: quadrature_xyoz_type, quadrature_xyoz_proxy_type
  use init_w0_kernel_mod,         only: init_w0_code
  use helmholtz_apply_kernel_mod, only: helmholtz_apply_code
  use cell_mean_kernel_mod,       only: cell_mean_code

  implicit none

  private
  public :: model_run_ref

  !> What the loops need of the W0 space and the quadrature, looked up once.
  type :: w0_data
    integer(kind=i_def) :: nlayers, ncells, ndf, undf, np_xy, np_z
    integer(kind=i_def), pointer :: map(:,:) => null()
    real(kind=r_def), allocatable :: basis(:,:,:,:), diff_basis(:,:,:,:)
    real(kind=r_def), pointer :: weights_xy(:) => null(), weights_z(:) => null()
  end type w0_data

contains

  subroutine w0_lookup(u, qr, d)
    type(field_type), intent(in) :: u
    type(quadrature_xyoz_type), intent(in) :: qr
    type(w0_data), intent(out) :: d
    type(field_proxy_type) :: u_p
    type(quadrature_xyoz_proxy_type) :: qr_p

    u_p = u%get_proxy()
    qr_p = qr%get_quadrature_proxy()
    d%nlayers = u_p%vspace%get_nlayers()
    d%ncells = u_p%vspace%get_ncell()
    d%ndf = u_p%vspace%get_ndf()
    d%undf = u_p%vspace%get_undf()
    d%map => u_p%vspace%get_whole_dofmap()
    d%np_xy = qr_p%np_xy
    d%np_z = qr_p%np_z
    d%weights_xy => qr_p%weights_xy
    d%weights_z => qr_p%weights_z
    allocate(d%basis(u_p%vspace%get_dim_space(), d%ndf, d%np_xy, d%np_z))
    allocate(d%diff_basis(u_p%vspace%get_dim_space_diff(), d%ndf, d%np_xy, d%np_z))
    call qr%compute_function(BASIS, u_p%vspace, u_p%vspace%get_dim_space(), d%ndf, d%basis)
    call qr%compute_function(DIFF_BASIS, u_p%vspace, u_p%vspace%get_dim_space_diff(), d%ndf, &
                             d%diff_basis)
  end subroutine w0_lookup

  !> lhs = 0, then lhs += (M + alpha K) x over every cell.
  subroutine apply(d, lhs, x, alpha, hx, hy, hz)
    type(w0_data), intent(in) :: d
    real(kind=r_def), intent(inout) :: lhs(:)
    real(kind=r_def), intent(in) :: x(:), alpha, hx, hy, hz
    integer(kind=i_def) :: cell

    lhs(1:d%undf) = 0.0_r_def
    do cell = 1, d%ncells
      call helmholtz_apply_code(d%nlayers, lhs, x, alpha, hx, hy, hz, d%ndf, d%undf,         &
                                d%map(:, cell), d%basis, d%diff_basis, d%np_xy, d%np_z,      &
                                d%weights_xy, d%weights_z)
    end do
  end subroutine apply

  real(kind=r_def) function dot(n, a, b)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(in) :: a(:), b(:)
    integer(kind=i_def) :: df

    dot = 0.0_r_def
    do df = 1, n
      dot = dot + a(df) * b(df)
    end do
  end function dot

  subroutine model_run_ref(u, b, x, r, p, ap, mean, qr, alpha, hx, hy, hz, nsteps, niter,   &
                           checksum, quiet)
    type(field_type), intent(inout) :: u, b, x, r, p, ap, mean
    type(quadrature_xyoz_type), intent(in) :: qr
    real(kind=r_def), intent(in) :: alpha, hx, hy, hz
    integer(kind=i_def), intent(in) :: nsteps, niter
    real(kind=r_def), intent(out) :: checksum
    logical, intent(in), optional :: quiet  !< no residual lines (a second run beside the model)
    type(field_proxy_type) :: u_p, b_p, x_p, r_p, p_p, ap_p, mean_p
    type(w0_data) :: d
    integer(kind=i_def), pointer :: map_w3(:,:)
    real(kind=r_def) :: rr, rr_new, pap, step_len, beta, usum, msum
    integer(kind=i_def) :: step, it, cell, df, n, undf_w3
    logical :: talk

    talk = .true.
    if (present(quiet)) talk = .not. quiet

    u_p = u%get_proxy(); b_p = b%get_proxy(); x_p = x%get_proxy(); r_p = r%get_proxy()
    p_p = p%get_proxy(); ap_p = ap%get_proxy(); mean_p = mean%get_proxy()
    call w0_lookup(u, qr, d)
    n = d%undf

    do cell = 1, d%ncells
      call init_w0_code(d%nlayers, u_p%data, b_p%data, d%ndf, d%undf, d%map(:, cell))
    end do
    do step = 1, nsteps
      call apply(d, b_p%data, u_p%data, 0.0_r_def, hx, hy, hz)
      x_p%data(1:n) = u_p%data(1:n)
      call apply(d, ap_p%data, x_p%data, alpha, hx, hy, hz)
      r_p%data(1:n) = b_p%data(1:n) - ap_p%data(1:n)
      p_p%data(1:n) = r_p%data(1:n)
      rr = dot(n, r_p%data, r_p%data)
      if (talk) print '(a,i0,a,es22.15)', 'step ', step, ' initial residual ', sqrt(rr)
      do it = 1, niter
        call apply(d, ap_p%data, p_p%data, alpha, hx, hy, hz)
        pap = dot(n, p_p%data, ap_p%data)
        step_len = rr / pap
        do df = 1, n
          x_p%data(df) = x_p%data(df) + step_len * p_p%data(df)
        end do
        do df = 1, n
          r_p%data(df) = r_p%data(df) - step_len * ap_p%data(df)
        end do
        rr_new = dot(n, r_p%data, r_p%data)
        if (talk) print '(a,i0,a,es22.15)', '  iteration ', it, ' residual ', sqrt(rr_new)
        beta = rr_new / rr
        rr = rr_new
        do df = 1, n
          p_p%data(df) = beta * p_p%data(df) + r_p%data(df)
        end do
      end do
      u_p%data(1:n) = x_p%data(1:n)
    end do

    map_w3 => mean_p%vspace%get_whole_dofmap()
    undf_w3 = mean_p%vspace%get_undf()
    do cell = 1, d%ncells
      call cell_mean_code(d%nlayers, mean_p%data, u_p%data, mean_p%vspace%get_ndf(), undf_w3, &
                          map_w3(:, cell), d%ndf, d%undf, d%map(:, cell))
    end do
    usum = 0.0_r_def
    do df = 1, n
      usum = usum + u_p%data(df)
    end do
    msum = 0.0_r_def
    do df = 1, undf_w3
      msum = msum + mean_p%data(df)
    end do
    checksum = usum + msum
  end subroutine model_run_ref

end module model_ref_mod
