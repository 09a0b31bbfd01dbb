!> @brief Horizontal gradient of a discontinuous field from a branch-wise 2D cross stencil.
!> Corpus: STENCIL(CROSS2D) on ANY_DISCONTINUOUS_SPACE_1.
module cross2d_gradient_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL,    &
                               GH_WRITE, GH_READ, STENCIL,     &
                               CROSS2D, CELL_COLUMN,           &
                               ANY_DISCONTINUOUS_SPACE_1
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cross2d_gradient_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                                  &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, ANY_DISCONTINUOUS_SPACE_1),               &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  ANY_DISCONTINUOUS_SPACE_1, STENCIL(CROSS2D)), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3)                                       &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cross2d_gradient_code
  end type cross2d_gradient_kernel_type

  public :: cross2d_gradient_code

contains

  subroutine cross2d_gradient_code(nlayers, field_1_any_discontinuous_space_1,  &
      field_2_any_discontinuous_space_1, field_2_stencil_size, field_2_max_branch_length,  &
      field_2_stencil_map, field_3_w3, ndf_any_discontinuous_space_1,  &
      undf_any_discontinuous_space_1, map_any_discontinuous_space_1, ndf_w3, undf_w3,  &
      map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_max_branch_length
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_any_discontinuous_space_1) :: field_1_any_discontinuous_space_1
    real(kind=r_def), intent(in), dimension(undf_any_discontinuous_space_1) :: field_2_any_discontinuous_space_1
    integer(kind=i_def), intent(in), dimension(4) :: field_2_stencil_size
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_1, field_2_max_branch_length, 4) :: field_2_stencil_map
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_1) :: map_any_discontinuous_space_1
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine cross2d_gradient_code

end module cross2d_gradient_kernel_mod
