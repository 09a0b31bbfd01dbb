! y3 = M3 (A30 x0): applies an operator from W0 to W3 (r_def) and then a W3 mass matrix of
! r_tran data, layer by layer. Every space has a field here.
module op_apply30_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_def, r_tran, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_apply30_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                   &
         arg_type(GH_FIELD,    GH_REAL, GH_WRITE, W3),     &
         arg_type(GH_FIELD,    GH_REAL, GH_READ,  W0),     &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ,  W3, W0), &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ,  W3, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_apply30_code
  end type op_apply30_kernel_type

  public :: op_apply30_code
contains
  subroutine op_apply30_code(cell, nlayers, y3, x0, ncell_3d_a, a30, ncell_3d_m, m3, ndf_w3, &
                             undf_w3, map_w3, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d_a, ncell_3d_m
    integer(kind=i_def), intent(in) :: ndf_w3, undf_w3, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(undf_w3) :: y3
    real(kind=r_def), intent(in), dimension(undf_w0) :: x0
    real(kind=r_def), intent(in), dimension(ndf_w3, ndf_w0, ncell_3d_a) :: a30
    real(kind=r_tran), intent(in), dimension(ndf_w3, ndf_w3, ncell_3d_m) :: m3
    real(kind=r_def) :: t(ndf_w3)
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do i = 1, ndf_w3
        t(i) = 0.0_r_def
        do j = 1, ndf_w0
          t(i) = t(i) + a30(i, j, ik) * x0(map_w0(j) + k)
        end do
      end do
      do i = 1, ndf_w3
        y3(map_w3(i) + k) = 0.0_r_def
        do j = 1, ndf_w3
          y3(map_w3(i) + k) = y3(map_w3(i) + k) + real(m3(i, j, ik), r_def) * t(j)
        end do
      end do
    end do
  end subroutine op_apply30_code
end module op_apply30_kernel_mod
