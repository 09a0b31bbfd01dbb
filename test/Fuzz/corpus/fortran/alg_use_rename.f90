! A cell-column kernel: a real scalar, a field it increments on W1 and two it reads.
module testkern_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: testkern_type
    private
    type(arg_type), dimension(4) :: meta_args = (/ &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),      &
         arg_type(GH_FIELD,  GH_REAL, GH_INC,  W1),  &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W2),  &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W3)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: testkern_code
  end type testkern_type

  public :: testkern_code
contains
  subroutine testkern_code()
  end subroutine testkern_code
end module testkern_mod
! A scalar of each data type.
module scalars_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: scalars_kernel_type
    private
    type(arg_type), dimension(4) :: meta_args = (/ &
         arg_type(GH_SCALAR, GH_REAL, GH_READ), &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ), &
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: scalars_kernel_code
  end type scalars_kernel_type

  public :: scalars_kernel_code
contains
  subroutine scalars_kernel_code()
  end subroutine scalars_kernel_code
end module scalars_kernel_mod
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
! Kernel types imported under other names (`local => remote` in an only list and in a rename
! list), and a kernel module used without an only list: the IR names the real kernel types.
program use_rename
  use constants_mod, only: r_def, i_def, l_def
  use field_mod
  use testkern_mod, only: Step_Kern => testkern_type
  use scalars_kernel_mod, scal => scalars_kernel_type
  use multi_kernel_mod
  implicit none
  type(field_type) :: f1, f2, f3, f4
  real(r_def) :: a
  integer(i_def) :: n
  logical(l_def) :: flag

  call invoke(step_kern(a, f1, f2, f3))
  call invoke(STEP_KERN(a, f1, f2, f3), setval_c(f3, a))
  call invoke(scal(a, f1, n, flag), first_kernel_type(f3, f4))
end program use_rename


