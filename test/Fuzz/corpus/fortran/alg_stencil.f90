! Reads two fields through stencils (cross, and x-or-y 1D with a direction).
module stencil_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: stencil_kernel_type
    private
    type(arg_type), dimension(4) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2, STENCIL(CROSS)), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, STENCIL(XORY1D)), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W0) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: stencil_kernel_code
  end type stencil_kernel_type

  public :: stencil_kernel_code
contains
  subroutine stencil_kernel_code()
  end subroutine stencil_kernel_code
end module stencil_kernel_mod
! Stencil extents (a variable and a literal) and an XORY1D direction follow their fields.
program stencil_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use stencil_kernel_mod, only: stencil_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3, f4
  integer(i_def) :: extent, dir

  call invoke(stencil_kernel_type(f1, f2, extent, f3, 2, dir, f4))
end program stencil_alg


