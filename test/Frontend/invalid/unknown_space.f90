! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown function space.
module unknown_space
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W4) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_space

! CHECK: {{.*}}unknown_space.f90:10:46: error: unknown function space 'w4' in arg_type; valid: w0, w1, w2, w2h, w2trace, w2htrace, any_w2, w3, wtheta, w2v, w2vtrace,
