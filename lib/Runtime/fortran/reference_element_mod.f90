! LFRic's reference element (reference_element_mod) as the PSy layer queries it: the unit
! cube [0,1]^3 of the runtime's hexahedral cells, with LFRic's face order W S E N B T. The
! "normals" are LFRic's normal_to_face vectors, the orientation of the W2 basis functions
! (+x on W and E, -y on S and N, +z on B and T); the outward normals point out of the cell.
module reference_element_mod

  use constants_mod, only: i_def, r_def

  implicit none

  private

  ! Normal and outward normal of each face, (3, 6), faces W S E N B T.
  real(r_def), parameter :: face_normals(3, 6) = reshape([ &
      1.0_r_def, 0.0_r_def, 0.0_r_def,   0.0_r_def, -1.0_r_def, 0.0_r_def, &
      1.0_r_def, 0.0_r_def, 0.0_r_def,   0.0_r_def, -1.0_r_def, 0.0_r_def, &
      0.0_r_def, 0.0_r_def, 1.0_r_def,   0.0_r_def, 0.0_r_def, 1.0_r_def], [3, 6])
  real(r_def), parameter :: outward_face_normals(3, 6) = reshape([ &
      -1.0_r_def, 0.0_r_def, 0.0_r_def,  0.0_r_def, -1.0_r_def, 0.0_r_def, &
      1.0_r_def, 0.0_r_def, 0.0_r_def,   0.0_r_def, 1.0_r_def, 0.0_r_def, &
      0.0_r_def, 0.0_r_def, -1.0_r_def,  0.0_r_def, 0.0_r_def, 1.0_r_def], [3, 6])

  !> The reference cube (LFRic's reference_element_type is abstract with reference_cube_type
  !> and reference_prism_type; here the cube is the only element).
  type, public :: reference_element_type
  contains
    procedure, public :: get_number_vertices
    procedure, public :: get_number_edges
    procedure, public :: get_number_faces
    procedure, public :: get_number_horizontal_faces
    procedure, public :: get_number_vertical_faces
    procedure, public :: get_number_2d_vertices
    procedure, public :: get_number_2d_edges
    procedure, public :: get_normals_to_faces
    procedure, public :: get_outward_normals_to_faces
    procedure, public :: get_normals_to_horizontal_faces
    procedure, public :: get_outward_normals_to_horizontal_faces
    procedure, public :: get_normals_to_vertical_faces
    procedure, public :: get_outward_normals_to_vertical_faces
  end type reference_element_type

  type, public, extends(reference_element_type) :: reference_cube_type
  end type reference_cube_type

contains

  integer(i_def) function get_number_vertices(self)
    class(reference_element_type), intent(in) :: self
    get_number_vertices = 8
  end function get_number_vertices

  integer(i_def) function get_number_edges(self)
    class(reference_element_type), intent(in) :: self
    get_number_edges = 12
  end function get_number_edges

  integer(i_def) function get_number_faces(self)
    class(reference_element_type), intent(in) :: self
    get_number_faces = 6
  end function get_number_faces

  !> Faces whose normals are horizontal: W S E N.
  integer(i_def) function get_number_horizontal_faces(self)
    class(reference_element_type), intent(in) :: self
    get_number_horizontal_faces = 4
  end function get_number_horizontal_faces

  !> Faces whose normals are vertical: B T.
  integer(i_def) function get_number_vertical_faces(self)
    class(reference_element_type), intent(in) :: self
    get_number_vertical_faces = 2
  end function get_number_vertical_faces

  integer(i_def) function get_number_2d_vertices(self)
    class(reference_element_type), intent(in) :: self
    get_number_2d_vertices = 4
  end function get_number_2d_vertices

  integer(i_def) function get_number_2d_edges(self)
    class(reference_element_type), intent(in) :: self
    get_number_2d_edges = 4
  end function get_number_2d_edges

  !> normals(3, 6), allocated here, as LFRic does.
  subroutine get_normals_to_faces(self, normals)
    class(reference_element_type), intent(in) :: self
    real(r_def), allocatable, intent(out) :: normals(:,:)
    allocate(normals, source=face_normals)
  end subroutine get_normals_to_faces

  subroutine get_outward_normals_to_faces(self, normals)
    class(reference_element_type), intent(in) :: self
    real(r_def), allocatable, intent(out) :: normals(:,:)
    allocate(normals, source=outward_face_normals)
  end subroutine get_outward_normals_to_faces

  !> normals(3, 4).
  subroutine get_normals_to_horizontal_faces(self, normals)
    class(reference_element_type), intent(in) :: self
    real(r_def), allocatable, intent(out) :: normals(:,:)
    allocate(normals, source=face_normals(:, 1:4))
  end subroutine get_normals_to_horizontal_faces

  subroutine get_outward_normals_to_horizontal_faces(self, normals)
    class(reference_element_type), intent(in) :: self
    real(r_def), allocatable, intent(out) :: normals(:,:)
    allocate(normals, source=outward_face_normals(:, 1:4))
  end subroutine get_outward_normals_to_horizontal_faces

  !> normals(3, 2).
  subroutine get_normals_to_vertical_faces(self, normals)
    class(reference_element_type), intent(in) :: self
    real(r_def), allocatable, intent(out) :: normals(:,:)
    allocate(normals, source=face_normals(:, 5:6))
  end subroutine get_normals_to_vertical_faces

  subroutine get_outward_normals_to_vertical_faces(self, normals)
    class(reference_element_type), intent(in) :: self
    real(r_def), allocatable, intent(out) :: normals(:,:)
    allocate(normals, source=outward_face_normals(:, 5:6))
  end subroutine get_outward_normals_to_vertical_faces

end module reference_element_mod
