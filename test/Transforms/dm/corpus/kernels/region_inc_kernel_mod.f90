!> @brief Increments W0 nodes from Wtheta on a REGION stencil and a W3 field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module region_inc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL, REGION, &
                          STENCIL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3, Wtheta
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: region_inc_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta, STENCIL(REGION)), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: region_inc_code
  end type region_inc_kernel_type

  public :: region_inc_code

contains

  subroutine region_inc_code(nlayers, field_1_w0, field_2_wtheta, field_2_stencil_size,  &
      field_2_stencil_map, field_3_w3, ndf_w0, undf_w0, map_w0, ndf_wtheta, undf_wtheta,  &
      map_wtheta, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_2_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_wtheta, field_2_stencil_size) :: field_2_stencil_map
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine region_inc_code

end module region_inc_kernel_mod
