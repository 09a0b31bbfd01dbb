! LFRic's stencil_dofmap_mod: the dofmaps of the cells of a stencil around each cell, as a
! PSy layer passes them to stencil kernels (dofmap(ndf, stencil size, ncells) and the
! stencil size of each cell). The stencil cells and their order come from the C core
! (psyRtMeshGetStencilCells, LFRic's order); function_space_type%get_stencil_dofmap builds
! and keeps one per shape and extent.
module stencil_dofmap_mod

  use, intrinsic :: iso_c_binding, only: c_int
  use constants_mod, only: i_def
  use mesh_mod, only: mesh_type
  use psy_rt_c_mod, only: psy_rt_stencil_get_max_size, psy_rt_mesh_get_stencil_cells

  implicit none

  private

  integer(i_def), public, parameter :: STENCIL_POINT = 1100
  integer(i_def), public, parameter :: STENCIL_1DX = 1200
  integer(i_def), public, parameter :: STENCIL_1DY = 1300
  integer(i_def), public, parameter :: STENCIL_CROSS = 1400
  integer(i_def), public, parameter :: STENCIL_REGION = 1500

  type, public :: stencil_dofmap_type
    private
    integer(i_def) :: dofmap_shape = 0, dofmap_extent = 0, dofmap_size = 0
    integer(i_def), allocatable :: local_size(:)
    integer(i_def), allocatable :: dofmap(:,:,:)
  contains
    procedure, public :: get_dofmap
    procedure, public :: get_whole_dofmap
    procedure, public :: get_size
    procedure, public :: get_local_size
    procedure, public :: get_stencil_sizes
    procedure, public :: clear
  end type stencil_dofmap_type

  interface stencil_dofmap_type
    module procedure stencil_dofmap_constructor
  end interface

contains

  !> The stencil dofmap of shape st_shape and extent st_depth for the cell dofmap
  !> dofmap(ndf, ncells) on mesh. As in LFRic it covers the cells whose stencils stay inside
  !> the halo: up to halo depth (halo depth - extent), the owned cells when that is 0. A mesh
  !> without a halo wraps around (serial runs without distributed memory): all its cells,
  !> at any extent.
  !> Project-specific arguments: LFRic passes its master dofmap object.
  function stencil_dofmap_constructor(st_shape, st_depth, ndf, mesh, dofmap) result(self)
    integer(i_def), intent(in) :: st_shape, st_depth, ndf
    type(mesh_type), intent(in) :: mesh
    integer(i_def), intent(in) :: dofmap(:,:)
    type(stencil_dofmap_type) :: self
    integer(c_int), allocatable :: cells(:)
    integer(i_def) :: ncells, cell, n, depth
    self%dofmap_size = psy_rt_stencil_get_max_size(st_shape, st_depth)
    if (self%dofmap_size == 0) error stop 'stencil_dofmap_type: invalid stencil shape or extent'
    depth = mesh%get_halo_depth()
    if (depth > 0 .and. st_depth > depth) &
      error stop 'stencil_dofmap_type: stencil extent deeper than the halo'
    self%dofmap_shape = st_shape
    self%dofmap_extent = st_depth
    ncells = mesh%get_last_halo_cell(max(depth - st_depth, 0))
    allocate(self%dofmap(ndf, self%dofmap_size, ncells), self%local_size(ncells))
    allocate(cells(self%dofmap_size))
    self%dofmap = 0
    do cell = 1, ncells
      n = psy_rt_mesh_get_stencil_cells(mesh%get_c_handle(), st_shape, st_depth, cell - 1, &
                                        cells)
      self%local_size(cell) = n
      self%dofmap(:, 1:n, cell) = dofmap(:, cells(1:n) + 1)
    end do
  end function stencil_dofmap_constructor

  !> map(ndf, stencil size): the dofmaps of the stencil cells of one cell.
  function get_dofmap(self, cell) result(map)
    class(stencil_dofmap_type), target, intent(in) :: self
    integer(i_def), intent(in) :: cell
    integer(i_def), pointer :: map(:,:)
    map => self%dofmap(:, :, cell)
  end function get_dofmap

  !> map(ndf, stencil size, ncells); entries past a cell's stencil size are 0.
  function get_whole_dofmap(self) result(map)
    class(stencil_dofmap_type), target, intent(in) :: self
    integer(i_def), pointer :: map(:,:,:)
    map => self%dofmap
  end function get_whole_dofmap

  !> The most cells of a stencil of this shape and extent.
  integer(i_def) function get_size(self)
    class(stencil_dofmap_type), intent(in) :: self
    get_size = self%dofmap_size
  end function get_size

  !> The cells of one cell's stencil (LFRic counts them for REGION stencils only).
  integer(i_def) function get_local_size(self, cell)
    class(stencil_dofmap_type), intent(in) :: self
    integer(i_def), intent(in) :: cell
    get_local_size = self%dofmap_size
    if (self%dofmap_shape == STENCIL_REGION) get_local_size = self%local_size(cell)
  end function get_local_size

  !> sizes(ncells): the cells of each cell's stencil.
  function get_stencil_sizes(self) result(sizes)
    class(stencil_dofmap_type), target, intent(in) :: self
    integer(i_def), pointer :: sizes(:)
    sizes => self%local_size
  end function get_stencil_sizes

  subroutine clear(self)
    class(stencil_dofmap_type), intent(inout) :: self
    if (allocated(self%dofmap)) deallocate(self%dofmap, self%local_size)
  end subroutine clear

end module stencil_dofmap_mod
