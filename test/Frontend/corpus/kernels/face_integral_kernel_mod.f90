!> @brief Integrates a cell field over the horizontal faces of each cell into a W2 field.
!> Corpus: gh_shape = GH_QUADRATURE_FACE, basis on two spaces, a reference-element property.
module face_integral_kernel_mod

  use argument_mod,      only: arg_type, func_type,                    &
                               reference_element_data_type,            &
                               GH_FIELD, GH_REAL, GH_INC, GH_READ,     &
                               GH_BASIS, GH_QUADRATURE_FACE,           &
                               OUTWARD_NORMALS_TO_HORIZONTAL_FACES,    &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: face_integral_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/              &
         arg_type(GH_FIELD, GH_REAL, GH_INC,  W2),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)    &
         /)
    type(func_type) :: meta_funcs(2) = (/            &
         func_type(W2, GH_BASIS),                    &
         func_type(W3, GH_BASIS)                     &
         /)
    type(reference_element_data_type) :: meta_reference_element(1) = (/ &
         reference_element_data_type(OUTWARD_NORMALS_TO_HORIZONTAL_FACES) /)
    integer :: operates_on = CELL_COLUMN
    integer :: gh_shape = GH_QUADRATURE_FACE
  contains
    procedure, nopass :: face_integral_code
  end type face_integral_kernel_type

  public :: face_integral_code

contains

  subroutine face_integral_code(nlayers, field_1_w2, field_2_w3, ndf_w2, undf_w2,  &
      map_w2, basis_w2_qr_face, ndf_w3, undf_w3, map_w3, basis_w3_qr_face, nfaces_re_h,  &
      outward_normals_to_horizontal_faces, np_xyz_qr_face, nfaces_qr_face,  &
      weights_xyz_qr_face)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: nfaces_re_h
    integer(kind=i_def), intent(in) :: np_xyz_qr_face
    integer(kind=i_def), intent(in) :: nfaces_qr_face
    real(kind=r_def), intent(inout), dimension(undf_w2) :: field_1_w2
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(in), dimension(3, ndf_w2, np_xyz_qr_face, nfaces_qr_face) :: basis_w2_qr_face
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(in), dimension(1, ndf_w3, np_xyz_qr_face, nfaces_qr_face) :: basis_w3_qr_face
    real(kind=r_def), intent(in), dimension(3, nfaces_re_h) :: outward_normals_to_horizontal_faces
    real(kind=r_def), intent(in), dimension(np_xyz_qr_face, nfaces_qr_face) :: weights_xyz_qr_face
  end subroutine face_integral_code

end module face_integral_kernel_mod
