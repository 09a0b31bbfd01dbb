!> @brief Averages vertex values into the cell centre.
!> Corpus: the old spelling of the iteration space, `iterates_over = CELLS`, and the metadata
!> vocabulary taken from argument_mod without an only-list.
module legacy_cells_kernel_mod

  use argument_mod
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: legacy_cells_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/  &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W0)  &
         /)
    integer :: iterates_over = CELLS
  contains
    procedure, nopass :: legacy_cells_code
  end type legacy_cells_kernel_type

  public :: legacy_cells_code

contains

  subroutine legacy_cells_code(nlayers, field_1_w3, field_2_w0, ndf_w3, undf_w3,  &
      map_w3, ndf_w0, undf_w0, map_w0)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
  end subroutine legacy_cells_code

end module legacy_cells_kernel_mod
