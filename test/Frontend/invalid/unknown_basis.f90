! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown basis-function kind.
module unknown_basis
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W3, GH_CURL_BASIS) /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_basis

! CHECK: {{.*}}unknown_basis.f90:12:68: error: unknown basis function 'gh_curl_basis' in func_type; valid: gh_basis, gh_diff_basis
