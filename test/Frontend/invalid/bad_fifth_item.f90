! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A fifth field item that is neither a stencil nor mesh_arg.
module bad_fifth_item
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1, W2) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module bad_fifth_item

! CHECK: {{.*}}bad_fifth_item.f90:10:50: error: invalid fifth item 'w2' of a field's arg_type; expected stencil(kind) or mesh_arg=gh_coarse|gh_fine
