! A kernel updating a three-component field vector (coordinates) on W0.
module vector_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: vector_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD*3, GH_REAL, GH_INC, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: vector_kernel_code
  end type vector_kernel_type

  public :: vector_kernel_code
contains
  subroutine vector_kernel_code()
  end subroutine vector_kernel_code
end module vector_kernel_mod
! A GH_FIELD*3 argument becomes one !psy.field_vector.
program vector_field
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use vector_kernel_mod, only: vector_kernel_type
  implicit none
  type(field_type) :: chi(3), rho

  call invoke(vector_kernel_type(chi, rho))
end program vector_field


