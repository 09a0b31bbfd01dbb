!> @brief Assembles the W1 mass matrix from the coordinate vector (XYoZ quadrature).
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module mass_op_kernel_mod

  use argument_mod, only: arg_type, func_type, CELL_COLUMN, GH_BASIS, GH_DIFF_BASIS, &
                          GH_FIELD, GH_INTEGER, GH_OPERATOR, GH_QUADRATURE_XYoZ, GH_READ, &
                          GH_REAL, GH_SCALAR, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W1
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: mass_op_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W1, W1), &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, W0), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)  &
         /)
    type(func_type) :: meta_funcs(2) = (/ &
         func_type(W1, GH_BASIS), &
         func_type(W0, GH_BASIS, GH_DIFF_BASIS)  &
         /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_XYoZ
  contains
    procedure, nopass :: mass_op_code
  end type mass_op_kernel_type

  public :: mass_op_code

contains

  subroutine mass_op_code(cell, nlayers, op_1_ncell_3d, op_1, field_2_w0_v1,  &
      field_2_w0_v2, field_2_w0_v3, iscalar_3, ndf_w1, basis_w1_qr_xyoz, ndf_w0, undf_w0,  &
      map_w0, basis_w0_qr_xyoz, diff_basis_w0_qr_xyoz, np_xy_qr_xyoz, np_z_qr_xyoz,  &
      weights_xy_qr_xyoz, weights_z_qr_xyoz)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_1_ncell_3d
    integer(kind=i_def), intent(in) :: iscalar_3
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: np_xy_qr_xyoz
    integer(kind=i_def), intent(in) :: np_z_qr_xyoz
    real(kind=r_def), intent(inout), dimension(ndf_w1, ndf_w1, op_1_ncell_3d) :: op_1
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0_v1
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0_v2
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0_v3
    real(kind=r_def), intent(in), dimension(3, ndf_w1, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w1_qr_xyoz
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(in), dimension(1, ndf_w0, np_xy_qr_xyoz, np_z_qr_xyoz) :: basis_w0_qr_xyoz
    real(kind=r_def), intent(in), dimension(3, ndf_w0, np_xy_qr_xyoz, np_z_qr_xyoz) :: diff_basis_w0_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_xy_qr_xyoz) :: weights_xy_qr_xyoz
    real(kind=r_def), intent(in), dimension(np_z_qr_xyoz) :: weights_z_qr_xyoz
  end subroutine mass_op_code

end module mass_op_kernel_mod
