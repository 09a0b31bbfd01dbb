!> @brief Exchanges face values with the neighbouring cells through the adjacent-face map.
!> Corpus: meta_mesh (adjacent_face) and two meta_reference_element properties.
module neighbour_face_kernel_mod

  use argument_mod,      only: arg_type, mesh_data_type,           &
                               reference_element_data_type,        &
                               GH_FIELD, GH_REAL, GH_READWRITE,    &
                               GH_READ, ADJACENT_FACE,             &
                               NORMALS_TO_HORIZONTAL_FACES,        &
                               NORMALS_TO_VERTICAL_FACES,          &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: neighbour_face_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                  &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W2)   &
         /)
    type(reference_element_data_type) :: meta_reference_element(2) = (/ &
         reference_element_data_type(NORMALS_TO_HORIZONTAL_FACES),      &
         reference_element_data_type(NORMALS_TO_VERTICAL_FACES)         &
         /)
    type(mesh_data_type) :: meta_mesh(1) = (/            &
         mesh_data_type(ADJACENT_FACE)                   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: neighbour_face_code
  end type neighbour_face_kernel_type

  public :: neighbour_face_code

contains

  subroutine neighbour_face_code(nlayers, field_1_w3, field_2_w2, ndf_w3, undf_w3,  &
      map_w3, ndf_w2, undf_w2, map_w2, nfaces_re_h, nfaces_re_v,  &
      normals_to_horizontal_faces, normals_to_vertical_faces, adjacent_face)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: nfaces_re_h
    integer(kind=i_def), intent(in) :: nfaces_re_v
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(in), dimension(3, nfaces_re_h) :: normals_to_horizontal_faces
    real(kind=r_def), intent(in), dimension(3, nfaces_re_v) :: normals_to_vertical_faces
    integer(kind=i_def), intent(in), dimension(nfaces_re_h) :: adjacent_face
  end subroutine neighbour_face_code

end module neighbour_face_kernel_mod
