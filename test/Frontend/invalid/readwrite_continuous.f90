! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! GH_READWRITE on a continuous space.
module readwrite_continuous
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W2) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module readwrite_continuous

! CHECK: {{.*}}readwrite_continuous.f90:10:10: error: access 'gh_readwrite' is not allowed for a field on a continuous space; valid: gh_read, gh_write, gh_inc, gh_re
