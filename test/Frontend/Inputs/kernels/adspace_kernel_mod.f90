! A kernel whose one field is on ANY_DISCONTINUOUS_SPACE_1.
module adspace_kernel_mod
  use argument_mod
  use constants_mod
  use kernel_mod
  implicit none
  type, extends(kernel_type) :: adspace_kernel_type
    type(arg_type) :: meta_args(1) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, ANY_DISCONTINUOUS_SPACE_1) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: adspace_code
  end type adspace_kernel_type
contains
  subroutine adspace_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    integer(kind=i_def), intent(in), dimension(ndf) :: map
    real(kind=r_def), intent(inout), dimension(undf) :: f
  end subroutine adspace_code
end module adspace_kernel_mod
