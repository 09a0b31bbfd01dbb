!> @brief Projects a W1 field onto W2 with GH_WRITE (same value at shared dofs).
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module w2_project_write_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W1, W2
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: w2_project_write_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W1)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w2_project_write_code
  end type w2_project_write_kernel_type

  public :: w2_project_write_code

contains

  subroutine w2_project_write_code(nlayers, field_1_w2, field_2_w1, ndf_w2, undf_w2,  &
      map_w2, ndf_w1, undf_w1, map_w1)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    real(kind=r_def), intent(inout), dimension(undf_w2) :: field_1_w2
    real(kind=r_def), intent(in), dimension(undf_w1) :: field_2_w1
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
  end subroutine w2_project_write_code

end module w2_project_write_kernel_mod
