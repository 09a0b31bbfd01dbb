! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An inter-grid kernel with only a fine field.
module intergrid_half
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1, mesh_arg=GH_FINE), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module intergrid_half

! CHECK: {{.*}}intergrid_half.f90:11:10: error: every field of an inter-grid kernel needs mesh_arg=gh_coarse or gh_fine
