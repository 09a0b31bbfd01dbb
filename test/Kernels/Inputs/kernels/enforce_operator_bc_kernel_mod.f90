! The operator counterpart (LFRic's enforce_operator_bc_kernel_mod): one LMA operator, and
! after the ndf of its to- and from-spaces the to-space's boundary_dofs(ndf_to, 2), which the
! PSy layer adds because the subroutine is called enforce_operator_bc_code. The rows of a
! boundary dof of the to-space are zeroed in the bottom and top 3D cells of the column.
module enforce_operator_bc_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_REAL, GH_READWRITE, ANY_SPACE_1, &
                          ANY_SPACE_2, CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: enforce_operator_bc_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/                                    &
         arg_type(GH_OPERATOR, GH_REAL, GH_READWRITE, ANY_SPACE_1, ANY_SPACE_2) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: enforce_operator_bc_code
  end type enforce_operator_bc_kernel_type

  public :: enforce_operator_bc_code
contains
  subroutine enforce_operator_bc_code(cell, nlayers, ncell_3d, op, ndf1, ndf2, boundary_value)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf1, ndf2
    integer(kind=i_def), intent(in), dimension(ndf1, 2) :: boundary_value
    real(kind=r_def), intent(inout), dimension(ndf1, ndf2, ncell_3d) :: op
    integer(kind=i_def) :: df, bottom, top
    bottom = (cell - 1) * nlayers + 1
    top = cell * nlayers
    do df = 1, ndf1
      op(df, :, bottom) = op(df, :, bottom) * real(boundary_value(df, 1), r_def)
      op(df, :, top) = op(df, :, top) * real(boundary_value(df, 2), r_def)
    end do
  end subroutine enforce_operator_bc_code
end module enforce_operator_bc_kernel_mod
