! Adds to a W3 field a value of another W3 field scaled by what the reference element's
! normals and the mesh's adjacent faces give for the cell.
module face_normals_kernel_mod
  use argument_mod, only: arg_type, reference_element_data_type, mesh_data_type, GH_FIELD, &
                          GH_REAL, GH_READ, GH_READWRITE, CELL_COLUMN,                       &
                          NORMALS_TO_HORIZONTAL_FACES, OUTWARD_NORMALS_TO_VERTICAL_FACES,    &
                          ADJACENT_FACE
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: face_normals_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W3)    &
         /)
    type(reference_element_data_type) :: meta_reference_element(2) = (/ &
         reference_element_data_type(NORMALS_TO_HORIZONTAL_FACES),       &
         reference_element_data_type(OUTWARD_NORMALS_TO_VERTICAL_FACES) /)
    type(mesh_data_type) :: meta_mesh(1) = (/ mesh_data_type(ADJACENT_FACE) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: face_normals_code
  end type face_normals_kernel_type

  public :: face_normals_code
contains
  subroutine face_normals_code(nlayers, a, b, ndf_w3, undf_w3, map_w3, nfaces_re_h,          &
                               nfaces_re_v, normals_to_horizontal_faces,                     &
                               outward_normals_to_vertical_faces, adjacent_face)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, nfaces_re_h, nfaces_re_v
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: a
    real(kind=r_def), intent(in), dimension(undf_w3) :: b
    real(kind=r_def), intent(in), dimension(3, nfaces_re_h) :: normals_to_horizontal_faces
    real(kind=r_def), intent(in), dimension(3, nfaces_re_v) :: outward_normals_to_vertical_faces
    integer(kind=i_def), intent(in), dimension(nfaces_re_h) :: adjacent_face
    integer(kind=i_def) :: k, f
    real(kind=r_def) :: s
    s = 0.0_r_def
    do f = 1, nfaces_re_h
      s = s + real(f * adjacent_face(f), r_def) * (normals_to_horizontal_faces(1, f) +       &
          3.0_r_def * normals_to_horizontal_faces(2, f))
    end do
    do f = 1, nfaces_re_v
      s = s + real(f, r_def) * outward_normals_to_vertical_faces(3, f)
    end do
    do k = 0, nlayers - 1
      a(map_w3(1) + k) = a(map_w3(1) + k) + s * b(map_w3(1) + k) / 5.0_r_def
    end do
  end subroutine face_normals_code
end module face_normals_kernel_mod
