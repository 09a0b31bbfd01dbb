! A kernel called once for the whole domain.
module domain_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: domain_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ) &
         /)
    integer :: operates_on = DOMAIN
  contains
    procedure, nopass :: domain_kernel_code
  end type domain_kernel_type

  public :: domain_kernel_code
contains
  subroutine domain_kernel_code()
  end subroutine domain_kernel_code
end module domain_kernel_mod
