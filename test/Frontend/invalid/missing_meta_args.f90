! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! No meta_args.
module missing_meta_args
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module missing_meta_args

! CHECK: {{.*}}missing_meta_args.f90:7:41: error: kernel type 'bad_type' has no meta_args
