! Assembles a column-wise operator from W2V to W3 out of the LMA operator of the same spaces:
! each layer's local matrix is added into the column's banded matrix at the rows and columns
! the column-banded dofmaps give.
module cma_asm_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ, &
                          GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3, W2V
  use constants_mod, only: r_def, r_solver, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: cma_asm_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                                &
         arg_type(GH_OPERATOR,            GH_REAL, GH_READ,  W3, W2V), &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_WRITE, W3, W2V)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_asm_code
  end type cma_asm_kernel_type

  public :: cma_asm_code
contains
  subroutine cma_asm_code(cell, nlayers, ncell_2d, ncell_3d, op, cma, nrow, ncol, bandwidth, &
                          alpha, beta, gamma_m, gamma_p, ndf_w3, cbanded_map_w3, ndf_w2v,    &
                          cbanded_map_w2v)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_2d, ncell_3d
    integer(kind=i_def), intent(in) :: nrow, ncol, bandwidth, alpha, beta, gamma_m, gamma_p
    integer(kind=i_def), intent(in) :: ndf_w3, ndf_w2v
    integer(kind=i_def), intent(in), dimension(ndf_w3, nlayers) :: cbanded_map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2v, nlayers) :: cbanded_map_w2v
    real(kind=r_def), intent(in), dimension(ndf_w3, ndf_w2v, ncell_3d) :: op
    real(kind=r_solver), intent(inout), dimension(bandwidth, nrow, ncell_2d) :: cma
    integer(kind=i_def) :: k, i, j, ik, row, col, jminus
    cma(:, :, cell) = 0.0_r_solver
    do k = 1, nlayers
      ik = (cell - 1) * nlayers + k
      do i = 1, ndf_w3
        row = cbanded_map_w3(i, k)
        jminus = ceiling(real(alpha * row - gamma_p, r_def) / real(beta, r_def))
        do j = 1, ndf_w2v
          col = cbanded_map_w2v(j, k)
          cma(col - jminus + 1, row, cell) = cma(col - jminus + 1, row, cell) + &
                                             real(op(i, j, ik), r_solver)
        end do
      end do
    end do
  end subroutine cma_asm_code
end module cma_asm_kernel_mod
