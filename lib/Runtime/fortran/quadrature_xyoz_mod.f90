! LFRic's xyoz quadrature (quadrature_xyoz_mod): np_x * np_y horizontal points (y fastest)
! times np_z vertical points, with the proxy that PSy layers read and compute_function.
module quadrature_xyoz_mod

  use constants_mod, only: i_def, r_def
  use function_space_mod, only: function_space_type
  use quadrature_rule_mod, only: quadrature_rule_type

  implicit none

  private

  type, public :: quadrature_xyoz_type
    private
    real(r_def), allocatable :: weights_xy(:), weights_z(:)
    real(r_def), allocatable :: points_xy(:,:), points_z(:)
    integer(i_def) :: np_xy = 0, np_z = 0
  contains
    procedure, public :: get_quadrature_proxy
    procedure, public :: compute_function
    procedure, public :: quadrature_final
  end type quadrature_xyoz_type

  type, public :: quadrature_xyoz_proxy_type
    real(r_def), pointer, public :: weights_xy(:) => null()
    real(r_def), pointer, public :: weights_z(:) => null()
    real(r_def), pointer, public :: points_xy(:,:) => null()
    real(r_def), pointer, public :: points_z(:) => null()
    integer(i_def), public :: np_xy = 0, np_z = 0
  end type quadrature_xyoz_proxy_type

  interface quadrature_xyoz_type
    module procedure init_quadrature_variable
    module procedure init_quadrature_symmetrical
  end interface

contains

  function init_quadrature_variable(np_x, np_y, np_z, rule) result(self)
    integer(i_def), intent(in) :: np_x, np_y, np_z
    class(quadrature_rule_type), intent(in) :: rule
    type(quadrature_xyoz_type) :: self
    real(r_def) :: px(np_x, 2), py(np_y, 2)
    integer(i_def) :: i, j, q
    px = rule%quadrature_rule(np_x)
    py = rule%quadrature_rule(np_y)
    self%np_xy = np_x * np_y
    self%np_z = np_z
    allocate(self%points_xy(self%np_xy, 2), self%weights_xy(self%np_xy))
    allocate(self%points_z(np_z), self%weights_z(np_z))
    do i = 1, np_x
      do j = 1, np_y
        q = (i - 1) * np_y + j
        self%points_xy(q, :) = [px(i, 1), py(j, 1)]
        self%weights_xy(q) = px(i, 2) * py(j, 2)
      end do
    end do
    block
      real(r_def) :: pz(np_z, 2)
      pz = rule%quadrature_rule(np_z)
      self%points_z = pz(:, 1)
      self%weights_z = pz(:, 2)
    end block
  end function init_quadrature_variable

  function init_quadrature_symmetrical(np, rule) result(self)
    integer(i_def), intent(in) :: np
    class(quadrature_rule_type), intent(in) :: rule
    type(quadrature_xyoz_type) :: self
    self = init_quadrature_variable(np, np, np, rule)
  end function init_quadrature_symmetrical

  function get_quadrature_proxy(self) result(proxy)
    class(quadrature_xyoz_type), target, intent(in) :: self
    type(quadrature_xyoz_proxy_type) :: proxy
    proxy%points_xy => self%points_xy
    proxy%points_z => self%points_z
    proxy%weights_xy => self%weights_xy
    proxy%weights_z => self%weights_z
    proxy%np_xy = self%np_xy
    proxy%np_z = self%np_z
  end function get_quadrature_proxy

  !> basis(fspace_dim, ndf, np_xy, np_z): BASIS or DIFF_BASIS of function_space at every
  !> point.
  subroutine compute_function(self, function_to_call, function_space, fspace_dim, ndf, basis)
    class(quadrature_xyoz_type), intent(in) :: self
    integer(i_def), intent(in) :: function_to_call
    type(function_space_type), intent(in) :: function_space
    integer(i_def), intent(in) :: fspace_dim, ndf
    real(r_def), intent(out) :: basis(fspace_dim, ndf, self%np_xy, self%np_z)
    integer(i_def) :: df, qp1, qp2
    real(r_def) :: xyz(3)
    do qp2 = 1, self%np_z
      do qp1 = 1, self%np_xy
        xyz = [self%points_xy(qp1, 1), self%points_xy(qp1, 2), self%points_z(qp2)]
        do df = 1, ndf
          basis(:, df, qp1, qp2) = function_space%call_function(function_to_call, df, xyz)
        end do
      end do
    end do
  end subroutine compute_function

  subroutine quadrature_final(self)
    class(quadrature_xyoz_type), intent(inout) :: self
    if (allocated(self%points_xy)) deallocate(self%points_xy, self%weights_xy)
    if (allocated(self%points_z)) deallocate(self%points_z, self%weights_z)
  end subroutine quadrature_final

end module quadrature_xyoz_mod
