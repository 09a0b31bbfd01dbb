! A kernel whose dummy intents disagree with its metadata (for psyc-intents.test): y is
! GH_WRITE but its dummy intent(in), x GH_READ but its dummy intent(inout).
module intents_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: intents_kernel_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE,     W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: intents_code
  end type intents_kernel_type
contains
  subroutine intents_code(nlayers, a, y, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: a
    real(kind=r_def), intent(in), dimension(undf_w3) :: y
    real(kind=r_def), intent(inout), dimension(undf_w3) :: x
  end subroutine intents_code
end module intents_kernel_mod
