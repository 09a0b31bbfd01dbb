!> @brief Injects a coarse discontinuous field into the fine cells.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module prolong_dg_kernel_mod

  use argument_mod, only: arg_type, ANY_DISCONTINUOUS_SPACE_1, ANY_DISCONTINUOUS_SPACE_2, &
                          CELL_COLUMN, GH_COARSE, GH_FIELD, GH_FINE, GH_READ, GH_REAL, &
                          GH_WRITE
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: prolong_dg_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, ANY_DISCONTINUOUS_SPACE_1, mesh_arg=GH_FINE), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_DISCONTINUOUS_SPACE_2, mesh_arg=GH_COARSE)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: prolong_dg_code
  end type prolong_dg_kernel_type

  public :: prolong_dg_code

contains

  subroutine prolong_dg_code(nlayers, field_1_any_discontinuous_space_1,  &
      field_2_any_discontinuous_space_2, ndf_any_discontinuous_space_1,  &
      undf_any_discontinuous_space_1, map_any_discontinuous_space_1,  &
      ndf_any_discontinuous_space_2, undf_any_discontinuous_space_2,  &
      map_any_discontinuous_space_2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_2
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_2
    real(kind=r_def), intent(inout), dimension(undf_any_discontinuous_space_1) :: field_1_any_discontinuous_space_1
    real(kind=r_def), intent(in), dimension(undf_any_discontinuous_space_2) :: field_2_any_discontinuous_space_2
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_1) :: map_any_discontinuous_space_1
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_2) :: map_any_discontinuous_space_2
  end subroutine prolong_dg_code

end module prolong_dg_kernel_mod
