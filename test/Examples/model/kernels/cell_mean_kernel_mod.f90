!> The mean of a W0 field's values at a cell's vertices, written to W3 (discontinuous: each
!> cell writes its own dof).
module cell_mean_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, GH_WRITE, GH_READ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: cell_mean_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/            &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W0)  /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cell_mean_code
  end type cell_mean_kernel_type

  public :: cell_mean_code

contains

  subroutine cell_mean_code(nlayers, mean, x, ndf_w3, undf_w3, map_w3, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, ndf_w0, undf_w0
    integer(kind=i_def), dimension(ndf_w3), intent(in) :: map_w3
    integer(kind=i_def), dimension(ndf_w0), intent(in) :: map_w0
    real(kind=r_def), dimension(undf_w3), intent(inout) :: mean
    real(kind=r_def), dimension(undf_w0), intent(in) :: x
    integer(kind=i_def) :: k

    do k = 0, nlayers - 1
      mean(map_w3(1) + k) = sum(x(map_w0(:) + k)) / ndf_w0
    end do
  end subroutine cell_mean_code

end module cell_mean_kernel_mod
