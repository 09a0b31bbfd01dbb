! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! Basis functions but no gh_shape.
module funcs_without_shape
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W3, GH_BASIS) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module funcs_without_shape

! CHECK: {{.*}}funcs_without_shape.f90:7:41: error: kernel 'bad_type' requests basis functions in meta_funcs but has no gh_shape
