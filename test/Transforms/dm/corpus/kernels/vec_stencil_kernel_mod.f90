!> @brief Writes W3 from a three-component W3 vector read on a CROSS stencil.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module vec_stencil_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, CROSS, GH_FIELD, GH_READ, GH_REAL, GH_WRITE, &
                          STENCIL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: vec_stencil_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, W3, STENCIL(CROSS))  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: vec_stencil_code
  end type vec_stencil_kernel_type

  public :: vec_stencil_code

contains

  subroutine vec_stencil_code(nlayers, field_1_w3, field_2_w3_v1, field_2_w3_v2,  &
      field_2_w3_v3, field_2_stencil_size, field_2_stencil_map, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3_v1
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3_v2
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3_v3
    integer(kind=i_def), intent(in), dimension(ndf_w3, field_2_stencil_size) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine vec_stencil_code

end module vec_stencil_kernel_mod
