! Adds to a W3 field a W2 field's basis functions and divergences evaluated at the nodes of
! two target spaces (gh_evaluator_targets W3 and W0), weighted by a W0 field.
module nodal_targets_kernel_mod
  use argument_mod, only: arg_type, func_type, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, &
                          GH_BASIS, GH_DIFF_BASIS, CELL_COLUMN, GH_EVALUATOR
  use fs_continuity_mod, only: W0, W2, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: nodal_targets_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                   &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W0),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W2)    &
         /)
    type(func_type) :: meta_funcs(1) = (/ func_type(W2, GH_BASIS, GH_DIFF_BASIS) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_EVALUATOR
    integer :: gh_evaluator_targets(2) = (/ W3, W0 /)
  contains
    procedure, nopass :: nodal_targets_code
  end type nodal_targets_kernel_type

  public :: nodal_targets_code
contains
  subroutine nodal_targets_code(nlayers, d, y, u, ndf_w3, undf_w3, map_w3, ndf_w0, undf_w0,  &
                                map_w0, ndf_w2, undf_w2, map_w2, basis_w2_on_w3,             &
                                basis_w2_on_w0, diff_basis_w2_on_w3, diff_basis_w2_on_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, ndf_w0, undf_w0
    integer(kind=i_def), intent(in) :: ndf_w2, undf_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: d
    real(kind=r_def), intent(in), dimension(undf_w0) :: y
    real(kind=r_def), intent(in), dimension(undf_w2) :: u
    real(kind=r_def), intent(in), dimension(3, ndf_w2, ndf_w3) :: basis_w2_on_w3
    real(kind=r_def), intent(in), dimension(3, ndf_w2, ndf_w0) :: basis_w2_on_w0
    real(kind=r_def), intent(in), dimension(1, ndf_w2, ndf_w3) :: diff_basis_w2_on_w3
    real(kind=r_def), intent(in), dimension(1, ndf_w2, ndf_w0) :: diff_basis_w2_on_w0
    integer(kind=i_def) :: k, n, df
    real(kind=r_def) :: s
    do k = 0, nlayers - 1
      s = 0.0_r_def
      do df = 1, ndf_w2
        s = s + u(map_w2(df) + k) * (basis_w2_on_w3(1, df, 1) - basis_w2_on_w3(3, df, 1) +   &
            0.5_r_def * diff_basis_w2_on_w3(1, df, 1))
        do n = 1, ndf_w0
          s = s + y(map_w0(n) + k) * u(map_w2(df) + k) * (basis_w2_on_w0(2, df, n) +        &
              real(n, r_def) * diff_basis_w2_on_w0(1, df, n)) / 16.0_r_def
        end do
      end do
      d(map_w3(1) + k) = d(map_w3(1) + k) + s
    end do
  end subroutine nodal_targets_code
end module nodal_targets_kernel_mod
