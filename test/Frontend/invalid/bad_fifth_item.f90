! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An item after a field's space that is neither a stencil, mesh_arg nor ndata.
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

! CHECK: {{.*}}bad_fifth_item.f90:10:50: error: invalid item 'w2' after a field's function space in arg_type; expected stencil(kind), mesh_arg=gh_coarse|gh_fine or ndata=n
