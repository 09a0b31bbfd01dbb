!> @brief Applies a column-wise operator to a field.
!> Corpus: CMA application (field written on the to space, field read on the from space).
module cma_solve_kernel_mod

  use argument_mod,  only: arg_type, GH_FIELD,           &
                           GH_COLUMNWISE_OPERATOR,       &
                           GH_REAL, GH_INC, GH_READ,     &
                           ANY_SPACE_1, ANY_SPACE_2,     &
                           CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cma_solve_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                                &
         arg_type(GH_FIELD,               GH_REAL, GH_INC,  ANY_SPACE_1),              &
         arg_type(GH_FIELD,               GH_REAL, GH_READ, ANY_SPACE_2),              &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ, ANY_SPACE_1, ANY_SPACE_2)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_solve_code
  end type cma_solve_kernel_type

  public :: cma_solve_code

contains

  subroutine cma_solve_code(cell, ncell_2d, field_1_any_space_1, field_2_any_space_2,  &
      cma_op_3, cma_op_3_nrow, cma_op_3_ncol, cma_op_3_bandwidth, cma_op_3_alpha,  &
      cma_op_3_beta, cma_op_3_gamma_m, cma_op_3_gamma_p, ndf_any_space_1,  &
      undf_any_space_1, map_any_space_1, cma_indirection_map_any_space_1,  &
      ndf_any_space_2, undf_any_space_2, map_any_space_2,  &
      cma_indirection_map_any_space_2)
    use constants_mod, only: r_def, i_def, l_def, r_solver
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: ncell_2d
    integer(kind=i_def), intent(in) :: cma_op_3_nrow
    integer(kind=i_def), intent(in) :: cma_op_3_ncol
    integer(kind=i_def), intent(in) :: cma_op_3_bandwidth
    integer(kind=i_def), intent(in) :: cma_op_3_alpha
    integer(kind=i_def), intent(in) :: cma_op_3_beta
    integer(kind=i_def), intent(in) :: cma_op_3_gamma_m
    integer(kind=i_def), intent(in) :: cma_op_3_gamma_p
    integer(kind=i_def), intent(in) :: ndf_any_space_1
    integer(kind=i_def), intent(in) :: undf_any_space_1
    integer(kind=i_def), intent(in) :: ndf_any_space_2
    integer(kind=i_def), intent(in) :: undf_any_space_2
    real(kind=r_def), intent(inout), dimension(undf_any_space_1) :: field_1_any_space_1
    real(kind=r_def), intent(in), dimension(undf_any_space_2) :: field_2_any_space_2
    real(kind=r_solver), intent(in), dimension(cma_op_3_bandwidth, cma_op_3_nrow, ncell_2d) :: cma_op_3
    integer(kind=i_def), intent(in), dimension(ndf_any_space_1) :: map_any_space_1
    integer(kind=i_def), intent(in), dimension(cma_op_3_nrow) :: cma_indirection_map_any_space_1
    integer(kind=i_def), intent(in), dimension(ndf_any_space_2) :: map_any_space_2
    integer(kind=i_def), intent(in), dimension(cma_op_3_ncol) :: cma_indirection_map_any_space_2
  end subroutine cma_solve_code

end module cma_solve_kernel_mod
