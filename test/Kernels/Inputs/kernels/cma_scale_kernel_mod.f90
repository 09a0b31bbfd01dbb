! out = s * in for two column-wise operators of one band: a matrix-matrix kernel (CMA
! operators and scalars only), which LFRic passes no nlayers and no function spaces.
module cma_scale_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ, &
                          GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3, W2V
  use constants_mod, only: r_def, r_solver, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: cma_scale_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_WRITE, W3, W2V), &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_READ,  W3, W2V), &
         arg_type(GH_SCALAR,              GH_REAL, GH_READ)            &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_scale_code
  end type cma_scale_kernel_type

  public :: cma_scale_code
contains
  subroutine cma_scale_code(cell, ncell_2d, out, nrow_o, ncol_o, bw_o, alpha_o, beta_o,  &
                            gamma_m_o, gamma_p_o, in, nrow_i, ncol_i, bw_i, alpha_i,     &
                            beta_i, gamma_m_i, gamma_p_i, s)
    integer(kind=i_def), intent(in) :: cell, ncell_2d
    integer(kind=i_def), intent(in) :: nrow_o, ncol_o, bw_o, alpha_o, beta_o, gamma_m_o, gamma_p_o
    integer(kind=i_def), intent(in) :: nrow_i, ncol_i, bw_i, alpha_i, beta_i, gamma_m_i, gamma_p_i
    real(kind=r_solver), intent(inout), dimension(bw_o, nrow_o, ncell_2d) :: out
    real(kind=r_solver), intent(in), dimension(bw_i, nrow_i, ncell_2d) :: in
    real(kind=r_def), intent(in) :: s
    integer(kind=i_def) :: i
    do i = 1, nrow_o
      out(:, i, cell) = real(s, r_solver) * in(:, i, cell) + real(cell * i, r_solver)
    end do
  end subroutine cma_scale_code
end module cma_scale_kernel_mod
