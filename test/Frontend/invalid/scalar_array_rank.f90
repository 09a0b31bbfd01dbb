! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A scalar array without a literal rank.
module scalar_array_rank
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_SCALAR_ARRAY, GH_REAL, GH_READ, N) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module scalar_array_rank

! CHECK: {{.*}}scalar_array_rank.f90:11:54: error: invalid rank 'n' of a gh_scalar_array; expected an integer literal >= 1
