! A kernel on OWNED_AND_HALO_CELL_COLUMN: without distributed memory its loop runs over every
! cell, as PSyclone's sequential PSy layer does (there are no halo cells).
module owned_and_halo_cell_column_kernel_mod
  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, OWNED_AND_HALO_CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type
  implicit none
  private
  type, public, extends(kernel_type) :: owned_and_halo_cell_column_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
                                        arg_type(GH_FIELD, GH_REAL, GH_READ, W3) /)
    integer :: operates_on = OWNED_AND_HALO_CELL_COLUMN
  contains
    procedure, nopass :: owned_and_halo_cell_column_code
  end type
  public :: owned_and_halo_cell_column_code
contains
  subroutine owned_and_halo_cell_column_code(nlayers, y, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), dimension(ndf_w3), intent(in) :: map_w3
    real(kind=r_def), dimension(undf_w3), intent(inout) :: y
    real(kind=r_def), dimension(undf_w3), intent(in) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      y(map_w3(1) + k) = 2.0_r_def * x(map_w3(1) + k)
    end do
  end subroutine
end module
