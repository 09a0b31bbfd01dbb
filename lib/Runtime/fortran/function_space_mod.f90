! function_space_type with the LFRic function_space_mod queries that PSy layers make, over
! the C core's lowest-order spaces. Dofmaps are 1-based here, as in LFRic: the dof of
! local dof df in layer k of cell is map(df, cell) + k.
module function_space_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_associated, c_int, &
                                         c_double, c_f_pointer, c_int64_t
  use constants_mod, only: i_def, r_def
  use mesh_mod, only: mesh_type
  use stencil_dofmap_mod, only: stencil_dofmap_type
  use stencil_2D_dofmap_mod, only: stencil_2D_dofmap_type
  use psy_rt_c_mod

  implicit none

  private

  integer(i_def), public, parameter :: BASIS = 100
  integer(i_def), public, parameter :: DIFF_BASIS = 101
  ! The same, for procedures whose dummy arguments are named basis (LFRic's names).
  integer(i_def), parameter :: which_basis = BASIS, which_diff_basis = DIFF_BASIS

  ! The stencil dofmaps built so far, one per shape and extent: a list reached through a
  ! pointer, so that get_stencil_dofmap can add to it through an intent(in) space.
  type :: stencil_node
    integer(i_def) :: shape = 0, extent = 0
    type(stencil_dofmap_type), pointer :: map => null()
    type(stencil_node), pointer :: next => null()
  end type stencil_node

  ! The same for CROSS2D stencil dofmaps (get_stencil_2D_dofmap).
  type :: stencil_2D_node
    integer(i_def) :: shape = 0, extent = 0
    type(stencil_2D_dofmap_type), pointer :: map => null()
    type(stencil_2D_node), pointer :: next => null()
  end type stencil_2D_node

  type :: stencil_list
    type(stencil_node), pointer :: head => null()
    type(stencil_2D_node), pointer :: head_2D => null()
  end type stencil_list

  type, public :: function_space_type
    private
    type(stencil_list), pointer :: stencils => null()
    type(c_ptr) :: handle = c_null_ptr
    type(mesh_type), pointer :: mesh => null()
    integer(i_def) :: fs = 0, space = -1, element_order = 0
    integer(i_def) :: dim_space = 0, dim_space_diff = 0
    integer(i_def), pointer :: dofmap(:,:) => null()
    real(r_def), pointer :: nodal_coords(:,:) => null()
    integer(i_def), pointer :: boundary_dofs(:,:) => null()
  contains
    procedure, public :: get_undf
    procedure, public :: get_ndf
    procedure, public :: get_ncell
    procedure, public :: get_nlayers
    procedure, public :: get_whole_dofmap
    procedure, public :: get_cell_dofmap
    procedure, public :: get_boundary_dofs
    procedure, public :: get_nodes
    procedure, public :: get_mesh
    procedure, public :: which
    procedure, public :: get_dim_space
    procedure, public :: get_dim_space_diff
    procedure, public :: get_element_order
    procedure, public :: get_element_order_h => get_element_order
    procedure, public :: get_element_order_v => get_element_order
    procedure, public :: get_global_dof_id
    procedure, public :: get_last_dof_owned
    procedure, public :: get_last_dof_annexed
    procedure, public :: get_last_dof_halo_any
    procedure, public :: get_last_dof_halo_deepest
    generic :: get_last_dof_halo => get_last_dof_halo_any, get_last_dof_halo_deepest
    procedure, public :: get_halo_depth
    procedure, public :: call_function
    procedure, public :: evaluate_basis
    procedure, public :: evaluate_diff_basis
    procedure, public :: compute_basis_function
    procedure, public :: compute_diff_basis_function
    procedure, public :: compute_nodal_basis_function
    procedure, public :: compute_nodal_diff_basis_function
    procedure, public :: get_ncolours
    procedure, public :: get_colours
    procedure, public :: get_stencil_dofmap
    procedure, public :: get_stencil_2D_dofmap
    procedure, public :: get_c_handle
    procedure, public :: clear
  end type function_space_type

  interface function_space_type
    module procedure fs_constructor
  end interface

contains

  !> The space lfric_fs (an fs_continuity_mod enumerator) of element_order on mesh, which
  !> must outlive it (give it the target attribute). Element order 0, or 1 for Wchi.
  function fs_constructor(mesh, element_order, lfric_fs) result(self)
    type(mesh_type), target, intent(in) :: mesh
    integer(i_def), intent(in) :: element_order, lfric_fs
    type(function_space_type) :: self
    self%space = psy_rt_space_from_lfric(lfric_fs)
    if (self%space < 0) error stop 'function_space_type: unsupported function space'
    self%handle = psy_rt_function_space_create(mesh%get_c_handle(), self%space, element_order)
    if (.not. c_associated(self%handle)) error stop 'function_space_type: unsupported order'
    self%mesh => mesh
    self%fs = lfric_fs
    self%element_order = element_order
    self%dim_space = psy_rt_space_get_dim_space(self%space)
    self%dim_space_diff = psy_rt_space_get_dim_space_diff(self%space)
    call copy_dofmap(self)
    call copy_nodes(self)
    call set_boundary_dofs(self)
    allocate(self%stencils)
  end function fs_constructor

  ! The C core's 0-based map, shifted to LFRic's 1-based one.
  subroutine copy_dofmap(self)
    type(function_space_type), intent(inout) :: self
    integer(c_int), pointer :: cmap(:,:)
    integer(i_def) :: ndf, ncell
    ndf = self%get_ndf()
    ncell = self%get_ncell()
    call c_f_pointer(psy_rt_function_space_get_dofmap(self%handle), cmap, [ndf, ncell])
    allocate(self%dofmap(ndf, ncell))
    self%dofmap = cmap + 1
  end subroutine copy_dofmap

  subroutine copy_nodes(self)
    type(function_space_type), intent(inout) :: self
    integer(i_def) :: df
    real(c_double) :: xyz(3)
    allocate(self%nodal_coords(3, self%get_ndf()))
    do df = 1, self%get_ndf()
      call psy_rt_space_get_node(self%space, self%element_order, df - 1, xyz)
      self%nodal_coords(:, df) = xyz
    end do
  end subroutine copy_nodes

  ! The mesh is planar and doubly periodic: the domain's only boundaries are the bottom and
  ! the top of every column. A local dof lies on the bottom (top) one when its node is on the
  ! cell's bottom (top) face, at reference height 0 (1), and that dof is a boundary dof in the
  ! bottom (top) layer. boundary_dofs(df, 1) is 0 for a dof on the bottom face and 1 otherwise,
  ! boundary_dofs(df, 2) the same for the top face: a mask that a boundary-condition kernel
  ! multiplies the bottom and top layers by, as LFRic's enforce_bc_code does.
  subroutine set_boundary_dofs(self)
    type(function_space_type), intent(inout) :: self
    allocate(self%boundary_dofs(self%get_ndf(), 2))
    self%boundary_dofs(:, 1) = merge(0_i_def, 1_i_def, self%nodal_coords(3, :) == 0.0_r_def)
    self%boundary_dofs(:, 2) = merge(0_i_def, 1_i_def, self%nodal_coords(3, :) == 1.0_r_def)
  end subroutine set_boundary_dofs

  integer(i_def) function get_undf(self)
    class(function_space_type), intent(in) :: self
    get_undf = psy_rt_function_space_get_undf(self%handle)
  end function get_undf

  integer(i_def) function get_ndf(self)
    class(function_space_type), intent(in) :: self
    get_ndf = psy_rt_function_space_get_ndf(self%handle)
  end function get_ndf

  integer(i_def) function get_ncell(self)
    class(function_space_type), intent(in) :: self
    get_ncell = self%mesh%get_ncells_2d()
  end function get_ncell

  integer(i_def) function get_nlayers(self)
    class(function_space_type), intent(in) :: self
    get_nlayers = self%mesh%get_nlayers()
  end function get_nlayers

  !> map(ndf, ncells): the bottom-layer dofs of every cell.
  function get_whole_dofmap(self) result(map)
    class(function_space_type), intent(in) :: self
    integer(i_def), pointer :: map(:,:)
    map => self%dofmap
  end function get_whole_dofmap

  function get_cell_dofmap(self, cell) result(map)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: cell
    integer(i_def), pointer :: map(:)
    map => self%dofmap(:, cell)
  end function get_cell_dofmap

  !> boundary_dofs(ndf, 2): per local dof, 0 where it lies on the bottom (column 1) or top
  !> (column 2) boundary of the domain, 1 elsewhere (set_boundary_dofs).
  function get_boundary_dofs(self) result(boundary_dofs)
    class(function_space_type), intent(in) :: self
    integer(i_def), pointer :: boundary_dofs(:,:)
    boundary_dofs => self%boundary_dofs
  end function get_boundary_dofs

  !> nodal_coords(3, ndf): reference coordinates of each dof's node.
  function get_nodes(self) result(nodes)
    class(function_space_type), intent(in) :: self
    real(r_def), pointer :: nodes(:,:)
    nodes => self%nodal_coords
  end function get_nodes

  function get_mesh(self) result(mesh)
    class(function_space_type), intent(in) :: self
    type(mesh_type), pointer :: mesh
    mesh => self%mesh
  end function get_mesh

  integer(i_def) function which(self)
    class(function_space_type), intent(in) :: self
    which = self%fs
  end function which

  integer(i_def) function get_dim_space(self)
    class(function_space_type), intent(in) :: self
    get_dim_space = psy_rt_space_get_dim_space(self%space)
  end function get_dim_space

  integer(i_def) function get_dim_space_diff(self)
    class(function_space_type), intent(in) :: self
    get_dim_space_diff = psy_rt_space_get_dim_space_diff(self%space)
  end function get_dim_space_diff

  integer(i_def) function get_element_order(self)
    class(function_space_type), intent(in) :: self
    get_element_order = self%element_order
  end function get_element_order

  !> LFRic's global id of a local dof (1-based): the same for the same dof whatever the
  !> partition (psyRtFunctionSpaceGetGlobalDof, 0-based, as LFRic's are).
  function get_global_dof_id(self, dof) result(id)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: dof
    integer(c_int64_t) :: id
    id = psy_rt_function_space_get_global_dof(self%handle, dof - 1)
  end function get_global_dof_id

  integer(i_def) function get_last_dof_owned(self)
    class(function_space_type), intent(in) :: self
    get_last_dof_owned = psy_rt_function_space_get_last_dof_owned(self%handle)
  end function get_last_dof_owned

  integer(i_def) function get_last_dof_annexed(self)
    class(function_space_type), intent(in) :: self
    get_last_dof_annexed = psy_rt_function_space_get_last_dof_annexed(self%handle)
  end function get_last_dof_annexed

  integer(i_def) function get_last_dof_halo_any(self, depth)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: depth
    get_last_dof_halo_any = psy_rt_function_space_get_last_dof_halo(self%handle, depth)
    if (get_last_dof_halo_any < 0) error stop 'function_space_type: halo depth out of range'
  end function get_last_dof_halo_any

  integer(i_def) function get_last_dof_halo_deepest(self)
    class(function_space_type), intent(in) :: self
    get_last_dof_halo_deepest = self%get_undf()
  end function get_last_dof_halo_deepest

  integer(i_def) function get_halo_depth(self)
    class(function_space_type), intent(in) :: self
    get_halo_depth = self%mesh%get_halo_depth()
  end function get_halo_depth

  !> BASIS or DIFF_BASIS of local dof df at reference point xi (LFRic's call_function).
  function call_function(self, function_to_call, df, xi) result(evaluate)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: function_to_call, df
    real(r_def), intent(in) :: xi(3)
    real(r_def), allocatable :: evaluate(:)
    real(c_double) :: out(3), cxi(3)
    cxi = xi
    if (function_to_call == DIFF_BASIS) then
      allocate(evaluate(self%get_dim_space_diff()))
    else
      allocate(evaluate(self%get_dim_space()))
    end if
    call psy_rt_space_evaluate(self%space, self%element_order, function_to_call, df - 1, &
                               cxi, out)
    evaluate = out(1:size(evaluate))
  end function call_function

  !> The basis functions (dim_space values) of local dof df at reference point xi.
  function evaluate_basis(self, df, xi) result(values)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: df
    real(r_def), intent(in) :: xi(3)
    real(r_def) :: values(self%dim_space)
    values = self%call_function(BASIS, df, xi)
  end function evaluate_basis

  !> Their derivatives (dim_space_diff values: gradient, curl or divergence).
  function evaluate_diff_basis(self, df, xi) result(values)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: df
    real(r_def), intent(in) :: xi(3)
    real(r_def) :: values(self%dim_space_diff)
    values = self%call_function(DIFF_BASIS, df, xi)
  end function evaluate_diff_basis

  !> basis(dim_space, ndf, qp_h, qp_v) at the points (x_qp(q, 1), x_qp(q, 2), z_qp(k)):
  !> LFRic's older PSy-layer interface to basis functions on an xyoz rule.
  subroutine compute_basis_function(self, basis, ndf, qp_h, qp_v, x_qp, z_qp)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: ndf, qp_h, qp_v
    real(r_def), intent(in) :: x_qp(qp_h, 2), z_qp(qp_v)
    real(r_def), intent(out) :: basis(self%dim_space, ndf, qp_h, qp_v)
    call tabulate(self, which_basis, basis, ndf, qp_h, qp_v, x_qp, z_qp)
  end subroutine compute_basis_function

  subroutine compute_diff_basis_function(self, dbasis, ndf, qp_h, qp_v, x_qp, z_qp)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: ndf, qp_h, qp_v
    real(r_def), intent(in) :: x_qp(qp_h, 2), z_qp(qp_v)
    real(r_def), intent(out) :: dbasis(self%dim_space_diff, ndf, qp_h, qp_v)
    call tabulate(self, which_diff_basis, dbasis, ndf, qp_h, qp_v, x_qp, z_qp)
  end subroutine compute_diff_basis_function

  subroutine tabulate(self, which, values, ndf, qp_h, qp_v, x_qp, z_qp)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: which, ndf, qp_h, qp_v
    real(r_def), intent(out) :: values(:, :, :, :)
    real(r_def), intent(in) :: x_qp(qp_h, 2), z_qp(qp_v)
    integer(i_def) :: df, qh, qv
    do qv = 1, qp_v
      do qh = 1, qp_h
        do df = 1, ndf
          values(:, df, qh, qv) = self%call_function(which, df, [x_qp(qh, :), z_qp(qv)])
        end do
      end do
    end do
  end subroutine tabulate

  !> basis(dim_space, ndf, n_node) at the reference points x_node(3, n_node).
  subroutine compute_nodal_basis_function(self, basis, ndf, n_node, x_node)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: ndf, n_node
    real(r_def), intent(in) :: x_node(3, n_node)
    real(r_def), intent(out) :: basis(self%dim_space, ndf, n_node)
    integer(i_def) :: df, node
    do node = 1, n_node
      do df = 1, ndf
        basis(:, df, node) = self%call_function(which_basis, df, x_node(:, node))
      end do
    end do
  end subroutine compute_nodal_basis_function

  subroutine compute_nodal_diff_basis_function(self, dbasis, ndf, n_node, x_node)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: ndf, n_node
    real(r_def), intent(in) :: x_node(3, n_node)
    real(r_def), intent(out) :: dbasis(self%dim_space_diff, ndf, n_node)
    integer(i_def) :: df, node
    do node = 1, n_node
      do df = 1, ndf
        dbasis(:, df, node) = self%call_function(which_diff_basis, df, x_node(:, node))
      end do
    end do
  end subroutine compute_nodal_diff_basis_function

  !> The mesh's colouring (older LFRic PSy layers ask the function space for it).
  integer(i_def) function get_ncolours(self)
    class(function_space_type), intent(in) :: self
    get_ncolours = self%mesh%get_ncolours()
  end function get_ncolours

  subroutine get_colours(self, ncolours, ncells_per_colour, colour_map)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(out) :: ncolours
    integer(i_def), pointer, intent(out) :: ncells_per_colour(:)
    integer(i_def), pointer, intent(out) :: colour_map(:,:)
    call self%mesh%get_colours(ncolours, ncells_per_colour, colour_map)
  end subroutine get_colours

  !> The stencil dofmap of stencil_shape (stencil_dofmap_mod's STENCIL_*) and extent for
  !> this space, built on first use and kept with the space.
  function get_stencil_dofmap(self, stencil_shape, stencil_extent) result(map)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: stencil_shape, stencil_extent
    type(stencil_dofmap_type), pointer :: map
    type(stencil_node), pointer :: node
    node => self%stencils%head
    do while (associated(node))
      if (node%shape == stencil_shape .and. node%extent == stencil_extent) then
        map => node%map
        return
      end if
      node => node%next
    end do
    allocate(node)
    allocate(node%map, source=stencil_dofmap_type(stencil_shape, stencil_extent, &
                                                  self%get_ndf(), self%mesh, self%dofmap))
    node%shape = stencil_shape
    node%extent = stencil_extent
    node%next => self%stencils%head
    self%stencils%head => node
    map => node%map
  end function get_stencil_dofmap

  !> The CROSS2D stencil dofmap (stencil_2D_dofmap_mod's STENCIL_2D_CROSS) of extent
  !> stencil_extent for this space, built on first use and kept with the space.
  function get_stencil_2D_dofmap(self, stencil_shape, stencil_extent) result(map)
    class(function_space_type), intent(in) :: self
    integer(i_def), intent(in) :: stencil_shape, stencil_extent
    type(stencil_2D_dofmap_type), pointer :: map
    type(stencil_2D_node), pointer :: node
    node => self%stencils%head_2D
    do while (associated(node))
      if (node%shape == stencil_shape .and. node%extent == stencil_extent) then
        map => node%map
        return
      end if
      node => node%next
    end do
    allocate(node)
    allocate(node%map, source=stencil_2D_dofmap_type(stencil_shape, stencil_extent, &
                                                     self%get_ndf(), self%mesh, self%dofmap))
    node%shape = stencil_shape
    node%extent = stencil_extent
    node%next => self%stencils%head_2D
    self%stencils%head_2D => node
    map => node%map
  end function get_stencil_2D_dofmap

  !> The C core's PsyRtFunctionSpace *. Project-specific.
  type(c_ptr) function get_c_handle(self)
    class(function_space_type), intent(in) :: self
    get_c_handle = self%handle
  end function get_c_handle

  !> Frees the space; fields on it must be freed first.
  subroutine clear(self)
    class(function_space_type), intent(inout) :: self
    call psy_rt_function_space_destroy(self%handle)
    self%handle = c_null_ptr
    if (associated(self%dofmap)) deallocate(self%dofmap)
    if (associated(self%nodal_coords)) deallocate(self%nodal_coords)
    if (associated(self%boundary_dofs)) deallocate(self%boundary_dofs)
    if (associated(self%stencils)) call free_stencils(self%stencils)
    nullify(self%mesh)
  end subroutine clear

  subroutine free_stencils(list)
    type(stencil_list), pointer, intent(inout) :: list
    type(stencil_node), pointer :: node, next
    type(stencil_2D_node), pointer :: node_2D, next_2D
    node => list%head
    do while (associated(node))
      next => node%next
      call node%map%clear()
      deallocate(node%map)
      deallocate(node)
      node => next
    end do
    node_2D => list%head_2D
    do while (associated(node_2D))
      next_2D => node_2D%next
      call node_2D%map%clear()
      deallocate(node_2D%map)
      deallocate(node_2D)
      node_2D => next_2D
    end do
    deallocate(list)
  end subroutine free_stencils

end module function_space_mod
