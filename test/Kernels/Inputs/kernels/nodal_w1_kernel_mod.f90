! Increments a W0 field with a W1 field's basis functions and curls evaluated at the W0
! nodes (gh_evaluator without targets: the written field's space).
module nodal_w1_kernel_mod
  use argument_mod, only: arg_type, func_type, GH_FIELD, GH_REAL, GH_READ, GH_INC, &
                          GH_BASIS, GH_DIFF_BASIS, CELL_COLUMN, GH_EVALUATOR
  use fs_continuity_mod, only: W0, W1
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: nodal_w1_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/             &
         arg_type(GH_FIELD, GH_REAL, GH_INC,  W0),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W1)   &
         /)
    type(func_type) :: meta_funcs(1) = (/ func_type(W1, GH_BASIS, GH_DIFF_BASIS) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_EVALUATOR
  contains
    procedure, nopass :: nodal_w1_code
  end type nodal_w1_kernel_type

  public :: nodal_w1_code
contains
  subroutine nodal_w1_code(nlayers, y, x, ndf_w0, undf_w0, map_w0, ndf_w1, undf_w1, map_w1, &
                           basis_w1_on_w0, diff_basis_w1_on_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w0, undf_w0, ndf_w1, undf_w1
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    real(kind=r_def), intent(inout), dimension(undf_w0) :: y
    real(kind=r_def), intent(in), dimension(undf_w1) :: x
    real(kind=r_def), intent(in), dimension(3, ndf_w1, ndf_w0) :: basis_w1_on_w0
    real(kind=r_def), intent(in), dimension(3, ndf_w1, ndf_w0) :: diff_basis_w1_on_w0
    integer(kind=i_def) :: k, n, df
    real(kind=r_def) :: s
    do k = 0, nlayers - 1
      do n = 1, ndf_w0
        s = 0.0_r_def
        do df = 1, ndf_w1
          s = s + x(map_w1(df) + k) * (basis_w1_on_w0(1, df, n) + 2.0_r_def *               &
              basis_w1_on_w0(2, df, n) - basis_w1_on_w0(3, df, n) +                          &
              0.25_r_def * diff_basis_w1_on_w0(2, df, n))
        end do
        y(map_w0(n) + k) = y(map_w0(n) + k) + s / 8.0_r_def
      end do
    end do
  end subroutine nodal_w1_code
end module nodal_w1_kernel_mod
