!> @brief Scales a W2 operator in place.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module op_scale_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_OPERATOR, GH_READ, GH_READWRITE, GH_REAL, &
                          GH_SCALAR
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: op_scale_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_OPERATOR, GH_REAL, GH_READWRITE, W2, W2), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_scale_code
  end type op_scale_kernel_type

  public :: op_scale_code

contains

  subroutine op_scale_code(cell, nlayers, op_1_ncell_3d, op_1, rscalar_2, ndf_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_1_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_w2
    real(kind=r_def), intent(inout), dimension(ndf_w2, ndf_w2, op_1_ncell_3d) :: op_1
    real(kind=r_def), intent(in) :: rscalar_2
  end subroutine op_scale_code

end module op_scale_kernel_mod
