!> @brief Combines edge and face integrals of a vertex field into an edge field.
!> Corpus: gh_shape as an array of two rules (edge, face), written with [ ] constructors.
module edge_face_kernel_mod

  use argument_mod,      only: arg_type, func_type,                   &
                               GH_FIELD, GH_REAL, GH_INC, GH_READ,    &
                               GH_BASIS, GH_DIFF_BASIS,               &
                               GH_QUADRATURE_EDGE, GH_QUADRATURE_FACE, &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W1
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: edge_face_kernel_type
    private
    type(arg_type) :: meta_args(2) = [               &
         arg_type(GH_FIELD, GH_REAL, GH_INC,  W1),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W0)    &
         ]
    type(func_type) :: meta_funcs(2) = [             &
         func_type(W1, GH_BASIS),                    &
         func_type(W0, GH_BASIS, GH_DIFF_BASIS)      &
         ]
    integer :: gh_shape(2) = [GH_QUADRATURE_EDGE, GH_QUADRATURE_FACE]
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: edge_face_code
  end type edge_face_kernel_type

  public :: edge_face_code

contains

  subroutine edge_face_code(nlayers, field_1_w1, field_2_w0, ndf_w1, undf_w1, map_w1,  &
      basis_w1_qr_edge, basis_w1_qr_face, ndf_w0, undf_w0, map_w0, basis_w0_qr_edge,  &
      basis_w0_qr_face, diff_basis_w0_qr_edge, diff_basis_w0_qr_face, np_xyz_qr_edge,  &
      nedges_qr_edge, weights_xyz_qr_edge, np_xyz_qr_face, nfaces_qr_face,  &
      weights_xyz_qr_face)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: np_xyz_qr_edge
    integer(kind=i_def), intent(in) :: nedges_qr_edge
    integer(kind=i_def), intent(in) :: np_xyz_qr_face
    integer(kind=i_def), intent(in) :: nfaces_qr_face
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
    real(kind=r_def), intent(in), dimension(undf_w0) :: field_2_w0
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    real(kind=r_def), intent(in), dimension(3, ndf_w1, np_xyz_qr_edge, nedges_qr_edge) :: basis_w1_qr_edge
    real(kind=r_def), intent(in), dimension(3, ndf_w1, np_xyz_qr_face, nfaces_qr_face) :: basis_w1_qr_face
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(in), dimension(1, ndf_w0, np_xyz_qr_edge, nedges_qr_edge) :: basis_w0_qr_edge
    real(kind=r_def), intent(in), dimension(1, ndf_w0, np_xyz_qr_face, nfaces_qr_face) :: basis_w0_qr_face
    real(kind=r_def), intent(in), dimension(3, ndf_w0, np_xyz_qr_edge, nedges_qr_edge) :: diff_basis_w0_qr_edge
    real(kind=r_def), intent(in), dimension(3, ndf_w0, np_xyz_qr_face, nfaces_qr_face) :: diff_basis_w0_qr_face
    real(kind=r_def), intent(in), dimension(np_xyz_qr_edge, nedges_qr_edge) :: weights_xyz_qr_edge
    real(kind=r_def), intent(in), dimension(np_xyz_qr_face, nfaces_qr_face) :: weights_xyz_qr_face
  end subroutine edge_face_code

end module edge_face_kernel_mod
