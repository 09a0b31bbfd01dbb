! LFRic's face quadrature (quadrature_face_mod): np * np points on each face of the
! reference cube, the horizontal faces W S E N (normals in the horizontal) then the vertical
! faces B T, with the proxy that PSy layers read (np_xyz, nfaces, weights_xyz) and
! compute_function. Points vary over the face's two free axes in axis order, the second
! fastest (z fastest on W S E N, y fastest on B T), as LFRic places them.
module quadrature_face_mod

  use constants_mod, only: i_def, r_def
  use function_space_mod, only: function_space_type
  use quadrature_rule_mod, only: quadrature_rule_type
  use reference_element_mod, only: reference_element_type

  implicit none

  private

  ! The axis each face W S E N B T fixes, and where.
  integer(i_def), parameter :: fixed_axis(6) = [1, 2, 1, 2, 3, 3]
  real(r_def), parameter :: fixed_value(6) = [0.0_r_def, 0.0_r_def, 1.0_r_def, 1.0_r_def, &
                                              0.0_r_def, 1.0_r_def]

  type, public :: quadrature_face_type
    private
    real(r_def), allocatable :: points_xyz(:,:,:), weights_xyz(:,:)
    integer(i_def) :: np_xyz = 0, nfaces = 0, nfaces_horizontal = 0, nfaces_vertical = 0
  contains
    procedure, public :: get_quadrature_proxy
    procedure, public :: compute_function
    procedure, public :: quadrature_final
  end type quadrature_face_type

  type, public :: quadrature_face_proxy_type
    !> weights_xyz(np_xyz, nfaces), points_xyz(3, np_xyz, nfaces).
    real(r_def), pointer, public :: weights_xyz(:,:) => null()
    real(r_def), pointer, public :: points_xyz(:,:,:) => null()
    integer(i_def), public :: np_xyz = 0, nfaces = 0
    integer(i_def), public :: nfaces_horizontal = 0, nfaces_vertical = 0
  end type quadrature_face_proxy_type

  interface quadrature_face_type
    module procedure init_quadrature_symmetrical
    module procedure init_quadrature_variable
  end interface

contains

  !> np * np points on the horizontal faces (W S E N), the vertical ones (B T), or both.
  function init_quadrature_symmetrical(np, horizontal_faces, vertical_faces, &
                                       reference_element, rule) result(self)
    integer(i_def), intent(in) :: np
    logical, intent(in) :: horizontal_faces, vertical_faces
    class(reference_element_type), intent(in) :: reference_element
    class(quadrature_rule_type), intent(in) :: rule
    type(quadrature_face_type) :: self
    self = init_quadrature_variable(np, np, horizontal_faces, vertical_faces, &
                                    reference_element, rule)
  end function init_quadrature_symmetrical

  !> np_1 points along a face's first free axis times np_2 along its second.
  function init_quadrature_variable(np_1, np_2, horizontal_faces, vertical_faces, &
                                    reference_element, rule) result(self)
    integer(i_def), intent(in) :: np_1, np_2
    logical, intent(in) :: horizontal_faces, vertical_faces
    class(reference_element_type), intent(in) :: reference_element
    class(quadrature_rule_type), intent(in) :: rule
    type(quadrature_face_type) :: self
    real(r_def) :: pw1(np_1, 2), pw2(np_2, 2)
    integer(i_def) :: face, f
    if (.not. (horizontal_faces .or. vertical_faces)) &
      error stop 'quadrature_face_type: no faces asked for'
    if (horizontal_faces) self%nfaces_horizontal = reference_element%get_number_horizontal_faces()
    if (vertical_faces) self%nfaces_vertical = reference_element%get_number_vertical_faces()
    self%nfaces = self%nfaces_horizontal + self%nfaces_vertical
    self%np_xyz = np_1 * np_2
    pw1 = rule%quadrature_rule(np_1)
    pw2 = rule%quadrature_rule(np_2)
    allocate(self%points_xyz(3, self%np_xyz, self%nfaces))
    allocate(self%weights_xyz(self%np_xyz, self%nfaces))
    f = 0
    do face = 1, 6
      if (face <= 4 .and. .not. horizontal_faces) cycle
      if (face > 4 .and. .not. vertical_faces) cycle
      f = f + 1
      call place_points(self, f, face, pw1, pw2)
    end do
  end function init_quadrature_variable

  ! Points of reference face `face` as face number f of the rule.
  subroutine place_points(self, f, face, pw1, pw2)
    type(quadrature_face_type), intent(inout) :: self
    integer(i_def), intent(in) :: f, face
    real(r_def), intent(in) :: pw1(:,:), pw2(:,:)
    integer(i_def) :: free(2), i, j, q
    free = pack([1, 2, 3], [1, 2, 3] /= fixed_axis(face))
    do i = 1, size(pw1, 1)
      do j = 1, size(pw2, 1)
        q = (i - 1) * size(pw2, 1) + j
        self%points_xyz(fixed_axis(face), q, f) = fixed_value(face)
        self%points_xyz(free(1), q, f) = pw1(i, 1)
        self%points_xyz(free(2), q, f) = pw2(j, 1)
        self%weights_xyz(q, f) = pw1(i, 2) * pw2(j, 2)
      end do
    end do
  end subroutine place_points

  function get_quadrature_proxy(self) result(proxy)
    class(quadrature_face_type), target, intent(in) :: self
    type(quadrature_face_proxy_type) :: proxy
    proxy%points_xyz => self%points_xyz
    proxy%weights_xyz => self%weights_xyz
    proxy%np_xyz = self%np_xyz
    proxy%nfaces = self%nfaces
    proxy%nfaces_horizontal = self%nfaces_horizontal
    proxy%nfaces_vertical = self%nfaces_vertical
  end function get_quadrature_proxy

  !> basis(fspace_dim, ndf, np_xyz, nfaces): BASIS or DIFF_BASIS at every point.
  subroutine compute_function(self, function_to_call, function_space, fspace_dim, ndf, basis)
    class(quadrature_face_type), intent(in) :: self
    integer(i_def), intent(in) :: function_to_call
    type(function_space_type), intent(in) :: function_space
    integer(i_def), intent(in) :: fspace_dim, ndf
    real(r_def), intent(out) :: basis(fspace_dim, ndf, self%np_xyz, self%nfaces)
    integer(i_def) :: df, q, f
    do f = 1, self%nfaces
      do q = 1, self%np_xyz
        do df = 1, ndf
          basis(:, df, q, f) = function_space%call_function(function_to_call, df, &
                                                            self%points_xyz(:, q, f))
        end do
      end do
    end do
  end subroutine compute_function

  subroutine quadrature_final(self)
    class(quadrature_face_type), intent(inout) :: self
    if (allocated(self%points_xyz)) deallocate(self%points_xyz, self%weights_xyz)
  end subroutine quadrature_final

end module quadrature_face_mod
