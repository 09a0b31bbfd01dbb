!> @brief y derivative of a W3 field on a Y1D stencil.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module y1d_deriv_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE, &
                          STENCIL, Y1D
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: y1d_deriv_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, STENCIL(Y1D))  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: y1d_deriv_code
  end type y1d_deriv_kernel_type

  public :: y1d_deriv_code

contains

  subroutine y1d_deriv_code(nlayers, field_1_w3, field_2_w3, field_2_stencil_size,  &
      field_2_stencil_map, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3, field_2_stencil_size) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine y1d_deriv_code

end module y1d_deriv_kernel_mod
