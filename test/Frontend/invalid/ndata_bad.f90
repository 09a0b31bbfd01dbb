! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! ndata= must be a positive literal, a name or a string, and given once; only fields take it.
module ndata_bad
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3, ndata=0),           &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3, ndata=2, ndata=3),   &
         arg_type(GH_SCALAR, GH_REAL, GH_READ, ndata=2)                &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module ndata_bad

! CHECK: {{.*}}ndata_bad.f90:10:52: error: invalid ndata value '0'; expected an integer literal >= 1, a name or a string
! CHECK: {{.*}}ndata_bad.f90:11:60: error: ndata is given twice in one arg_type
! CHECK: {{.*}}ndata_bad.f90:12:10: error: wrong number of items in arg_type for gh_scalar: got 4, expected (type, data type, access)
