!> @brief Upwind advection along a run-time direction (XORY1D stencil).
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module xory1d_advect_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE, &
                          STENCIL, XORY1D
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: xory1d_advect_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, STENCIL(XORY1D))  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: xory1d_advect_code
  end type xory1d_advect_kernel_type

  public :: xory1d_advect_code

contains

  subroutine xory1d_advect_code(nlayers, field_1_w3, field_2_w3, field_2_stencil_size,  &
      field_2_direction, field_2_stencil_map, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: field_2_direction
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3, field_2_stencil_size) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine xory1d_advect_code

end module xory1d_advect_kernel_mod
