! Assembles a W0->W0 LMA operator from a W0 field: entry (i, j) of a cell's layer k is
! x(dof i) / 8 + (i - 2 j) / 4. Unlike test/Kernels/Inputs' op_assemble_kernel, no entry
! depends on the local cell number, which differs between partitions; the values are
! multiples of 1/32, so applying the operator sums exactly in any order.
module op_local_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W0
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_local_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W0, W0), &
         arg_type(GH_FIELD,    GH_REAL, GH_READ,  W0)      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_local_code
  end type op_local_kernel_type

  public :: op_local_code
contains
  subroutine op_local_code(cell, nlayers, ncell_3d, op, x, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(ndf_w0, ndf_w0, ncell_3d) :: op
    real(kind=r_def), intent(in), dimension(undf_w0) :: x
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do j = 1, ndf_w0
        do i = 1, ndf_w0
          op(i, j, ik) = x(map_w0(i) + k) * 0.125_r_def + real(i - 2 * j, r_def) / 4.0_r_def
        end do
      end do
    end do
  end subroutine op_local_code
end module op_local_kernel_mod
