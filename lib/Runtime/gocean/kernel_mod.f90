! dl_esm_inf's kernel_mod: the base type GOcean kernels extend, and the spaces they iterate
! over. The offset names are grid_mod's, re-exported for kernels' index_offset.
module kernel_mod
  use grid_mod, only: GO_OFFSET_SW, GO_OFFSET_NE, GO_OFFSET_ANY
  implicit none
  private
  public :: GO_OFFSET_SW, GO_OFFSET_NE, GO_OFFSET_ANY

  integer, public, parameter :: GO_INTERNAL_PTS = 0, GO_EXTERNAL_PTS = 1, GO_ALL_PTS = 2
  integer, public, parameter :: GO_DOFS = 3
  !> The grid a kernel is written for, which older kernel metadata names in a GRID_TYPE
  !> component (psyc accepts and ignores it, as PSyclone does).
  integer, public, parameter :: GO_ORTHOGONAL_REGULAR = 7, GO_ORTHOGONAL_CURVILINEAR = 8

  type, public, abstract :: kernel_type
  end type kernel_type
end module kernel_mod
