! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! The binding must be nopass.
module binding_pass
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure :: bad_code
  end type bad_type
end module binding_pass

! CHECK: {{.*}}binding_pass.f90:14:18: error: procedure binding 'bad_code' of kernel type 'bad_type' must be nopass
