! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A field vector of size 0.
module vector_size_zero
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD*0, GH_REAL, GH_INC, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module vector_size_zero

! CHECK: {{.*}}vector_size_zero.f90:10:19: error: invalid vector argument 'gh_field*0': only gh_field*N with a literal N >= 1 is allowed
