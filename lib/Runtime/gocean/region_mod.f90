! dl_esm_inf's region_type: a rectangle of grid points, bounds included, and its extents.
module region_mod
  implicit none
  private
  type, public :: region_type
    integer :: xstart = 0, xstop = -1, ystart = 0, ystop = -1
    integer :: nx = 0, ny = 0
  end type region_type
end module region_mod
