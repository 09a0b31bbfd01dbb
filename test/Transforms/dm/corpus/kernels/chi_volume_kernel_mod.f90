!> @brief Cell volumes (W3) from the W0 coordinate vector chi.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module chi_volume_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: chi_volume_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, W0)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: chi_volume_code
  end type chi_volume_kernel_type

  public :: chi_volume_code

contains

  subroutine chi_volume_code(nlayers, field_1_w3, field_2_w0_v1, field_2_w0_v2,  &
      field_2_w0_v3, ndf_w3, undf_w3, map_w3, ndf_w0, undf_w0, map_w0)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0_v1
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0_v2
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0_v3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
  end subroutine chi_volume_code

end module chi_volume_kernel_mod
