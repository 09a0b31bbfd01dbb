!> @brief Applies a W2-to-W3 divergence operator, writing W3.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module div_op_apply_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_OPERATOR, GH_READ, GH_REAL, &
                          GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: div_op_apply_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2), &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, W3, W2)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: div_op_apply_code
  end type div_op_apply_kernel_type

  public :: div_op_apply_code

contains

  subroutine div_op_apply_code(cell, nlayers, field_1_w3, field_2_w2, op_3_ncell_3d,  &
      op_3, ndf_w3, undf_w3, map_w3, ndf_w2, undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_3_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    real(kind=r_def), intent(in), dimension(ndf_w3, ndf_w2, op_3_ncell_3d) :: op_3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine div_op_apply_code

end module div_op_apply_kernel_mod
