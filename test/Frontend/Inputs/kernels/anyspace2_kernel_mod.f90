! A kernel whose one field is on ANY_SPACE_2.
module anyspace2_kernel_mod
  use argument_mod
  use constants_mod
  use kernel_mod
  implicit none
  type, extends(kernel_type) :: anyspace2_kernel_type
    type(arg_type) :: meta_args(1) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, ANY_SPACE_2) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: anyspace2_code
  end type anyspace2_kernel_type
contains
  subroutine anyspace2_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    integer(kind=i_def), intent(in), dimension(ndf) :: map
    real(kind=r_def), intent(inout), dimension(undf) :: f
  end subroutine anyspace2_code
end module anyspace2_kernel_mod
