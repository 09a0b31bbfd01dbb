!> @brief Adds a potential-temperature flux to a W2 field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module flux_inc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL, &
                          GH_SCALAR
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2, Wtheta
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: flux_inc_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: flux_inc_code
  end type flux_inc_kernel_type

  public :: flux_inc_code

contains

  subroutine flux_inc_code(nlayers, field_1_w2, field_2_w2, field_3_wtheta, rscalar_4,  &
      ndf_w2, undf_w2, map_w2, ndf_wtheta, undf_wtheta, map_wtheta)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    real(kind=r_def), intent(inout), dimension(undf_w2) :: field_1_w2
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_3_wtheta
    real(kind=r_def), intent(in) :: rscalar_4
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
  end subroutine flux_inc_code

end module flux_inc_kernel_mod
