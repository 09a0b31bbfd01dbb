! mesh_type with the LFRic mesh_mod queries that PSy layers make, over the C core's
! extruded, doubly periodic planar mesh. Cell ids are 1-based; 0 means "no cell".
module mesh_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_associated, c_int, c_double, &
                                         c_f_pointer
  use constants_mod, only: i_def, r_def, l_def
  use reference_element_mod, only: reference_element_type, reference_cube_type
  use mesh_map_mod, only: mesh_map_type
  use mpi_mod, only: get_comm_size, get_comm_rank, finalise_comm
  use psy_rt_c_mod

  implicit none

  private
  ! The rank queries, also reachable from here (mpi_mod has them too).
  public :: get_comm_size, get_comm_rank, finalise_comm

  type, public :: mesh_type
    private
    type(c_ptr) :: handle = c_null_ptr
    ! The C core's colouring, copied 1-based in LFRic's layout: cells_in_colour(colour, i)
    ! (0 past a colour's last cell), last_cell_per_colour(colour, 0:halo depth).
    integer(i_def) :: ncolours = 0
    integer(i_def), pointer :: ncells_per_colour(:) => null()
    integer(i_def), pointer :: cells_in_colour(:,:) => null()
    integer(i_def), pointer :: last_cell_per_colour(:,:) => null()
    integer(i_def), pointer :: adjacent_face(:,:) => null()
    class(reference_element_type), pointer :: reference_element => null()
    ! Maps to the meshes added with add_mesh_map, and those meshes' C handles.
    type(mesh_map_type), pointer :: maps(:) => null()
    type(c_ptr), pointer :: map_targets(:) => null()
  contains
    procedure, public :: get_nlayers
    procedure, public :: get_ncells_2d
    procedure, public :: get_ncells_2d_with_ghost
    procedure, public :: get_last_edge_cell
    procedure, public :: get_halo_depth
    procedure, public :: get_num_cells_halo
    procedure, public :: get_last_halo_cell_any
    procedure, public :: get_last_halo_cell_deepest
    generic :: get_last_halo_cell => get_last_halo_cell_any, get_last_halo_cell_deepest
    procedure, public :: get_cell_next
    procedure, public :: get_gid_from_lid
    procedure, public :: get_nedges_per_cell_2d
    procedure, public :: get_nverts_per_cell_2d
    procedure, public :: get_nfaces_per_cell
    procedure, public :: get_adjacent_face
    procedure, public :: get_reference_element
    procedure, public :: get_ncolours
    procedure, public :: get_colours
    procedure, public :: get_colour_map
    procedure, public :: is_coloured
    procedure, public :: get_last_edge_cell_per_colour
    procedure, public :: get_last_edge_cell_all_colours
    procedure, public :: get_last_halo_cell_per_colour_any
    procedure, public :: get_last_halo_cell_per_colour_deepest
    generic :: get_last_halo_cell_per_colour => get_last_halo_cell_per_colour_any, &
                                                get_last_halo_cell_per_colour_deepest
    procedure, public :: get_last_halo_cell_all_colours
    procedure, public :: get_last_halo_cell_all_colours_deepest
    procedure, public :: get_dx
    procedure, public :: get_c_handle
    procedure, public :: add_mesh_map
    procedure, public :: get_mesh_map
    procedure, public :: clear
  end type mesh_type

  interface mesh_type
    module procedure mesh_constructor
  end interface

contains

  !> Collective. A planar, doubly periodic global mesh of nx * ny columns of nlayers cells of
  !> dx * dy * dz, partitioned over the ranks (docs/runtime.md), each rank's local mesh its
  !> block with halo_depth rings of halo cells (default 1). With coarse_mesh, the mesh refines
  !> it: nx and ny must be multiples of coarse_mesh's global ones, dx and dy are ignored (the
  !> coarse cells' split) and each rank's block is its coarse block refined, as add_mesh_map
  !> needs on several ranks. Project-specific: LFRic builds meshes from global meshes and
  !> partitions instead.
  function mesh_constructor(nx, ny, nlayers, dx, dy, dz, halo_depth, coarse_mesh) result(self)
    integer(i_def), intent(in) :: nx, ny, nlayers
    real(r_def), intent(in) :: dx, dy, dz
    integer(i_def), optional, intent(in) :: halo_depth
    type(mesh_type), optional, intent(in) :: coarse_mesh
    type(mesh_type) :: self
    integer(c_int) :: depth
    depth = 1
    if (present(halo_depth)) depth = halo_depth
    if (present(coarse_mesh)) then
      self%handle = refined_mesh(coarse_mesh, nx, ny, nlayers, depth)
    else
      self%handle = psy_rt_mesh_create(nx, ny, nlayers, real(dx, c_double), &
                                       real(dy, c_double), real(dz, c_double), depth)
    end if
    if (.not. c_associated(self%handle)) &
      error stop 'mesh_type: invalid mesh arguments, a mesh too small for the number of ' // &
                 'ranks, or halo_depth 0 on several ranks'
    call copy_colouring(self)
    ! Across face W, S, E, N of a cell lies face E, N, W, S of its neighbour.
    allocate(self%adjacent_face(4, self%get_ncells_2d()))
    self%adjacent_face = spread([3, 4, 1, 2], 2, self%get_ncells_2d())
    allocate(reference_cube_type :: self%reference_element)
  end function mesh_constructor

  type(c_ptr) function refined_mesh(coarse, nx, ny, nlayers, depth)
    type(mesh_type), intent(in) :: coarse
    integer(i_def), intent(in) :: nx, ny, nlayers
    integer(c_int), intent(in) :: depth
    integer(c_int) :: cnx, cny
    cnx = psy_rt_mesh_get_global_nx(coarse%handle)
    cny = psy_rt_mesh_get_global_ny(coarse%handle)
    if (mod(nx, cnx) /= 0 .or. mod(ny, cny) /= 0 .or. nlayers /= coarse%get_nlayers()) &
      error stop 'mesh_type: coarse_mesh: nx, ny must be multiples of the coarse mesh''s ' // &
                 'and the layers the same'
    refined_mesh = psy_rt_mesh_create_refined(coarse%handle, nx / cnx, ny / cny, depth)
  end function refined_mesh

  ! The C core's colour lists, shifted to 1-based cell ids, and the per-colour loop bounds.
  subroutine copy_colouring(self)
    type(mesh_type), intent(inout) :: self
    integer(c_int), pointer :: cells(:)
    integer(c_int) :: n
    integer(i_def) :: colour, depth
    type(c_ptr) :: list
    self%ncolours = psy_rt_mesh_get_ncolours(self%handle)
    allocate(self%ncells_per_colour(self%ncolours))
    allocate(self%last_cell_per_colour(self%ncolours, 0:self%get_halo_depth()))
    do colour = 1, self%ncolours
      list = psy_rt_mesh_get_colour_cells(self%handle, colour - 1, n)
      self%ncells_per_colour(colour) = n
    end do
    allocate(self%cells_in_colour(self%ncolours, maxval(self%ncells_per_colour)))
    self%cells_in_colour = 0
    do colour = 1, self%ncolours
      list = psy_rt_mesh_get_colour_cells(self%handle, colour - 1, n)
      call c_f_pointer(list, cells, [n])
      self%cells_in_colour(colour, 1:n) = cells + 1
      do depth = 0, self%get_halo_depth()
        self%last_cell_per_colour(colour, depth) = &
            psy_rt_mesh_get_last_halo_cell_per_colour(self%handle, colour - 1, depth)
      end do
    end do
  end subroutine copy_colouring

  integer(i_def) function get_nlayers(self)
    class(mesh_type), intent(in) :: self
    get_nlayers = psy_rt_mesh_get_nlayers(self%handle)
  end function get_nlayers

  !> Local cells per layer, owned and halo.
  integer(i_def) function get_ncells_2d(self)
    class(mesh_type), intent(in) :: self
    get_ncells_2d = psy_rt_mesh_get_ncells_2d(self%handle)
  end function get_ncells_2d

  !> The same: this mesh has no ghost cells beyond its halo.
  integer(i_def) function get_ncells_2d_with_ghost(self)
    class(mesh_type), intent(in) :: self
    get_ncells_2d_with_ghost = psy_rt_mesh_get_ncells_2d(self%handle)
  end function get_ncells_2d_with_ghost

  integer(i_def) function get_last_edge_cell(self)
    class(mesh_type), intent(in) :: self
    get_last_edge_cell = psy_rt_mesh_get_last_halo_cell(self%handle, 0_c_int)
  end function get_last_edge_cell

  integer(i_def) function get_halo_depth(self)
    class(mesh_type), intent(in) :: self
    get_halo_depth = psy_rt_mesh_get_halo_depth(self%handle)
  end function get_halo_depth

  !> Halo cells of exactly this depth; 0 for a depth outside 1..halo depth, as in LFRic.
  integer(i_def) function get_num_cells_halo(self, depth)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: depth
    get_num_cells_halo = 0
    if (depth >= 1 .and. depth <= self%get_halo_depth()) &
      get_num_cells_halo = self%get_last_halo_cell_any(depth) &
                           - self%get_last_halo_cell_any(depth - 1)
  end function get_num_cells_halo

  integer(i_def) function get_last_halo_cell_any(self, depth)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: depth
    get_last_halo_cell_any = psy_rt_mesh_get_last_halo_cell(self%handle, depth)
    if (get_last_halo_cell_any < 0) error stop 'mesh_type: halo depth out of range'
  end function get_last_halo_cell_any

  integer(i_def) function get_last_halo_cell_deepest(self)
    class(mesh_type), intent(in) :: self
    get_last_halo_cell_deepest = self%get_last_halo_cell_any(self%get_halo_depth())
  end function get_last_halo_cell_deepest

  !> The cell across face iface (1..4: W, S, E, N) of cell, or 0 outside the local mesh.
  integer(i_def) function get_cell_next(self, iface, cell)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: iface, cell
    get_cell_next = psy_rt_mesh_get_cell_next(self%handle, cell - 1, iface - 1) + 1
  end function get_cell_next

  !> The global id (1-based: J * global nx + I + 1) of a local cell, as LFRic's
  !> get_gid_from_lid; the same cell has the same id on any number of ranks.
  integer(i_def) function get_gid_from_lid(self, cell)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: cell
    get_gid_from_lid = psy_rt_mesh_get_global_cell_id(self%handle, cell - 1) + 1
  end function get_gid_from_lid

  integer(i_def) function get_nedges_per_cell_2d(self)
    class(mesh_type), intent(in) :: self
    get_nedges_per_cell_2d = 4
  end function get_nedges_per_cell_2d

  integer(i_def) function get_nverts_per_cell_2d(self)
    class(mesh_type), intent(in) :: self
    get_nverts_per_cell_2d = 4
  end function get_nverts_per_cell_2d

  integer(i_def) function get_nfaces_per_cell(self)
    class(mesh_type), intent(in) :: self
    get_nfaces_per_cell = 6
  end function get_nfaces_per_cell

  !> adjacent_face(4, ncells_2d): the face of the neighbour across each horizontal face
  !> (W, S, E, N) of each cell, in the neighbour's local face numbering.
  function get_adjacent_face(self) result(adjacent_face)
    class(mesh_type), intent(in) :: self
    integer(i_def), pointer :: adjacent_face(:,:)
    adjacent_face => self%adjacent_face
  end function get_adjacent_face

  function get_reference_element(self) result(reference_element)
    class(mesh_type), intent(in) :: self
    class(reference_element_type), pointer :: reference_element
    reference_element => self%reference_element
  end function get_reference_element

  integer(i_def) function get_ncolours(self)
    class(mesh_type), intent(in) :: self
    get_ncolours = self%ncolours
  end function get_ncolours

  !> ncells_per_colour(ncolours) and colour_map(ncolours, max cells of a colour): the cells
  !> of each colour in increasing local order (owned cells, then halo depth 1, 2, ...).
  subroutine get_colours(self, ncolours, ncells_per_colour, colour_map)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(out) :: ncolours
    integer(i_def), pointer, intent(out) :: ncells_per_colour(:)
    integer(i_def), pointer, intent(out) :: colour_map(:,:)
    ncolours = self%ncolours
    ncells_per_colour => self%ncells_per_colour
    colour_map => self%cells_in_colour
  end subroutine get_colours

  function get_colour_map(self) result(colour_map)
    class(mesh_type), intent(in) :: self
    integer(i_def), pointer :: colour_map(:,:)
    colour_map => self%cells_in_colour
  end function get_colour_map

  !> Always true: the mesh is coloured when it is built.
  logical(l_def) function is_coloured(self)
    class(mesh_type), intent(in) :: self
    is_coloured = self%ncolours > 0
  end function is_coloured

  !> Owned cells of a colour: the bound of a coloured loop over owned cells.
  integer(i_def) function get_last_edge_cell_per_colour(self, colour)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: colour
    get_last_edge_cell_per_colour = self%get_last_halo_cell_per_colour_any(colour, 0)
  end function get_last_edge_cell_per_colour

  function get_last_edge_cell_all_colours(self) result(last)
    class(mesh_type), intent(in) :: self
    integer(i_def), allocatable :: last(:)
    last = self%last_cell_per_colour(:, 0)
  end function get_last_edge_cell_all_colours

  !> Cells of a colour up to halo depth (0: owned cells).
  integer(i_def) function get_last_halo_cell_per_colour_any(self, colour, depth)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: colour, depth
    if (colour < 1 .or. colour > self%ncolours) error stop 'mesh_type: colour out of range'
    if (depth < 0 .or. depth > self%get_halo_depth()) &
      error stop 'mesh_type: halo depth out of range'
    get_last_halo_cell_per_colour_any = self%last_cell_per_colour(colour, depth)
  end function get_last_halo_cell_per_colour_any

  integer(i_def) function get_last_halo_cell_per_colour_deepest(self, colour)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: colour
    get_last_halo_cell_per_colour_deepest = &
        self%get_last_halo_cell_per_colour_any(colour, self%get_halo_depth())
  end function get_last_halo_cell_per_colour_deepest

  !> last(ncolours, halo depth): last(colour, depth) as get_last_halo_cell_per_colour.
  function get_last_halo_cell_all_colours(self) result(last)
    class(mesh_type), intent(in) :: self
    integer(i_def), allocatable :: last(:,:)
    last = self%last_cell_per_colour(:, 1:)
  end function get_last_halo_cell_all_colours

  function get_last_halo_cell_all_colours_deepest(self) result(last)
    class(mesh_type), intent(in) :: self
    integer(i_def), allocatable :: last(:)
    last = self%ncells_per_colour
  end function get_last_halo_cell_all_colours_deepest

  !> Cell size (dx, dy, dz). Project-specific.
  function get_dx(self) result(d)
    class(mesh_type), intent(in) :: self
    real(r_def) :: d(3)
    real(c_double) :: cd(3)
    call psy_rt_mesh_get_spacing(self%handle, cd)
    d = cd
  end function get_dx

  !> The C core's PsyRtMesh *. Project-specific.
  type(c_ptr) function get_c_handle(self)
    class(mesh_type), intent(in) :: self
    get_c_handle = self%handle
  end function get_c_handle

  !> Collective. Adds the map from this (coarse) mesh's cells to those of `target_mesh`, which
  !> must refine it by integer factors (nx and ny multiples of this mesh's, the same layers;
  !> on several ranks made with coarse_mesh=this mesh).
  subroutine add_mesh_map(self, target_mesh)
    class(mesh_type), intent(inout) :: self
    class(mesh_type), intent(in) :: target_mesh
    type(mesh_map_type), pointer :: maps(:)
    type(c_ptr), pointer :: targets(:)
    integer(c_int) :: rx, ry
    integer(c_int), allocatable :: cells(:)
    integer(i_def) :: n, ncells
    if (psy_rt_mesh_map_ratio(self%handle, target_mesh%handle, rx, ry) /= 0) &
      error stop 'mesh_type: add_mesh_map: the target mesh does not refine this mesh'
    ncells = self%get_ncells_2d()
    allocate(cells(rx * ry * ncells))
    if (psy_rt_mesh_map_cells(self%handle, target_mesh%handle, cells) /= 0) &
      error stop 'mesh_type: add_mesh_map failed'
    n = 0
    if (associated(self%maps)) n = size(self%maps)
    allocate(maps(n + 1), targets(n + 1))
    if (n > 0) then
      maps(1:n) = self%maps
      targets(1:n) = self%map_targets
      deallocate(self%maps, self%map_targets)
    end if
    maps(n + 1) = mesh_map_type(reshape(cells + 1, [rx, ry, ncells]))
    targets(n + 1) = target_mesh%handle
    self%maps => maps
    self%map_targets => targets
  end subroutine add_mesh_map

  !> The map from this mesh's cells to those of `target_mesh` (added with add_mesh_map).
  function get_mesh_map(self, target_mesh) result(mesh_map)
    class(mesh_type), intent(in) :: self
    class(mesh_type), intent(in) :: target_mesh
    type(mesh_map_type), pointer :: mesh_map
    integer(i_def) :: i
    mesh_map => null()
    if (associated(self%maps)) then
      do i = 1, size(self%maps)
        if (c_associated(self%map_targets(i), target_mesh%handle)) mesh_map => self%maps(i)
      end do
    end if
    if (.not. associated(mesh_map)) error stop 'mesh_type: get_mesh_map: no map to that mesh'
  end function get_mesh_map

  !> Frees the mesh; spaces and fields on it must be freed first.
  subroutine clear(self)
    class(mesh_type), intent(inout) :: self
    integer(i_def) :: i
    if (associated(self%maps)) then
      do i = 1, size(self%maps)
        call self%maps(i)%clear()
      end do
      deallocate(self%maps, self%map_targets)
    end if
    call psy_rt_mesh_destroy(self%handle)
    self%handle = c_null_ptr
    if (associated(self%ncells_per_colour)) deallocate(self%ncells_per_colour)
    if (associated(self%cells_in_colour)) deallocate(self%cells_in_colour)
    if (associated(self%last_cell_per_colour)) deallocate(self%last_cell_per_colour)
    if (associated(self%adjacent_face)) deallocate(self%adjacent_face)
    if (associated(self%reference_element)) deallocate(self%reference_element)
    self%ncolours = 0
  end subroutine clear

end module mesh_mod
