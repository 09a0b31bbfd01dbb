! Discontinuous output with cross2d and region stencils.
module cross2d_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: cross2d_kernel_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, STENCIL(CROSS2D)), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta, STENCIL(REGION)) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cross2d_kernel_code
  end type cross2d_kernel_type

  public :: cross2d_kernel_code
contains
  subroutine cross2d_kernel_code()
  end subroutine cross2d_kernel_code
end module cross2d_kernel_mod
