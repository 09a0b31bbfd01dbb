! Two kernel types in one module; the second binds `code => ...`.
module multi_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: first_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),    &
         arg_type(GH_FIELD, GH_REAL, GH_READ, Wtheta)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: first_kernel_code
  end type first_kernel_type

  type, public, extends(kernel_type) :: second_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, Wtheta), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: code => second_kernel_code
  end type second_kernel_type

  public :: first_kernel_code, second_kernel_code
contains
  subroutine first_kernel_code()
  end subroutine first_kernel_code
  subroutine second_kernel_code()
  end subroutine second_kernel_code
end module multi_kernel_mod
! Two kernels from one module, one used twice: one psy.kernel_meta each.
program multi_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use multi_kernel_mod, only: first_kernel_type, second_kernel_type
  implicit none
  type(field_type) :: p, theta

  call invoke(first_kernel_type(p, theta), second_kernel_type(theta, p), first_kernel_type(p, theta))
end program multi_alg


