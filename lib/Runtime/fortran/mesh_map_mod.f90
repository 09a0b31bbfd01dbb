! mesh_map_type with LFRic's mesh_map_mod queries that PSy layers make for inter-grid kernels:
! the map from the cells of a source (coarse) mesh to those of a target (fine) mesh that
! refines it, over the C core's psyRtMeshMapCells. Cell ids are 1-based; 0 means "no cell".
module mesh_map_mod

  use constants_mod, only: i_def

  implicit none

  private

  type, public :: mesh_map_type
    private
    integer(i_def) :: ntarget_x = 0, ntarget_y = 0
    ! cell_map(i, j, source cell): the target cells under each source cell.
    integer(i_def), pointer :: cell_map(:,:,:) => null()
  contains
    procedure, public :: get_ntarget_cells_per_source_x
    procedure, public :: get_ntarget_cells_per_source_y
    procedure, public :: get_whole_cell_map
    procedure, public :: get_cell_map
    procedure, public :: clear
  end type mesh_map_type

  interface mesh_map_type
    module procedure mesh_map_constructor
  end interface

contains

  !> A map holding a copy of `cell_map(ntarget_x, ntarget_y, source cells)`. Project-specific:
  !> mesh_type%add_mesh_map builds it (LFRic reads mesh maps from the mesh files).
  function mesh_map_constructor(cell_map) result(self)
    integer(i_def), intent(in) :: cell_map(:,:,:)
    type(mesh_map_type) :: self
    self%ntarget_x = size(cell_map, 1)
    self%ntarget_y = size(cell_map, 2)
    allocate(self%cell_map, source=cell_map)
  end function mesh_map_constructor

  integer(i_def) function get_ntarget_cells_per_source_x(self)
    class(mesh_map_type), intent(in) :: self
    get_ntarget_cells_per_source_x = self%ntarget_x
  end function get_ntarget_cells_per_source_x

  integer(i_def) function get_ntarget_cells_per_source_y(self)
    class(mesh_map_type), intent(in) :: self
    get_ntarget_cells_per_source_y = self%ntarget_y
  end function get_ntarget_cells_per_source_y

  !> The whole map, cell_map(ntarget_x, ntarget_y, source cells).
  function get_whole_cell_map(self) result(cell_map)
    class(mesh_map_type), intent(in) :: self
    integer(i_def), pointer :: cell_map(:,:,:)
    cell_map => self%cell_map
  end function get_whole_cell_map

  !> The target cells under one source cell.
  function get_cell_map(self, cell) result(cell_map)
    class(mesh_map_type), intent(in) :: self
    integer(i_def), intent(in) :: cell
    integer(i_def), pointer :: cell_map(:,:)
    cell_map => self%cell_map(:, :, cell)
  end function get_cell_map

  subroutine clear(self)
    class(mesh_map_type), intent(inout) :: self
    if (associated(self%cell_map)) deallocate(self%cell_map)
    self%ntarget_x = 0
    self%ntarget_y = 0
  end subroutine clear

end module mesh_map_mod
