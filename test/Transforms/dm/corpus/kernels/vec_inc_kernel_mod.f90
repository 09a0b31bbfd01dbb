!> @brief Increments a three-component W0 field vector from a W3 field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module vec_inc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: vec_inc_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD*3, GH_REAL, GH_INC, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: vec_inc_code
  end type vec_inc_kernel_type

  public :: vec_inc_code

contains

  subroutine vec_inc_code(nlayers, field_1_w0_v1, field_1_w0_v2, field_1_w0_v3,  &
      field_2_w3, ndf_w0, undf_w0, map_w0, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0_v1
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0_v2
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0_v3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine vec_inc_code

end module vec_inc_kernel_mod
