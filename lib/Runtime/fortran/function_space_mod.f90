! function_space_type with the LFRic function_space_mod queries that PSy layers make, over
! the C core's lowest-order spaces. Dofmaps are 1-based here, as in LFRic: the dof of
! local dof df in layer k of cell is map(df, cell) + k.
module function_space_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_null_ptr, c_associated, c_int, &
                                         c_double, c_f_pointer
  use constants_mod, only: i_def, r_def
  use mesh_mod, only: mesh_type
  use psy_rt_c_mod

  implicit none

  private

  integer(i_def), public, parameter :: BASIS = 100
  integer(i_def), public, parameter :: DIFF_BASIS = 101

  type, public :: function_space_type
    private
    type(c_ptr) :: handle = c_null_ptr
    type(mesh_type), pointer :: mesh => null()
    integer(i_def) :: fs = 0, space = -1, element_order = 0
    integer(i_def), pointer :: dofmap(:,:) => null()
    real(r_def), pointer :: nodal_coords(:,:) => null()
  contains
    procedure, public :: get_undf
    procedure, public :: get_ndf
    procedure, public :: get_ncell
    procedure, public :: get_nlayers
    procedure, public :: get_whole_dofmap
    procedure, public :: get_cell_dofmap
    procedure, public :: get_nodes
    procedure, public :: get_mesh
    procedure, public :: which
    procedure, public :: get_dim_space
    procedure, public :: get_dim_space_diff
    procedure, public :: get_element_order
    procedure, public :: get_element_order_h => get_element_order
    procedure, public :: get_element_order_v => get_element_order
    procedure, public :: get_last_dof_owned
    procedure, public :: get_last_dof_annexed
    procedure, public :: get_last_dof_halo_any
    procedure, public :: get_last_dof_halo_deepest
    generic :: get_last_dof_halo => get_last_dof_halo_any, get_last_dof_halo_deepest
    procedure, public :: get_halo_depth
    procedure, public :: call_function
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
    call copy_dofmap(self)
    call copy_nodes(self)
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
    nullify(self%mesh)
  end subroutine clear

end module function_space_mod
