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
! A kernel that increments a field on any of the W2 spaces (ANY_W2).
module anyw2_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: anyw2_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_INC, ANY_W2) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: anyw2_kernel_code
  end type anyw2_kernel_type

  public :: anyw2_kernel_code
contains
  subroutine anyw2_kernel_code()
  end subroutine anyw2_kernel_code
end module anyw2_kernel_mod
! Kernels of one invoke may name one field's space differently (W1 and W2 here, ANY_W2 and W2):
! the spaces in meta_args describe the kernels, and PSyclone checks nothing across them. The
! invoke is accepted without a diagnostic; alg_cross_kernel_spaces_ir.f90 checks its IR.
program cross_kernel_spaces
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  use anyw2_kernel_mod, only: anyw2_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(testkern_type(a, f1, f2, f3), testkern_type(a, f2, f1, f3))
  call invoke(anyw2_kernel_type(f2), testkern_type(a, f1, f2, f3))
end program cross_kernel_spaces

