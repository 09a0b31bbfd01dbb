! LFRic's stencil_2D_dofmap_mod: the dofmaps of a CROSS2D stencil, branch by branch, as a PSy
! layer passes them to cross2d stencil kernels: dofmap(ndf, max branch length, 4, ncells) and
! the size of each branch of each cell, sizes(4, ncells). The branches follow LFRic's face
! order W, S, E, N; each starts at the cell itself and walks `extent` cells away from it
! (mesh%get_cell_next), so the max branch length is extent + 1. Entries past a branch's size
! are 0. function_space_type%get_stencil_2D_dofmap builds and keeps one per extent.
module stencil_2D_dofmap_mod

  use constants_mod, only: i_def
  use mesh_mod, only: mesh_type

  implicit none

  private

  integer(i_def), public, parameter :: STENCIL_2D_CROSS = 1600

  type, public :: stencil_2D_dofmap_type
    private
    integer(i_def) :: dofmap_shape = 0, dofmap_extent = 0
    integer(i_def), allocatable :: dofmap_size(:,:)
    integer(i_def), allocatable :: dofmap(:,:,:,:)
  contains
    procedure, public :: get_dofmap
    procedure, public :: get_whole_dofmap
    procedure, public :: get_stencil_sizes
    procedure, public :: clear
  end type stencil_2D_dofmap_type

  interface stencil_2D_dofmap_type
    module procedure stencil_2D_dofmap_constructor
  end interface

contains

  !> The CROSS2D stencil dofmap of extent st_extent for the cell dofmap dofmap(ndf, ncells)
  !> on mesh, over the cells whose stencils stay inside the halo (as stencil_dofmap_type;
  !> all cells of a mesh without a halo, which wraps around). Project-specific arguments:
  !> LFRic passes its master dofmap object.
  function stencil_2D_dofmap_constructor(st_shape, st_extent, ndf, mesh, dofmap) result(self)
    integer(i_def), intent(in) :: st_shape, st_extent, ndf
    type(mesh_type), intent(in) :: mesh
    integer(i_def), intent(in) :: dofmap(:,:)
    type(stencil_2D_dofmap_type) :: self
    integer(i_def) :: ncells, cell, branch, step, next, depth
    if (st_shape /= STENCIL_2D_CROSS .or. st_extent < 0) &
      error stop 'stencil_2D_dofmap_type: invalid stencil shape or extent'
    depth = mesh%get_halo_depth()
    if (depth > 0 .and. st_extent > depth) &
      error stop 'stencil_2D_dofmap_type: stencil extent deeper than the halo'
    self%dofmap_shape = st_shape
    self%dofmap_extent = st_extent
    ncells = mesh%get_last_halo_cell(max(depth - st_extent, 0))
    allocate(self%dofmap(ndf, st_extent + 1, 4, ncells), self%dofmap_size(4, ncells))
    self%dofmap = 0
    do cell = 1, ncells
      do branch = 1, 4
        self%dofmap(:, 1, branch, cell) = dofmap(:, cell)
        next = cell
        do step = 1, st_extent
          next = mesh%get_cell_next(branch, next)
          if (next < 1) exit
          self%dofmap(:, step + 1, branch, cell) = dofmap(:, next)
        end do
        self%dofmap_size(branch, cell) = step
      end do
    end do
  end function stencil_2D_dofmap_constructor

  !> map(ndf, max branch length, 4): the branches of one cell.
  function get_dofmap(self, cell) result(map)
    class(stencil_2D_dofmap_type), target, intent(in) :: self
    integer(i_def), intent(in) :: cell
    integer(i_def), pointer :: map(:,:,:)
    map => self%dofmap(:, :, :, cell)
  end function get_dofmap

  !> map(ndf, max branch length, 4, ncells).
  function get_whole_dofmap(self) result(map)
    class(stencil_2D_dofmap_type), target, intent(in) :: self
    integer(i_def), pointer :: map(:,:,:,:)
    map => self%dofmap
  end function get_whole_dofmap

  !> sizes(4, ncells): the cells of each branch of each cell.
  function get_stencil_sizes(self) result(sizes)
    class(stencil_2D_dofmap_type), target, intent(in) :: self
    integer(i_def), pointer :: sizes(:,:)
    sizes => self%dofmap_size
  end function get_stencil_sizes

  subroutine clear(self)
    class(stencil_2D_dofmap_type), intent(inout) :: self
    if (allocated(self%dofmap)) deallocate(self%dofmap, self%dofmap_size)
  end subroutine clear

end module stencil_2D_dofmap_mod
