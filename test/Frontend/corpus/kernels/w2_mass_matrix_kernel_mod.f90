!> @brief Assembles the local W2 mass matrix of each cell from the coordinate field.
!> Corpus: an LMA operator written (W2 to W2), a field vector on Wchi, an integer scalar.
module w2_mass_matrix_kernel_mod

  use argument_mod,      only: arg_type, func_type,            &
                               GH_OPERATOR, GH_FIELD,          &
                               GH_SCALAR, GH_REAL, GH_INTEGER, &
                               GH_WRITE, GH_READ,              &
                               GH_BASIS, GH_DIFF_BASIS,        &
                               GH_QUADRATURE_XYoZ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, Wchi
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: w2_mass_matrix_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                         &
         arg_type(GH_OPERATOR, GH_REAL,    GH_WRITE, W2, W2),   &
         arg_type(GH_FIELD*3,  GH_REAL,    GH_READ,  Wchi),     &
         arg_type(GH_SCALAR,   GH_INTEGER, GH_READ)             &
         /)
    type(func_type) :: meta_funcs(2) = (/                       &
         func_type(W2,   GH_BASIS),                             &
         func_type(Wchi, GH_BASIS, GH_DIFF_BASIS)               &
         /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_XYoZ
  contains
    procedure, nopass :: w2_mass_matrix_code
  end type w2_mass_matrix_kernel_type

  public :: w2_mass_matrix_code

contains

  subroutine w2_mass_matrix_code(nlayers, op_1_ncell_3d, op_1, field_2_wchi_v1,  &
      field_2_wchi_v2, field_2_wchi_v3, iscalar_3, ndf_w2, basis_w2_qr_xyoz, ndf_wchi,  &
      undf_wchi, map_wchi, basis_wchi_qr_xyoz, diff_basis_wchi_qr_xyoz, np_xy_qr_xyoz,  &
      np_z_qr_xyoz, weights_xy_qr_xyoz, weights_z_qr_xyoz)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_1_ncell_3d
    integer(kind=i_def), intent(in) :: iscalar_3
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: ndf_wchi
    integer(kind=i_def), intent(in) :: undf_wchi
    integer(kind=i_def), intent(in) :: np_xy_qr_xyoz
    integer(kind=i_def), intent(in) :: np_z_qr_xyoz
    real(kind=r_def), intent(inout), dimension(ndf_w2, ndf_w2, op_1_ncell_3d) :: op_1
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v1
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v2
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v3
    real(kind=r_def), intent(in), dimension(3, ndf_w2, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w2_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_wchi) :: map_wchi
    real(kind=r_def), intent(in), dimension(1, ndf_wchi, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_wchi_qr_xyoz
    real(kind=r_def), intent(in), dimension(3, ndf_wchi, np_xy_qr_xyoz, np_z_qr_xyoz) :: diff_basis_wchi_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_xy_qr_xyoz) :: weights_xy_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_z_qr_xyoz) :: weights_z_qr_xyoz
  end subroutine w2_mass_matrix_code

end module w2_mass_matrix_kernel_mod
