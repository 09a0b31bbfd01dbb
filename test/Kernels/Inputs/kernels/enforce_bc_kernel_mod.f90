! A boundary-condition kernel with the name, metadata and argument list of LFRic's
! enforce_bc_kernel_mod: one field on any space, and after its space's ndf, undf and dofmap
! the space's boundary_dofs(ndf, 2), which no meta_args entry describes -- the PSy layer adds
! it because the subroutine is called enforce_bc_code. Column 1 masks the bottom layer, column
! 2 the top one (0 on the boundary, 1 elsewhere): the kernel multiplies each layer's dofs by
! their mask, so a mask of another space, the columns swapped or the wrong layer show.
module enforce_bc_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_INC, ANY_SPACE_1, CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: enforce_bc_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/                  &
         arg_type(GH_FIELD, GH_REAL, GH_INC, ANY_SPACE_1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: enforce_bc_code
  end type enforce_bc_kernel_type

  public :: enforce_bc_code
contains
  subroutine enforce_bc_code(nlayers, field, ndf, undf, map, boundary_value)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    integer(kind=i_def), intent(in), dimension(ndf) :: map
    integer(kind=i_def), intent(in), dimension(ndf, 2) :: boundary_value
    real(kind=r_def), intent(inout), dimension(undf) :: field
    integer(kind=i_def) :: df, top
    top = nlayers - 1
    do df = 1, ndf
      field(map(df)) = field(map(df)) * real(boundary_value(df, 1), r_def)
      field(map(df) + top) = field(map(df) + top) * real(boundary_value(df, 2), r_def)
    end do
  end subroutine enforce_bc_code
end module enforce_bc_kernel_mod
