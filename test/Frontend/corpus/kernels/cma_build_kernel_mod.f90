!> @brief Builds a column-wise operator from a local operator and a scaling.
!> Corpus: CMA assembly (one LMA operator read, one CMA operator written, a scalar read).
module cma_build_kernel_mod

  use argument_mod,  only: arg_type,                          &
                           GH_OPERATOR, GH_COLUMNWISE_OPERATOR, &
                           GH_SCALAR, GH_REAL, GH_READ,       &
                           GH_WRITE, ANY_SPACE_1, ANY_SPACE_2, &
                           CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cma_build_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                                 &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_WRITE, ANY_SPACE_1, ANY_SPACE_2), &
         arg_type(GH_OPERATOR,            GH_REAL, GH_READ,  ANY_SPACE_1, ANY_SPACE_2), &
         arg_type(GH_SCALAR,              GH_REAL, GH_READ)                             &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_build_code
  end type cma_build_kernel_type

  public :: cma_build_code

contains

  subroutine cma_build_code(cell, nlayers, ncell_2d, cma_op_1, cma_op_1_nrow,  &
      cma_op_1_ncol, cma_op_1_bandwidth, cma_op_1_alpha, cma_op_1_beta, cma_op_1_gamma_m,  &
      cma_op_1_gamma_p, op_2_ncell_3d, op_2, rscalar_3, ndf_any_space_1,  &
      cbanded_map_any_space_1, ndf_any_space_2, cbanded_map_any_space_2)
    use constants_mod, only: r_def, i_def, l_def, r_solver
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ncell_2d
    integer(kind=i_def), intent(in) :: cma_op_1_nrow
    integer(kind=i_def), intent(in) :: cma_op_1_ncol
    integer(kind=i_def), intent(in) :: cma_op_1_bandwidth
    integer(kind=i_def), intent(in) :: cma_op_1_alpha
    integer(kind=i_def), intent(in) :: cma_op_1_beta
    integer(kind=i_def), intent(in) :: cma_op_1_gamma_m
    integer(kind=i_def), intent(in) :: cma_op_1_gamma_p
    integer(kind=i_def), intent(in) :: op_2_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_any_space_1
    integer(kind=i_def), intent(in) :: ndf_any_space_2
    real(kind=r_solver), intent(inout), dimension(cma_op_1_bandwidth, cma_op_1_nrow, ncell_2d) :: cma_op_1
    real(kind=r_def), intent(in), dimension(ndf_any_space_1, ndf_any_space_2, op_2_ncell_3d) :: op_2
    real(kind=r_def), intent(in) :: rscalar_3
    integer(kind=i_def), intent(in), dimension(ndf_any_space_1, nlayers) :: cbanded_map_any_space_1
    integer(kind=i_def), intent(in), dimension(ndf_any_space_2, nlayers) :: cbanded_map_any_space_2
  end subroutine cma_build_code

end module cma_build_kernel_mod
