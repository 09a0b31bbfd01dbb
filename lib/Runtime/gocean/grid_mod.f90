! dl_esm_inf's grid_mod over the C core (GOceanGrid.c): a structured 2D grid of T points with
! its boundary conditions, index-offset convention, decomposition over the ranks, metrics and
! masks. Every metric and mask array has the rank's array extents (nx, ny), as every field.
module grid_mod
  use iso_c_binding, only: c_ptr, c_null_ptr, c_associated, c_loc, c_int
  use kind_params_mod, only: go_wp
  use region_mod, only: region_type
  use decomposition_mod, only: subdomain_type
  use parallel_mod, only: get_num_ranks
  use gocean_mod, only: gocean_stop
  use psy_rt_go_c_mod
  implicit none
  private

  integer, public, parameter :: GO_ARAKAWA_C = 0, GO_ARAKAWA_B = 1
  !> Which points share the i, j of a T point (only SW and NE are supported).
  integer, public, parameter :: GO_OFFSET_SW = 0, GO_OFFSET_SE = 1, GO_OFFSET_NW = 2, &
                                GO_OFFSET_NE = 3, GO_OFFSET_ANY = 4
  integer, public, parameter :: GO_BC_PERIODIC = 0, GO_BC_EXTERNAL = 1, GO_BC_NONE = 2

  ! The C core's metric numbers (PsyRtGoMetric) and point types (PsyRtGoPoints).
  integer, parameter :: M_DX_T = 0, M_DY_T = 1, M_DX_U = 2, M_DY_U = 3, M_DX_V = 4, &
                        M_DY_V = 5, M_DX_F = 6, M_DY_F = 7, M_AREA_T = 8, M_AREA_U = 9, &
                        M_AREA_V = 10, M_GPHIU = 11, M_GPHIV = 12, M_GPHIF = 13, M_XT = 14, &
                        M_YT = 15
  integer, parameter :: P_U = 0, P_V = 1, P_T = 2, P_F = 3
  !> The f-plane latitude (degrees) of every point, as dl_esm_inf sets it.
  real(go_wp), parameter :: F_PLANE_LATITUDE = 50.0_go_wp

  type, public :: grid_type
    integer :: name = GO_ARAKAWA_C
    integer :: offset = GO_OFFSET_SW
    !> This rank's array extents: owned points, a halo each side and one more.
    integer :: nx = 0, ny = 0
    real(go_wp) :: dx = 0.0_go_wp, dy = 0.0_go_wp
    !> 1 wet, 0 land, -1 outside the domain; umask, vmask, fmask derived from tmask.
    integer, allocatable :: tmask(:,:), umask(:,:), vmask(:,:), fmask(:,:)
    integer, dimension(3) :: boundary_conditions = GO_BC_PERIODIC
    type(subdomain_type) :: subdomain
    real(go_wp), allocatable :: dx_t(:,:), dy_t(:,:), dx_u(:,:), dy_u(:,:)
    real(go_wp), allocatable :: dx_v(:,:), dy_v(:,:), dx_f(:,:), dy_f(:,:)
    real(go_wp), allocatable :: area_t(:,:), area_u(:,:), area_v(:,:)
    real(go_wp), allocatable :: gphiu(:,:), gphiv(:,:), gphif(:,:)
    real(go_wp), allocatable :: xt(:,:), yt(:,:)
    !> The C core's grid (after decompose).
    type(c_ptr) :: handle = c_null_ptr
    integer :: halo_width = 0
  contains
    procedure :: decompose
    procedure :: get_tmask
  end type grid_type

  interface grid_type
    module procedure grid_constructor
  end interface grid_type

  !> grid_init(grid, dx, dy [, tmask]) after grid%decompose, or grid_init(grid, m, n, dx, dy
  !> [, tmask]), which decomposes an m x n domain first.
  interface grid_init
    module procedure grid_init_decomposed, grid_init_mn
  end interface grid_init

  public :: grid_init

