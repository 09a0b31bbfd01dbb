!> @brief Writes three W3 wind components from a W2 wind.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module wind_vec_write_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: wind_vec_write_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD*3, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: wind_vec_write_code
  end type wind_vec_write_kernel_type

  public :: wind_vec_write_code

contains

  subroutine wind_vec_write_code(nlayers, field_1_w3_v1, field_1_w3_v2, field_1_w3_v3,  &
      field_2_w2, ndf_w3, undf_w3, map_w3, ndf_w2, undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3_v1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3_v2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3_v3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine wind_vec_write_code

end module wind_vec_write_kernel_mod
