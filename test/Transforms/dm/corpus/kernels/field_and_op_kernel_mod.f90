!> @brief Increments a W0 field and writes a W3 operator from a W3 field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module field_and_op_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_OPERATOR, GH_READ, &
                          GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: field_and_op_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W0), &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W3, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: field_and_op_code
  end type field_and_op_kernel_type

  public :: field_and_op_code

contains

  subroutine field_and_op_code(cell, nlayers, field_1_w0, op_2_ncell_3d, op_2,  &
      field_3_w3, ndf_w0, undf_w0, map_w0, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: cell
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_2_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(inout), dimension(ndf_w3, ndf_w3, op_2_ncell_3d) :: op_2
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine field_and_op_code

end module field_and_op_kernel_mod
