!> @brief Writes a broken W2 field from a W2trace field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module broken_write_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2broken, W2trace
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: broken_write_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W2broken), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2trace)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: broken_write_code
  end type broken_write_kernel_type

  public :: broken_write_code

contains

  subroutine broken_write_code(nlayers, field_1_w2broken, field_2_w2trace,  &
      ndf_w2broken, undf_w2broken, map_w2broken, ndf_w2trace, undf_w2trace, map_w2trace)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w2broken
    integer(kind=i_def), intent(in) :: undf_w2broken
    integer(kind=i_def), intent(in) :: ndf_w2trace
    integer(kind=i_def), intent(in) :: undf_w2trace
    real(kind=r_def), intent(inout), dimension(undf_w2broken) :: field_1_w2broken
    real(kind=r_def), intent(in), dimension(undf_w2trace) :: field_2_w2trace
    integer(kind=i_def), intent(in), dimension(ndf_w2broken) :: map_w2broken
    integer(kind=i_def), intent(in), dimension(ndf_w2trace) :: map_w2trace
  end subroutine broken_write_code

end module broken_write_kernel_mod
