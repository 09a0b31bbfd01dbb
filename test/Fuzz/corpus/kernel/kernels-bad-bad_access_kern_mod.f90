! A kernel with an access a discontinuous field cannot have (GH_INC on W3), found through
! the search path by ../search-path-error.f90.
module bad_access_kern_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: bad_access_kern_type
    private
    type(arg_type), dimension(2) :: meta_args = (/                &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W3),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2)                &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_access_kern_code
  end type bad_access_kern_type

  public :: bad_access_kern_code
contains
  subroutine bad_access_kern_code()
  end subroutine bad_access_kern_code
end module bad_access_kern_mod
