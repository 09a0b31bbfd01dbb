! Assembles a W0->W0 LMA operator: the matrix of layer k of a cell mixes the local dof numbers
! with that column's values of a W0 field, so every 3D cell's matrix differs and a matrix
! written to the wrong 3D cell shows.
module op_assemble_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W0
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: op_assemble_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W0, W0), &
         arg_type(GH_FIELD,    GH_REAL, GH_READ,  W0)      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: op_assemble_code
  end type op_assemble_kernel_type

  public :: op_assemble_code
contains
  subroutine op_assemble_code(cell, nlayers, ncell_3d, op, x, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(ndf_w0, ndf_w0, ncell_3d) :: op
    real(kind=r_def), intent(in), dimension(undf_w0) :: x
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do j = 1, ndf_w0
        do i = 1, ndf_w0
          op(i, j, ik) = x(map_w0(i) + k) * 0.125_r_def + real(i - 2 * j, r_def) / &
                         real(ik + 3, r_def)
        end do
      end do
    end do
  end subroutine op_assemble_code
end module op_assemble_kernel_mod
