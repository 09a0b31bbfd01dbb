!> @brief Smooths a cell field with its neighbours on a cross-shaped stencil.
!> Corpus: STENCIL(CROSS) on a read W3 field.
module cross_smooth_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, &
                               GH_WRITE, GH_READ, STENCIL,  &
                               CROSS, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cross_smooth_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                              &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),                  &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3, STENCIL(CROSS))   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cross_smooth_code
  end type cross_smooth_kernel_type

  public :: cross_smooth_code

contains

  subroutine cross_smooth_code(nlayers, field_1_w3, field_2_w3, field_2_stencil_size,  &
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
  end subroutine cross_smooth_code

end module cross_smooth_kernel_mod
