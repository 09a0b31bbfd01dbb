!> @brief Increments W1 from the Wchi coordinate vector chi.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module chi_jacobian_inc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W1, Wchi
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: chi_jacobian_inc_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, Wchi)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: chi_jacobian_inc_code
  end type chi_jacobian_inc_kernel_type

  public :: chi_jacobian_inc_code

contains

  subroutine chi_jacobian_inc_code(nlayers, field_1_w1, field_2_wchi_v1,  &
      field_2_wchi_v2, field_2_wchi_v3, ndf_w1, undf_w1, map_w1, ndf_wchi, undf_wchi,  &
      map_wchi)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    integer(kind=i_def), intent(in) :: ndf_wchi
    integer(kind=i_def), intent(in) :: undf_wchi
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v1
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v2
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    integer(kind=i_def), intent(in), dimension(ndf_wchi) :: map_wchi
  end subroutine chi_jacobian_inc_code

end module chi_jacobian_inc_kernel_mod
