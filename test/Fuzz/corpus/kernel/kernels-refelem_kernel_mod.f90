! Reference-element normals and the adjacent-face mesh property.
module refelem_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: refelem_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2) &
         /)
    type(reference_element_data_type), dimension(2) :: meta_reference_element = (/ &
         reference_element_data_type(NORMALS_TO_HORIZONTAL_FACES), &
         reference_element_data_type(OUTWARD_NORMALS_TO_VERTICAL_FACES) /)
    type(mesh_data_type), dimension(1) :: meta_mesh = (/ mesh_data_type(ADJACENT_FACE) /)
    integer :: operates_on = OWNED_CELL_COLUMN
  contains
    procedure, nopass :: refelem_kernel_code
  end type refelem_kernel_type

  public :: refelem_kernel_code
contains
  subroutine refelem_kernel_code()
  end subroutine refelem_kernel_code
end module refelem_kernel_mod
