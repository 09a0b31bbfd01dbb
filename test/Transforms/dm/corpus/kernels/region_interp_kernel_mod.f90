!> @brief Interpolates W3 values to Wtheta from a REGION stencil.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module region_interp_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE, &
                          REGION, STENCIL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3, Wtheta
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: region_interp_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, Wtheta), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, STENCIL(REGION))  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: region_interp_code
  end type region_interp_kernel_type

  public :: region_interp_code

contains

  subroutine region_interp_code(nlayers, field_1_wtheta, field_2_w3,  &
      field_2_stencil_size, field_2_stencil_map, ndf_wtheta, undf_wtheta, map_wtheta,  &
      ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_1_wtheta
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3, field_2_stencil_size) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine region_interp_code

end module region_interp_kernel_mod
