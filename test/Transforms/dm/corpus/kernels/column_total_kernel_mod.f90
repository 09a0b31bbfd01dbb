!> @brief Column totals of a Wtheta field over the whole domain.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module column_total_kernel_mod

  use argument_mod, only: arg_type, DOMAIN, GH_FIELD, GH_INTEGER, GH_READ, GH_REAL, &
                          GH_SCALAR, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3, Wtheta
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: column_total_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)  &
         /)
    integer :: operates_on = DOMAIN
  contains
    procedure, nopass :: column_total_code
  end type column_total_kernel_type

  public :: column_total_code

contains

  subroutine column_total_code(nlayers, ncell_2d_no_halos, field_1_w3, field_2_wtheta,  &
      iscalar_3, ndf_w3, undf_w3, map_w3, ndf_wtheta, undf_wtheta, map_wtheta)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ncell_2d_no_halos
    integer(kind=i_def), intent(in) :: iscalar_3
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_2_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w3, ncell_2d_no_halos) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_wtheta, ncell_2d_no_halos) :: map_wtheta
  end subroutine column_total_code

end module column_total_kernel_mod
