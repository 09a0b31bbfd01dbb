!> @brief Divergence of a W2 flux into W3, with a quadrature rule and an integer order.
!> Corpus: GH_WRITE on W3, basis on W3, differential basis on W2, an integer scalar.
module cell_divergence_kernel_mod

  use argument_mod,      only: arg_type, func_type,              &
                               GH_FIELD, GH_SCALAR,              &
                               GH_REAL, GH_INTEGER,              &
                               GH_WRITE, GH_READ,                &
                               GH_BASIS, GH_DIFF_BASIS,          &
                               GH_QUADRATURE_XYoZ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cell_divergence_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                   &
         arg_type(GH_FIELD,  GH_REAL,    GH_WRITE, W3),   &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,  W2),   &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)         &
         /)
    type(func_type) :: meta_funcs(2) = (/                 &
         func_type(W3, GH_BASIS),                         &
         func_type(W2, GH_DIFF_BASIS)                     &
         /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_XYoZ
  contains
    procedure, nopass :: cell_divergence_code
  end type cell_divergence_kernel_type

  public :: cell_divergence_code

contains

  subroutine cell_divergence_code(nlayers, field_1_w3, field_2_w2, iscalar_3, ndf_w3,  &
      undf_w3, map_w3, basis_w3_qr_xyoz, ndf_w2, undf_w2, map_w2, diff_basis_w2_qr_xyoz,  &
      np_xy_qr_xyoz, np_z_qr_xyoz, weights_xy_qr_xyoz, weights_z_qr_xyoz)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: iscalar_3
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: np_xy_qr_xyoz
    integer(kind=i_def), intent(in) :: np_z_qr_xyoz
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(in), dimension(1, ndf_w3, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w3_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(in), dimension(1, ndf_w2, np_xy_qr_xyoz, np_z_qr_xyoz) :: diff_basis_w2_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_xy_qr_xyoz) :: weights_xy_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_z_qr_xyoz) :: weights_z_qr_xyoz
  end subroutine cell_divergence_code

end module cell_divergence_kernel_mod
