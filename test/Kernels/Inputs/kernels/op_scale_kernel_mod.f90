! Scales an r_solver operator from W3 to W0 in place: a kernel with no field at all, whose
! nlayers, cell count and both ndfs come from the operator's function spaces.
module op_scale_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_REAL, GH_READWRITE, CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_solver, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_scale_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/                        &
         arg_type(GH_OPERATOR, GH_REAL, GH_READWRITE, W0, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_scale_code
  end type op_scale_kernel_type

  public :: op_scale_code
contains
  subroutine op_scale_code(cell, nlayers, ncell_3d, ms, ndf_w0, ndf_w3)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w0, ndf_w3
    real(kind=r_solver), intent(inout), dimension(ndf_w0, ndf_w3, ncell_3d) :: ms
    integer(kind=i_def) :: k, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      ms(:, :, ik) = ms(:, :, ik) * 0.5_r_solver + real(cell - k, r_solver)
    end do
  end subroutine op_scale_code
end module op_scale_kernel_mod
