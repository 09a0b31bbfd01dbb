!> @brief Forms the product of two column-wise operators, scaled.
!> Corpus: a CMA matrix-matrix kernel (CMA operators and a scalar only, one written).
module cma_product_kernel_mod

  use argument_mod,  only: arg_type, GH_COLUMNWISE_OPERATOR, &
                           GH_SCALAR, GH_REAL, GH_READ,      &
                           GH_WRITE, ANY_SPACE_1,            &
                           ANY_SPACE_2, CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cma_product_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                                                 &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_WRITE, ANY_SPACE_1, ANY_SPACE_1), &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ,  ANY_SPACE_1, ANY_SPACE_2), &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ,  ANY_SPACE_2, ANY_SPACE_1), &
         arg_type(GH_SCALAR,              GH_REAL, GH_READ)                             &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_product_code
  end type cma_product_kernel_type

  public :: cma_product_code

contains

  subroutine cma_product_code(cell, ncell_2d, cma_op_1, cma_op_1_nrow, cma_op_1_ncol,  &
      cma_op_1_bandwidth, cma_op_1_alpha, cma_op_1_beta, cma_op_1_gamma_m,  &
      cma_op_1_gamma_p, cma_op_2, cma_op_2_nrow, cma_op_2_ncol, cma_op_2_bandwidth,  &
      cma_op_2_alpha, cma_op_2_beta, cma_op_2_gamma_m, cma_op_2_gamma_p, cma_op_3,  &
      cma_op_3_nrow, cma_op_3_ncol, cma_op_3_bandwidth, cma_op_3_alpha, cma_op_3_beta,  &
      cma_op_3_gamma_m, cma_op_3_gamma_p, rscalar_4)
    use constants_mod, only: r_def, i_def, l_def, r_solver
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: ncell_2d
    integer(kind=i_def), intent(in) :: cma_op_1_nrow
    integer(kind=i_def), intent(in) :: cma_op_1_ncol
    integer(kind=i_def), intent(in) :: cma_op_1_bandwidth
    integer(kind=i_def), intent(in) :: cma_op_1_alpha
    integer(kind=i_def), intent(in) :: cma_op_1_beta
    integer(kind=i_def), intent(in) :: cma_op_1_gamma_m
    integer(kind=i_def), intent(in) :: cma_op_1_gamma_p
    integer(kind=i_def), intent(in) :: cma_op_2_nrow
    integer(kind=i_def), intent(in) :: cma_op_2_ncol
    integer(kind=i_def), intent(in) :: cma_op_2_bandwidth
    integer(kind=i_def), intent(in) :: cma_op_2_alpha
    integer(kind=i_def), intent(in) :: cma_op_2_beta
    integer(kind=i_def), intent(in) :: cma_op_2_gamma_m
    integer(kind=i_def), intent(in) :: cma_op_2_gamma_p
    integer(kind=i_def), intent(in) :: cma_op_3_nrow
    integer(kind=i_def), intent(in) :: cma_op_3_ncol
    integer(kind=i_def), intent(in) :: cma_op_3_bandwidth
    integer(kind=i_def), intent(in) :: cma_op_3_alpha
    integer(kind=i_def), intent(in) :: cma_op_3_beta
    integer(kind=i_def), intent(in) :: cma_op_3_gamma_m
    integer(kind=i_def), intent(in) :: cma_op_3_gamma_p
    real(kind=r_solver), intent(inout), dimension(cma_op_1_bandwidth, cma_op_1_nrow, ncell_2d) :: cma_op_1
    real(kind=r_solver), intent(in), dimension(cma_op_2_bandwidth, cma_op_2_nrow, ncell_2d) :: cma_op_2
    real(kind=r_solver), intent(in), dimension(cma_op_3_bandwidth, cma_op_3_nrow, ncell_2d) :: cma_op_3
    real(kind=r_def), intent(in) :: rscalar_4
  end subroutine cma_product_code

end module cma_product_kernel_mod
