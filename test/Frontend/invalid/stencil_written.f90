! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A stencil on a written field.
module stencil_written
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3, STENCIL(CROSS)) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module stencil_written

! CHECK: {{.*}}stencil_written.f90:10:10: error: a stencil is only allowed on a read-only field, not one with access 'gh_write'