contains

  function grid_constructor(grid_name, boundary_conditions, grid_offsets) result(self)
    integer, intent(in) :: grid_name
    integer, dimension(3), intent(in) :: boundary_conditions
    integer, optional, intent(in) :: grid_offsets
    type(grid_type) :: self

    if (.not. present(grid_offsets)) &
      call gocean_stop('grid_type: ERROR: grid offset not specified')
    if (grid_name /= GO_ARAKAWA_C) call gocean_stop('grid_type: ERROR: only GO_ARAKAWA_C')
    if (grid_offsets /= GO_OFFSET_SW .and. grid_offsets /= GO_OFFSET_NE) &
      call gocean_stop('grid_type: ERROR: only GO_OFFSET_SW and GO_OFFSET_NE are supported')
    self%name = grid_name
    self%offset = grid_offsets
    self%boundary_conditions = boundary_conditions
  end function grid_constructor

  !> Collective: cuts a domainx x domainy domain of T points into one block per rank
  !> (ndomainx x ndomainy blocks when given) with halos halo_width deep (default 1).
  subroutine decompose(self, domainx, domainy, ndomains, ndomainx, ndomainy, halo_width)
    class(grid_type), intent(inout) :: self
    integer, intent(in) :: domainx, domainy
    integer, optional, intent(in) :: ndomains, ndomainx, ndomainy, halo_width
    integer(c_int) :: bc(2), px, py, nx, ny
    type(psy_rt_go_region) :: r

    if (present(ndomains)) then
      if (ndomains /= get_num_ranks()) &
        call gocean_stop('decompose: ERROR: ndomains must be the number of ranks')
    end if
    self%halo_width = 1
    if (present(halo_width)) self%halo_width = halo_width
    px = 0
    py = 0
    if (present(ndomainx)) px = ndomainx
    if (present(ndomainy)) py = ndomainy
    bc = self%boundary_conditions(1:2)
    self%handle = psy_rt_go_grid_create(domainx, domainy, bc, self%offset, self%halo_width, &
                                        px, py)
    if (.not. c_associated(self%handle)) &
      call gocean_stop('decompose: ERROR: invalid domain, offset, block layout or halo width')
    call psy_rt_go_grid_get_array_size(self%handle, nx, ny)
    self%nx = nx
    self%ny = ny
    call psy_rt_go_grid_get_subdomain(self%handle, r)
    self%subdomain%internal = to_region(r)
    call psy_rt_go_grid_get_global_subdomain(self%handle, r)
    self%subdomain%global = to_region(r)
    self%subdomain%global%nx = self%subdomain%internal%nx + 2 * self%halo_width
    self%subdomain%global%ny = self%subdomain%internal%ny + 2 * self%halo_width
  end subroutine decompose

  !> A C region as a region_type with its extents.
  function to_region(r) result(region)
    type(psy_rt_go_region), intent(in) :: r
    type(region_type) :: region
    region = region_type(r%xstart, r%xstop, r%ystart, r%ystop, r%xstop - r%xstart + 1, &
                         r%ystop - r%ystart + 1)
  end function to_region

  subroutine grid_init_mn(grid, m, n, dxarg, dyarg, tmask)
    type(grid_type), intent(inout) :: grid
    integer, intent(in) :: m, n
    real(go_wp), intent(in) :: dxarg, dyarg
    integer, dimension(:,:), intent(in), optional :: tmask
    call grid%decompose(m, n)
    call grid_init_decomposed(grid, dxarg, dyarg, tmask)
  end subroutine grid_init_mn

  !> Completes a decomposed grid: spacing, metrics and masks. tmask, when given, covers the
  !> rank's owned points and halo (subdomain%global%nx x ny); without it every point is wet.
  subroutine grid_init_decomposed(grid, dxarg, dyarg, tmask)
    type(grid_type), intent(inout), target :: grid
    real(go_wp), intent(in) :: dxarg, dyarg
    integer, dimension(:,:), intent(in), optional :: tmask

    if (.not. c_associated(grid%handle)) &
      call gocean_stop('grid_init: ERROR: decompose the grid first')
    grid%dx = dxarg
    grid%dy = dyarg
    call psy_rt_go_grid_set_spacing(grid%handle, dxarg, dyarg, F_PLANE_LATITUDE)
    call set_tmask(grid, tmask)
    call fill_mask(grid, P_T, grid%tmask)
    call fill_mask(grid, P_U, grid%umask)
    call fill_mask(grid, P_V, grid%vmask)
    call fill_mask(grid, P_F, grid%fmask)
    call fill_metric(grid, M_DX_T, grid%dx_t)
    call fill_metric(grid, M_DY_T, grid%dy_t)
    call fill_metric(grid, M_DX_U, grid%dx_u)
    call fill_metric(grid, M_DY_U, grid%dy_u)
    call fill_metric(grid, M_DX_V, grid%dx_v)
    call fill_metric(grid, M_DY_V, grid%dy_v)
    call fill_metric(grid, M_DX_F, grid%dx_f)
    call fill_metric(grid, M_DY_F, grid%dy_f)
    call fill_metric(grid, M_AREA_T, grid%area_t)
    call fill_metric(grid, M_AREA_U, grid%area_u)
    call fill_metric(grid, M_AREA_V, grid%area_v)
    call fill_metric(grid, M_GPHIU, grid%gphiu)
    call fill_metric(grid, M_GPHIV, grid%gphiv)
    call fill_metric(grid, M_GPHIF, grid%gphif)
    call fill_metric(grid, M_XT, grid%xt)
    call fill_metric(grid, M_YT, grid%yt)
  end subroutine grid_init_decomposed

  subroutine set_tmask(grid, tmask)
    type(grid_type), intent(inout) :: grid
    integer, dimension(:,:), intent(in), optional :: tmask
    integer(c_int), allocatable, target :: copy(:,:)

    if (.not. present(tmask)) then
      call psy_rt_go_grid_set_tmask(grid%handle, c_null_ptr)
      return
    end if
    if (size(tmask, 1) /= grid%subdomain%global%nx .or. &
        size(tmask, 2) /= grid%subdomain%global%ny) &
      call gocean_stop('grid_init: ERROR: tmask must be subdomain%global%nx x ny')
    allocate(copy(size(tmask, 1), size(tmask, 2)))
    copy = tmask
    call psy_rt_go_grid_set_tmask(grid%handle, c_loc(copy))
  end subroutine set_tmask

  subroutine fill_mask(grid, points, mask)
    type(grid_type), intent(in) :: grid
    integer, intent(in) :: points
    integer, allocatable, intent(inout) :: mask(:,:)
    if (allocated(mask)) deallocate(mask)
    allocate(mask(grid%nx, grid%ny))
    call psy_rt_go_grid_fill_mask(grid%handle, points, mask)
  end subroutine fill_mask

  subroutine fill_metric(grid, metric, array)
    type(grid_type), intent(in) :: grid
    integer, intent(in) :: metric
    real(go_wp), allocatable, intent(inout) :: array(:,:)
    if (allocated(array)) deallocate(array)
    allocate(array(grid%nx, grid%ny))
    call psy_rt_go_grid_fill_metric(grid%handle, metric, array)
  end subroutine fill_metric

  function get_tmask(self) result(tmask)
    class(grid_type), target, intent(in) :: self
    integer, pointer :: tmask(:,:)
    tmask => self%tmask
  end function get_tmask

end module grid_mod
