! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown reference-element property.
module unknown_ref_element
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    type(reference_element_data_type), dimension(1) :: meta_reference_element = (/ reference_element_data_type(NORMALS_TO_EDGES) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_ref_element

! CHECK: {{.*}}unknown_ref_element.f90:12:112: error: unknown reference-element property 'normals_to_edges' in meta_reference_element; valid: normals_to_horizontal_f
