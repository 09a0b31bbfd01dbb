!> @brief Splits a full W2 wind into its horizontal (W2H) and vertical (W2V) parts.
!> Corpus: GH_INC on W2H (continuous), GH_WRITE on W2V (discontinuous).
module split_wind_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, &
                               GH_INC, GH_WRITE, GH_READ,   &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, W2H, W2V
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: split_wind_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/              &
         arg_type(GH_FIELD, GH_REAL, GH_INC,   W2H), &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W2V), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W2)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: split_wind_code
  end type split_wind_kernel_type

  public :: split_wind_code

contains

  subroutine split_wind_code(nlayers, field_1_w2h, field_2_w2v, field_3_w2, ndf_w2h,  &
      undf_w2h, map_w2h, ndf_w2v, undf_w2v, map_w2v, ndf_w2, undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w2h
    integer(kind=i_def), intent(in) :: undf_w2h
    integer(kind=i_def), intent(in) :: ndf_w2v
    integer(kind=i_def), intent(in) :: undf_w2v
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_w2h) :: field_1_w2h
    real(kind=r_def), intent(inout), dimension(undf_w2v) :: field_2_w2v
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_3_w2
    integer(kind=i_def), intent(in), dimension(ndf_w2h) :: map_w2h
    integer(kind=i_def), intent(in), dimension(ndf_w2v) :: map_w2v
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine split_wind_code

end module split_wind_kernel_mod
