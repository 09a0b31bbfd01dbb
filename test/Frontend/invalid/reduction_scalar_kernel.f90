! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A reduction scalar in a coded kernel.
module reduction_scalar_kernel
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_REDUCTION) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module reduction_scalar_kernel

! CHECK: {{.*}}reduction_scalar_kernel.f90:11:10: error: access 'gh_reduction' is not allowed for a scalar argument of a coded kernel; valid: gh_read
