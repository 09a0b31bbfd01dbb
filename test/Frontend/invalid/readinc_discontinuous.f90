! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! GH_READINC on a discontinuous space.
module readinc_discontinuous
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READINC, Wtheta) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module readinc_discontinuous

! CHECK: {{.*}}readinc_discontinuous.f90:10:10: error: access 'gh_readinc' is not allowed for a field on a discontinuous space; valid: gh_read, gh_write, gh_readwrit
