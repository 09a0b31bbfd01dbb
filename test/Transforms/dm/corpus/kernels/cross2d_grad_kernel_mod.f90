!> @brief Gradient of a W3 field from a CROSS2D stencil.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module cross2d_grad_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, CROSS2D, GH_FIELD, GH_READ, GH_REAL, &
                          GH_WRITE, STENCIL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cross2d_grad_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, STENCIL(CROSS2D))  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cross2d_grad_code
  end type cross2d_grad_kernel_type

  public :: cross2d_grad_code

contains

  subroutine cross2d_grad_code(nlayers, field_1_w3, field_2_w3, field_2_stencil_size,  &
      field_2_max_branch_length, field_2_stencil_map, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_max_branch_length
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(4) :: field_2_stencil_size
    integer(kind=i_def), intent(in), dimension(ndf_w3, field_2_max_branch_length, 4) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine cross2d_grad_code

end module cross2d_grad_kernel_mod
