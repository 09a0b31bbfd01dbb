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
! cross2d and region stencils sharing one extent variable.
program cross2d_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use cross2d_kernel_mod, only: cross2d_kernel_type
  implicit none
  type(field_type) :: out, a, t
  integer(i_def) :: depth

  call invoke(cross2d_kernel_type(out, a, depth, t, depth))
end program cross2d_alg


