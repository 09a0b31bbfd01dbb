!> Applies the Helmholtz operator M + alpha*K on W0 to x and adds it to lhs (GH_INC), with W0
!> basis and differential basis functions at xyoz quadrature points. Cells are hx*hy*hz boxes,
!> so the reference-to-physical map is a diagonal scaling: gradients divide by the cell size
!> and integrals multiply by its volume. alpha = 0 gives the mass matrix.
module helmholtz_apply_kernel_mod

  use argument_mod,      only: arg_type, func_type, GH_FIELD, GH_SCALAR, GH_REAL, GH_INC, &
                               GH_READ, GH_BASIS, GH_DIFF_BASIS, CELL_COLUMN, &
                               GH_QUADRATURE_XYoZ
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: helmholtz_apply_kernel_type
    private
    type(arg_type) :: meta_args(6) = (/            &
         arg_type(GH_FIELD,  GH_REAL, GH_INC,  W0), &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W0), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),     &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),     &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),     &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)      /)
    type(func_type) :: meta_funcs(1) = (/ func_type(W0, GH_BASIS, GH_DIFF_BASIS) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_XYoZ
  contains
    procedure, nopass :: helmholtz_apply_code
  end type helmholtz_apply_kernel_type

  public :: helmholtz_apply_code

contains

  subroutine helmholtz_apply_code(nlayers, lhs, x, alpha, hx, hy, hz, ndf_w0, undf_w0, &
                                  map_w0, basis_w0, diff_basis_w0, np_xy, np_z,         &
                                  weights_xy, weights_z)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w0, undf_w0, np_xy, np_z
    integer(kind=i_def), dimension(ndf_w0), intent(in) :: map_w0
    real(kind=r_def), dimension(undf_w0), intent(inout) :: lhs
    real(kind=r_def), dimension(undf_w0), intent(in) :: x
    real(kind=r_def), intent(in) :: alpha, hx, hy, hz
    real(kind=r_def), dimension(1, ndf_w0, np_xy, np_z), intent(in) :: basis_w0
    real(kind=r_def), dimension(3, ndf_w0, np_xy, np_z), intent(in) :: diff_basis_w0
    real(kind=r_def), dimension(np_xy), intent(in) :: weights_xy
    real(kind=r_def), dimension(np_z), intent(in) :: weights_z

    integer(kind=i_def) :: k, df, qxy, qz
    real(kind=r_def) :: inv_h(3), wq, u_q, grad_q(3), acc

    inv_h = (/ 1.0_r_def / hx, 1.0_r_def / hy, 1.0_r_def / hz /)
    do k = 0, nlayers - 1
      do df = 1, ndf_w0
        acc = 0.0_r_def
        do qz = 1, np_z
          do qxy = 1, np_xy
            wq = weights_xy(qxy) * weights_z(qz) * hx * hy * hz
            u_q = sum(basis_w0(1, :, qxy, qz) * x(map_w0(:) + k))
            grad_q(1) = sum(diff_basis_w0(1, :, qxy, qz) * x(map_w0(:) + k)) * inv_h(1)
            grad_q(2) = sum(diff_basis_w0(2, :, qxy, qz) * x(map_w0(:) + k)) * inv_h(2)
            grad_q(3) = sum(diff_basis_w0(3, :, qxy, qz) * x(map_w0(:) + k)) * inv_h(3)
            acc = acc + wq * (basis_w0(1, df, qxy, qz) * u_q + alpha *              &
                  sum(diff_basis_w0(:, df, qxy, qz) * inv_h * grad_q))
          end do
        end do
        lhs(map_w0(df) + k) = lhs(map_w0(df) + k) + acc
      end do
    end do
  end subroutine helmholtz_apply_code

end module helmholtz_apply_kernel_mod
