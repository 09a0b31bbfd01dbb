! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! ANY_SPACE_n only goes to 10.
module any_space_11
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, ANY_SPACE_11) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module any_space_11

! CHECK: {{.*}}any_space_11.f90:10:46: error: unknown function space 'any_space_11' in arg_type; valid: w0, w1, w2, w2h, w2trace, w2htrace, any_w2, w3, wtheta, w2v, 
