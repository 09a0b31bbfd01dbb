! Scalar arrays of rank 2 and 1 with a GH_READINC field.
module scalar_array_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: scalar_array_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READINC, W1), &
         arg_type(GH_SCALAR_ARRAY, GH_REAL, GH_READ, 2), &
         arg_type(GH_SCALAR_ARRAY, GH_INTEGER, GH_READ, 1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: scalar_array_code
  end type scalar_array_type

  public :: scalar_array_code
contains
  subroutine scalar_array_code()
  end subroutine scalar_array_code
end module scalar_array_mod
! Scalar arrays become ranked memrefs.
program scalar_array_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use scalar_array_mod, only: scalar_array_type
  implicit none
  type(field_type) :: f
  real(r_def) :: table(3, 4)
  integer(i_def) :: ids(5)

  call invoke(scalar_array_type(f, table, ids))
end program scalar_array_alg


