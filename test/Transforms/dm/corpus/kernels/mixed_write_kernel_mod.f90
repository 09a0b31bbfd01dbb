!> @brief Writes a W3 field and increments a W1 field in one kernel.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module mixed_write_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W1, W2, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: mixed_write_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: mixed_write_code
  end type mixed_write_kernel_type

  public :: mixed_write_code

contains

  subroutine mixed_write_code(nlayers, field_1_w3, field_2_w1, field_3_w2, ndf_w3,  &
      undf_w3, map_w3, ndf_w1, undf_w1, map_w1, ndf_w2, undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_2_w1
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_3_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine mixed_write_code

end module mixed_write_kernel_mod
