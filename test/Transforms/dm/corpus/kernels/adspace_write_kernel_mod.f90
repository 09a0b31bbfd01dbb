!> @brief Writes a field on an unknown discontinuous space from an ANY_SPACE field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module adspace_write_kernel_mod

  use argument_mod, only: arg_type, ANY_DISCONTINUOUS_SPACE_1, ANY_SPACE_1, CELL_COLUMN, &
                          GH_FIELD, GH_READ, GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: adspace_write_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, ANY_DISCONTINUOUS_SPACE_1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_SPACE_1)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: adspace_write_code
  end type adspace_write_kernel_type

  public :: adspace_write_code

contains

  subroutine adspace_write_code(nlayers, field_1_any_discontinuous_space_1,  &
      field_2_any_space_1, ndf_any_discontinuous_space_1, undf_any_discontinuous_space_1,  &
      map_any_discontinuous_space_1, ndf_any_space_1, undf_any_space_1, map_any_space_1)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: ndf_any_space_1
    integer(kind=i_def), intent(in) :: undf_any_space_1
    real(kind=r_def), intent(inout), dimension(undf_any_discontinuous_space_1) :: field_1_any_discontinuous_space_1
    real(kind=r_def), intent(in), dimension(undf_any_space_1) :: field_2_any_space_1
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_1) :: map_any_discontinuous_space_1
    integer(kind=i_def), intent(in), dimension(ndf_any_space_1) :: map_any_space_1
  end subroutine adspace_write_code

end module adspace_write_kernel_mod
