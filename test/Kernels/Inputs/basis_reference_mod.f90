! The hand-written reference for basis_alg.x90's invoke: the kernels called in plain loops over
! the cells with the arguments an LFRic PSy layer passes (PSyclone's order), the basis
! functions and quadrature data looked up through LFRic's API. No psy-mlir code is involved.
module basis_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use function_space_mod, only: BASIS, DIFF_BASIS
  use quadrature_xyoz_mod, only: quadrature_xyoz_type, quadrature_xyoz_proxy_type
  use helmholtz_apply_kernel_mod, only: helmholtz_apply_code
  use w0_inc_kernel_mod, only: w0_inc_code
  implicit none
  private
  public :: basis_reference_invoke
contains

  subroutine basis_reference_invoke(qr, alpha, hx, hy, hz, y, x, z, r3)
    type(quadrature_xyoz_type), intent(in) :: qr
    real(r_def), intent(in) :: alpha, hx, hy, hz
    type(field_type), intent(in) :: y, x, z, r3
    type(field_proxy_type) :: y_p, x_p, z_p, r3_p
    type(quadrature_xyoz_proxy_type) :: q
    integer(i_def), pointer :: map_w0(:,:), map_w3(:,:)
    real(r_def), allocatable :: b0(:,:,:,:), db0(:,:,:,:)
    integer(i_def) :: nlayers, ncell, ndf, undf, cell

    y_p = y%get_proxy()
    x_p = x%get_proxy()
    z_p = z%get_proxy()
    r3_p = r3%get_proxy()
    q = qr%get_quadrature_proxy()
    nlayers = y_p%vspace%get_nlayers()
    ncell = y_p%vspace%get_ncell()
    ndf = y_p%vspace%get_ndf()
    undf = y_p%vspace%get_undf()
    map_w0 => y_p%vspace%get_whole_dofmap()
    map_w3 => r3_p%vspace%get_whole_dofmap()
    allocate(b0(1, ndf, q%np_xy, q%np_z), db0(3, ndf, q%np_xy, q%np_z))
    call qr%compute_function(BASIS, y_p%vspace, 1, ndf, b0)
    call qr%compute_function(DIFF_BASIS, y_p%vspace, 3, ndf, db0)
    do cell = 1, ncell
      call helmholtz_apply_code(nlayers, y_p%data, x_p%data, alpha, hx, hy, hz, ndf, undf, &
                                map_w0(:, cell), b0, db0, q%np_xy, q%np_z, q%weights_xy,    &
                                q%weights_z)
    end do
    do cell = 1, ncell
      call helmholtz_apply_code(nlayers, z_p%data, y_p%data, 0.0_r_def, hx, hy, hz, ndf,    &
                                undf, map_w0(:, cell), b0, db0, q%np_xy, q%np_z,            &
                                q%weights_xy, q%weights_z)
    end do
    do cell = 1, ncell
      call w0_inc_code(nlayers, alpha, z_p%data, r3_p%data, ndf, undf, map_w0(:, cell),     &
                       r3_p%vspace%get_ndf(), r3_p%vspace%get_undf(), map_w3(:, cell))
    end do
  end subroutine basis_reference_invoke
end module basis_reference_mod
