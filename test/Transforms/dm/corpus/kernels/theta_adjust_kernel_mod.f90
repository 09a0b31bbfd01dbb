!> @brief Adjusts Wtheta in place from a W0 field and a real scalar.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module theta_adjust_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_READWRITE, GH_REAL, &
                          GH_SCALAR
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, Wtheta
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: theta_adjust_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, Wtheta), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W0), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: theta_adjust_code
  end type theta_adjust_kernel_type

  public :: theta_adjust_code

contains

  subroutine theta_adjust_code(nlayers, field_1_wtheta, field_2_w0, rscalar_3,  &
      ndf_wtheta, undf_wtheta, map_wtheta, ndf_w0, undf_w0, map_w0)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_1_wtheta
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0
    real(kind=r_def), intent(in) :: rscalar_3
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
  end subroutine theta_adjust_code

end module theta_adjust_kernel_mod
