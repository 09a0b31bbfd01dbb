! The metadata implies (nlayers, field, ndf, undf, map); the subroutine forgot undf.
module short_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: short_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: short_code
  end type short_kernel_type

  public :: short_code
contains
  subroutine short_code(nlayers, f, ndf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(*) :: f
    f(map_w3(1)) = real(nlayers, r_def)
  end subroutine short_code
end module short_kernel_mod
