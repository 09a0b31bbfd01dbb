! Assembles a W3 mass matrix of r_tran data from W3 basis functions on an XYoZ rule, scaled
! per 3D cell by the column's coordinates (chi on Wchi). W3 is only the operator's space
! here: the PSy layer takes ndf_w3 and the W3 basis from the operator's function space.
module op_mass3_kernel_mod
  use argument_mod, only: arg_type, func_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, &
                          GH_WRITE, GH_BASIS, CELL_COLUMN, GH_QUADRATURE_XYoZ
  use fs_continuity_mod, only: W3, WCHI
  use constants_mod, only: r_def, r_tran, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_mass3_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                    &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W3, W3), &
         arg_type(GH_FIELD*3,  GH_REAL, GH_READ,  WCHI)    &
         /)
    type(func_type) :: meta_funcs(1) = (/ func_type(W3, GH_BASIS) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_XYoZ
  contains
    procedure, nopass :: op_mass3_code
  end type op_mass3_kernel_type

  public :: op_mass3_code
contains
  subroutine op_mass3_code(cell, nlayers, ncell_3d, m3, chi_1, chi_2, chi_3, ndf_w3, basis_w3, &
                           ndf_wchi, undf_wchi, map_wchi, np_xy, np_z, weights_xy, weights_z)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w3, ndf_wchi, undf_wchi
    integer(kind=i_def), intent(in) :: np_xy, np_z
    integer(kind=i_def), intent(in), dimension(ndf_wchi) :: map_wchi
    real(kind=r_tran), intent(inout), dimension(ndf_w3, ndf_w3, ncell_3d) :: m3
    real(kind=r_def), intent(in), dimension(undf_wchi) :: chi_1, chi_2, chi_3
    real(kind=r_def), intent(in), dimension(1, ndf_w3, np_xy, np_z) :: basis_w3
    real(kind=r_def), intent(in), dimension(np_xy) :: weights_xy
    real(kind=r_def), intent(in), dimension(np_z) :: weights_z
    integer(kind=i_def) :: k, i, j, df, ik, qxy, qz
    real(kind=r_def) :: s, v
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      s = 0.0_r_def
      do df = 1, ndf_wchi
        s = s + chi_1(map_wchi(df) + k) + 2.0_r_def * chi_2(map_wchi(df) + k) - chi_3(map_wchi(df) + k)
      end do
      do j = 1, ndf_w3
        do i = 1, ndf_w3
          v = 0.0_r_def
          do qz = 1, np_z
            do qxy = 1, np_xy
              v = v + weights_xy(qxy) * weights_z(qz) * basis_w3(1, i, qxy, qz) * &
                      basis_w3(1, j, qxy, qz)
            end do
          end do
          m3(i, j, ik) = real(v * (1.0_r_def + 0.01_r_def * s) + real(ik, r_def) / 7.0_r_def, r_tran)
        end do
      end do
    end do
  end subroutine op_mass3_code
end module op_mass3_kernel_mod
