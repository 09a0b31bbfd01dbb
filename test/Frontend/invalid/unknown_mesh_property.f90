! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown meta_mesh property.
module unknown_mesh_property
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    type(mesh_data_type), dimension(1) :: meta_mesh = (/ mesh_data_type(ADJACENT_CELL) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_mesh_property

! CHECK: {{.*}}unknown_mesh_property.f90:12:73: error: unknown mesh property 'adjacent_cell' in meta_mesh; valid: adjacent_face
