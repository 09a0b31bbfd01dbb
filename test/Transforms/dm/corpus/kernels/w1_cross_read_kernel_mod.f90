!> @brief Writes W3 from a continuous W1 field read on a CROSS stencil.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module w1_cross_read_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, CROSS, GH_FIELD, GH_READ, GH_REAL, GH_WRITE, &
                          STENCIL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W1, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: w1_cross_read_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W1, STENCIL(CROSS))  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w1_cross_read_code
  end type w1_cross_read_kernel_type

  public :: w1_cross_read_code

contains

  subroutine w1_cross_read_code(nlayers, field_1_w3, field_2_w1, field_2_stencil_size,  &
      field_2_stencil_map, ndf_w3, undf_w3, map_w3, ndf_w1, undf_w1, map_w1)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w1) :: field_2_w1
    integer(kind=i_def), intent(in), dimension(ndf_w1, field_2_stencil_size) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
  end subroutine w1_cross_read_code

end module w1_cross_read_kernel_mod
