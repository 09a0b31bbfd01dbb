! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A metadata component declared twice: the second is refused, not silently merged.
module duplicate_component
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
    integer :: operates_on = DOF
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module duplicate_component

! CHECK: {{.*}}duplicate_component.f90:13:16: error: kernel metadata component 'operates_on' is declared twice
