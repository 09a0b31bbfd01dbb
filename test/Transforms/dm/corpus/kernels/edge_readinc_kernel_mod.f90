!> @brief Reads and increments a W1 field (GH_READINC) from a W3 field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module edge_readinc_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_READINC, GH_REAL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W1, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: edge_readinc_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READINC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: edge_readinc_code
  end type edge_readinc_kernel_type

  public :: edge_readinc_code

contains

  subroutine edge_readinc_code(nlayers, field_1_w1, field_2_w3, ndf_w1, undf_w1,  &
      map_w1, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine edge_readinc_code

end module edge_readinc_kernel_mod
