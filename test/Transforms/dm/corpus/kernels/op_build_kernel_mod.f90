!> @brief Builds a W2-to-W3 operator from a W3 field (no basis functions).
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module op_build_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_OPERATOR, GH_READ, GH_REAL, &
                          GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: op_build_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W3, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_build_code
  end type op_build_kernel_type

  public :: op_build_code

contains

  subroutine op_build_code(cell, nlayers, op_1_ncell_3d, op_1, field_2_w3, ndf_w3,  &
      undf_w3, map_w3, ndf_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_1_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w2
    real(kind=r_def), intent(inout), dimension(ndf_w3, ndf_w2, op_1_ncell_3d) :: op_1
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine op_build_code

end module op_build_kernel_mod
