! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! meta_args declared with 3 entries but given 1.
module size_mismatch
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module size_mismatch

! CHECK: {{.*}}size_mismatch.f90:9:37: error: meta_args is declared with 3 entries but initialised with 1
