! Applies a W0->W0 LMA operator: y = y + A x, column by column (y GH_INC: neighbouring cells
! add to the shared vertices).
module op_apply_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_INC, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W0
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_apply_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD,    GH_REAL, GH_INC,  W0),     &
         arg_type(GH_FIELD,    GH_REAL, GH_READ, W0),     &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, W0, W0)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_apply_code
  end type op_apply_kernel_type

  public :: op_apply_code
contains
  subroutine op_apply_code(cell, nlayers, y, x, ncell_3d, op, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(undf_w0) :: y
    real(kind=r_def), intent(in), dimension(undf_w0) :: x
    real(kind=r_def), intent(in), dimension(ndf_w0, ndf_w0, ncell_3d) :: op
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do i = 1, ndf_w0
        do j = 1, ndf_w0
          y(map_w0(i) + k) = y(map_w0(i) + k) + op(i, j, ik) * x(map_w0(j) + k)
        end do
      end do
    end do
  end subroutine op_apply_code
end module op_apply_kernel_mod
