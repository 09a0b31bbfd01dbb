! y = A x for a column-wise operator A from W2V to W3, column by column: row i of the band
! holds the columns ceiling((alpha i - gamma_p) / beta) onwards; the indirection dofmaps turn
! rows and columns into dofs of the column.
module cma_apply_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ, &
                          GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3, W2V
  use constants_mod, only: r_def, r_solver, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: cma_apply_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                               &
         arg_type(GH_FIELD,               GH_REAL, GH_WRITE, W3),     &
         arg_type(GH_FIELD,               GH_REAL, GH_READ,  W2V),    &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ,  W3, W2V) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_apply_code
  end type cma_apply_kernel_type

  public :: cma_apply_code
contains
  subroutine cma_apply_code(cell, ncell_2d, y, x, cma, nrow, ncol, bandwidth, alpha, beta,  &
                            gamma_m, gamma_p, ndf_w3, undf_w3, map_w3, indirection_w3,      &
                            ndf_w2v, undf_w2v, map_w2v, indirection_w2v)
    integer(kind=i_def), intent(in) :: cell, ncell_2d
    integer(kind=i_def), intent(in) :: nrow, ncol, bandwidth, alpha, beta, gamma_m, gamma_p
    integer(kind=i_def), intent(in) :: ndf_w3, undf_w3, ndf_w2v, undf_w2v
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2v) :: map_w2v
    integer(kind=i_def), intent(in), dimension(nrow) :: indirection_w3
    integer(kind=i_def), intent(in), dimension(ncol) :: indirection_w2v
    real(kind=r_def), intent(inout), dimension(undf_w3) :: y
    real(kind=r_def), intent(in), dimension(undf_w2v) :: x
    real(kind=r_solver), intent(in), dimension(bandwidth, nrow, ncell_2d) :: cma
    integer(kind=i_def) :: i, j, jminus, jplus
    real(kind=r_def) :: s
    do i = 1, nrow
      jminus = ceiling(real(alpha * i - gamma_p, r_def) / real(beta, r_def))
      jplus = floor(real(alpha * i + gamma_m, r_def) / real(beta, r_def))
      s = 0.0_r_def
      do j = max(1, jminus), min(ncol, jplus)
        s = s + real(cma(j - jminus + 1, i, cell), r_def) * x(map_w2v(1) + indirection_w2v(j) - 1)
      end do
      y(map_w3(1) + indirection_w3(i) - 1) = s
    end do
  end subroutine cma_apply_code
end module cma_apply_kernel_mod
