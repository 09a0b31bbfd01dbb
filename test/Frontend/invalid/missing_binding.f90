! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! No procedure binding.
module missing_binding
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
  end type bad_type
end module missing_binding

! CHECK: {{.*}}missing_binding.f90:7:41: error: kernel type 'bad_type' has no procedure binding (procedure, nopass :: name_code)
