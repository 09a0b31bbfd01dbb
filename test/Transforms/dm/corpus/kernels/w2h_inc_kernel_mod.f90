!> @brief Increments horizontal W2H fluxes from a W2V field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module w2h_inc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2H, W2V
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: w2h_inc_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W2H), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2V)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w2h_inc_code
  end type w2h_inc_kernel_type

  public :: w2h_inc_code

contains

  subroutine w2h_inc_code(nlayers, field_1_w2h, field_2_w2v, ndf_w2h, undf_w2h,  &
      map_w2h, ndf_w2v, undf_w2v, map_w2v)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w2h
    integer(kind=i_def), intent(in) :: undf_w2h
    integer(kind=i_def), intent(in) :: ndf_w2v
    integer(kind=i_def), intent(in) :: undf_w2v
    real(kind=r_def), intent(inout), dimension(undf_w2h) :: field_1_w2h
    real(kind=r_def), intent(in), dimension(undf_w2v) :: field_2_w2v
    integer(kind=i_def), intent(in), dimension(ndf_w2h) :: map_w2h
    integer(kind=i_def), intent(in), dimension(ndf_w2v) :: map_w2v
  end subroutine w2h_inc_code

end module w2h_inc_kernel_mod
