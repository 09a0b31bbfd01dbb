!> @brief Circulation of a flux around the edges of each cell, integrated with an XYoZ rule.
!> Corpus: basis and differential basis on three spaces, a coordinate field vector on Wchi.
module edge_circulation_kernel_mod

  use argument_mod,      only: arg_type, func_type,           &
                               GH_FIELD, GH_REAL, GH_INC,     &
                               GH_READ, GH_BASIS,             &
                               GH_DIFF_BASIS, CELL_COLUMN,    &
                               GH_QUADRATURE_XYoZ
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W1, W2, Wchi
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: edge_circulation_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                   &
         arg_type(GH_FIELD,   GH_REAL, GH_INC,  W1),      &
         arg_type(GH_FIELD,   GH_REAL, GH_READ, W2),      &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, Wchi)     &
         /)
    type(func_type) :: meta_funcs(3) = (/                 &
         func_type(W1,   GH_BASIS),                       &
         func_type(W2,   GH_BASIS, GH_DIFF_BASIS),        &
         func_type(Wchi, GH_BASIS, GH_DIFF_BASIS)         &
         /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_XYoZ
  contains
    procedure, nopass :: edge_circulation_code
  end type edge_circulation_kernel_type

  public :: edge_circulation_code

contains

  subroutine edge_circulation_code(nlayers, field_1_w1, field_2_w2, field_3_wchi_v1,  &
      field_3_wchi_v2, field_3_wchi_v3, ndf_w1, undf_w1, map_w1, basis_w1_qr_xyoz,  &
      ndf_w2, undf_w2, map_w2, basis_w2_qr_xyoz, diff_basis_w2_qr_xyoz, ndf_wchi,  &
      undf_wchi, map_wchi, basis_wchi_qr_xyoz, diff_basis_wchi_qr_xyoz, np_xy_qr_xyoz,  &
      np_z_qr_xyoz, weights_xy_qr_xyoz, weights_z_qr_xyoz)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: ndf_wchi
    integer(kind=i_def), intent(in) :: undf_wchi
    integer(kind=i_def), intent(in) :: np_xy_qr_xyoz
    integer(kind=i_def), intent(in) :: np_z_qr_xyoz
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_3_wchi_v1
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_3_wchi_v2
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_3_wchi_v3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    real(kind=r_def), intent(in), dimension(3, ndf_w1, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w1_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(in), dimension(3, ndf_w2, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w2_qr_xyoz
    real(kind=r_def), intent(in), dimension(1, ndf_w2, np_xy_qr_xyoz, np_z_qr_xyoz) :: diff_basis_w2_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_wchi) :: map_wchi
    real(kind=r_def), intent(in), dimension(1, ndf_wchi, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_wchi_qr_xyoz
    real(kind=r_def), intent(in), dimension(3, ndf_wchi, np_xy_qr_xyoz, np_z_qr_xyoz) :: diff_basis_wchi_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_xy_qr_xyoz) :: weights_xy_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_z_qr_xyoz) :: weights_z_qr_xyoz
  end subroutine edge_circulation_code

end module edge_circulation_kernel_mod
