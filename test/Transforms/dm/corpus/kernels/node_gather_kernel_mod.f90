!> @brief Gathers cell values onto W0 nodes, weighted by a second W0 field.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module node_gather_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_INC, GH_READ, GH_REAL
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: node_gather_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W0)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: node_gather_code
  end type node_gather_kernel_type

  public :: node_gather_code

contains

  subroutine node_gather_code(nlayers, field_1_w0, field_2_w3, field_3_w0, ndf_w0,  &
      undf_w0, map_w0, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_3_w0
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine node_gather_code

end module node_gather_kernel_mod
