! mesh_type with the LFRic mesh_mod queries that PSy layers make, over the C core's
! extruded, doubly periodic planar mesh. Cell ids are 1-based; 0 means "no cell".
module mesh_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_associated, c_int, c_double
  use constants_mod, only: i_def, r_def
  use psy_rt_c_mod

  implicit none

  private

  type, public :: mesh_type
    private
    type(c_ptr) :: handle = c_null_ptr
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
    procedure, public :: get_nedges_per_cell_2d
    procedure, public :: get_dx
    procedure, public :: get_c_handle
    procedure, public :: clear
  end type mesh_type

  interface mesh_type
    module procedure mesh_constructor
  end interface

contains

  !> A planar, doubly periodic mesh of nx * ny columns of nlayers cells of dx * dy * dz,
  !> with halo_depth rings of halo cells (default 1). Project-specific: LFRic builds meshes
  !> from global meshes and partitions instead.
  function mesh_constructor(nx, ny, nlayers, dx, dy, dz, halo_depth) result(self)
    integer(i_def), intent(in) :: nx, ny, nlayers
    real(r_def), intent(in) :: dx, dy, dz
    integer(i_def), optional, intent(in) :: halo_depth
    type(mesh_type) :: self
    integer(c_int) :: depth
    depth = 1
    if (present(halo_depth)) depth = halo_depth
    self%handle = psy_rt_mesh_create(nx, ny, nlayers, real(dx, c_double), &
                                     real(dy, c_double), real(dz, c_double), depth)
    if (.not. c_associated(self%handle)) error stop 'mesh_type: invalid mesh arguments'
  end function mesh_constructor

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

  integer(i_def) function get_num_cells_halo(self, depth)
    class(mesh_type), intent(in) :: self
    integer(i_def), intent(in) :: depth
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

  integer(i_def) function get_nedges_per_cell_2d(self)
    class(mesh_type), intent(in) :: self
    get_nedges_per_cell_2d = 4
  end function get_nedges_per_cell_2d

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

  !> Frees the mesh; spaces and fields on it must be freed first.
  subroutine clear(self)
    class(mesh_type), intent(inout) :: self
    call psy_rt_mesh_destroy(self%handle)
    self%handle = c_null_ptr
  end subroutine clear

end module mesh_mod
