! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! No operates_on.
module missing_operates_on
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module missing_operates_on

! CHECK: {{.*}}missing_operates_on.f90:7:41: error: kernel type 'bad_type' has no operates_on (e.g. integer :: operates_on = cell_column)
