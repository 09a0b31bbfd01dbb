! LFRic's edge quadrature (quadrature_edge_mod): np points along each of the 12 edges of the
! reference cube in LFRic's order (WB SB EB NB SW SE NE NW WT ST ET NT, the W1 dof order),
! with the proxy that PSy layers read (np_xyz, nedges, weights_xyz) and compute_function.
module quadrature_edge_mod

  use constants_mod, only: i_def, r_def
  use function_space_mod, only: function_space_type
  use quadrature_rule_mod, only: quadrature_rule_type
  use reference_element_mod, only: reference_element_type

  implicit none

  private

  ! The axis along each edge and the corner it starts from.
  integer(i_def), parameter :: edge_axis(12) = [2, 1, 2, 1, 3, 3, 3, 3, 2, 1, 2, 1]
  real(r_def), parameter :: edge_start(3, 12) = reshape([ &
      0, 0, 0,  0, 0, 0,  1, 0, 0,  0, 1, 0,   0, 0, 0,  1, 0, 0,  1, 1, 0,  0, 1, 0, &
      0, 0, 1,  0, 0, 1,  1, 0, 1,  0, 1, 1], [3, 12]) * 1.0_r_def

  type, public :: quadrature_edge_type
    private
    real(r_def), allocatable :: points_xyz(:,:,:), weights_xyz(:,:)
    integer(i_def) :: np_xyz = 0, nedges = 0
  contains
    procedure, public :: get_quadrature_proxy
    procedure, public :: compute_function
    procedure, public :: quadrature_final
  end type quadrature_edge_type

  type, public :: quadrature_edge_proxy_type
    !> weights_xyz(np_xyz, nedges), points_xyz(3, np_xyz, nedges).
    real(r_def), pointer, public :: weights_xyz(:,:) => null()
    real(r_def), pointer, public :: points_xyz(:,:,:) => null()
    integer(i_def), public :: np_xyz = 0, nedges = 0
  end type quadrature_edge_proxy_type

  interface quadrature_edge_type
    module procedure init_quadrature
  end interface

contains

  function init_quadrature(np, reference_element, rule) result(self)
    integer(i_def), intent(in) :: np
    class(reference_element_type), intent(in) :: reference_element
    class(quadrature_rule_type), intent(in) :: rule
    type(quadrature_edge_type) :: self
    real(r_def) :: pw(np, 2)
    integer(i_def) :: edge, q
    self%np_xyz = np
    self%nedges = reference_element%get_number_edges()
    pw = rule%quadrature_rule(np)
    allocate(self%points_xyz(3, np, self%nedges), self%weights_xyz(np, self%nedges))
    do edge = 1, self%nedges
      do q = 1, np
        self%points_xyz(:, q, edge) = edge_start(:, edge)
        self%points_xyz(edge_axis(edge), q, edge) = pw(q, 1)
        self%weights_xyz(q, edge) = pw(q, 2)
      end do
    end do
  end function init_quadrature

  function get_quadrature_proxy(self) result(proxy)
    class(quadrature_edge_type), target, intent(in) :: self
    type(quadrature_edge_proxy_type) :: proxy
    proxy%points_xyz => self%points_xyz
    proxy%weights_xyz => self%weights_xyz
    proxy%np_xyz = self%np_xyz
    proxy%nedges = self%nedges
  end function get_quadrature_proxy

  !> basis(fspace_dim, ndf, np_xyz, nedges): BASIS or DIFF_BASIS at every point.
  subroutine compute_function(self, function_to_call, function_space, fspace_dim, ndf, basis)
    class(quadrature_edge_type), intent(in) :: self
    integer(i_def), intent(in) :: function_to_call
    type(function_space_type), intent(in) :: function_space
    integer(i_def), intent(in) :: fspace_dim, ndf
    real(r_def), intent(out) :: basis(fspace_dim, ndf, self%np_xyz, self%nedges)
    integer(i_def) :: df, q, e
    do e = 1, self%nedges
      do q = 1, self%np_xyz
        do df = 1, ndf
          basis(:, df, q, e) = function_space%call_function(function_to_call, df, &
                                                            self%points_xyz(:, q, e))
        end do
      end do
    end do
  end subroutine compute_function

  subroutine quadrature_final(self)
    class(quadrature_edge_type), intent(inout) :: self
    if (allocated(self%points_xyz)) deallocate(self%points_xyz, self%weights_xyz)
  end subroutine quadrature_final

end module quadrature_edge_mod
