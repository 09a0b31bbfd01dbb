! Valid metadata, but a body flang rejects (a logical assigned to a real): psyc's front end
! only parses, so the error comes from compiling the kernel.
module broken_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: broken_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: broken_code
  end type broken_kernel_type

  public :: broken_code
contains
  subroutine broken_code(nlayers, f, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: f
    f(map_w3(1)) = .true.
  end subroutine broken_code
end module broken_kernel_mod
