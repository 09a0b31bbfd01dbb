!> @brief Applies a W1 operator to a W1 field, incrementing the W1 result.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module op_apply_inc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_OPERATOR, GH_READ, &
                          GH_REAL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W1
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: op_apply_inc_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W1), &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, W1, W1)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_apply_inc_code
  end type op_apply_inc_kernel_type

  public :: op_apply_inc_code

contains

  subroutine op_apply_inc_code(cell, nlayers, field_1_w1, field_2_w1, op_3_ncell_3d,  &
      op_3, ndf_w1, undf_w1, map_w1)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_3_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
    real(kind=r_def), intent(in), dimension(undf_w1) :: field_2_w1
    real(kind=r_def), intent(in), dimension(ndf_w1, ndf_w1, op_3_ncell_3d) :: op_3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
  end subroutine op_apply_inc_code

end module op_apply_inc_kernel_mod
