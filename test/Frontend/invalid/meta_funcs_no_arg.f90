! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A meta_funcs space with no argument on it.
module meta_funcs_no_arg
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W2, GH_BASIS) /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module meta_funcs_no_arg

! CHECK: {{.*}}meta_funcs_no_arg.f90:12:54: error: meta_funcs space 'w2' has no argument on it
