! Assembles an operator from W0 to W3 out of a W3 field: W0 is only the operator's from-space
! here, so the PSy layer passes ndf_w0 from the operator's fs_from (and no W0 map).
module op_w3w0_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_w3w0_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                    &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W3, W0), &
         arg_type(GH_FIELD,    GH_REAL, GH_READ,  W3)      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_w3w0_code
  end type op_w3w0_kernel_type

  public :: op_w3w0_code
contains
  subroutine op_w3w0_code(cell, nlayers, ncell_3d, a30, r3, ndf_w3, undf_w3, map_w3, ndf_w0)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w3, undf_w3, ndf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(ndf_w3, ndf_w0, ncell_3d) :: a30
    real(kind=r_def), intent(in), dimension(undf_w3) :: r3
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do j = 1, ndf_w0
        do i = 1, ndf_w3
          a30(i, j, ik) = r3(map_w3(i) + k) * real(j, r_def) / 3.0_r_def - real(ik, r_def) / 11.0_r_def
        end do
      end do
    end do
  end subroutine op_w3w0_code
end module op_w3w0_kernel_mod
