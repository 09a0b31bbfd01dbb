! Assembles an r_solver operator from W3 to W0 as the transpose of an r_def operator from W0
! to W3, scaled by a W0 field: W3 is only the operators' space here.
module op_solver_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_def, r_solver, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_solver_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                    &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W0, W3), &
         arg_type(GH_FIELD,    GH_REAL, GH_READ,  W0),     &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ,  W3, W0)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_solver_code
  end type op_solver_kernel_type

  public :: op_solver_code
contains
  subroutine op_solver_code(cell, nlayers, ncell_3d_s, ms, x0, ncell_3d_a, a30, ndf_w0, &
                            undf_w0, map_w0, ndf_w3)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d_s, ncell_3d_a
    integer(kind=i_def), intent(in) :: ndf_w0, undf_w0, ndf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_solver), intent(inout), dimension(ndf_w0, ndf_w3, ncell_3d_s) :: ms
    real(kind=r_def), intent(in), dimension(undf_w0) :: x0
    real(kind=r_def), intent(in), dimension(ndf_w3, ndf_w0, ncell_3d_a) :: a30
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do j = 1, ndf_w3
        do i = 1, ndf_w0
          ms(i, j, ik) = real(a30(j, i, ik) * x0(map_w0(i) + k), r_solver)
        end do
      end do
    end do
  end subroutine op_solver_code
end module op_solver_kernel_mod
